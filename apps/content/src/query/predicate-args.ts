import { type FieldPath, parseFieldPath } from './field-path.ts';
import { type Predicate, type PredicateValue, QueryParsingError } from './types.ts';

export type Scalar = string | number | boolean;

export function predicateError(p: Predicate, problem: string, argIndex?: number): QueryParsingError {
  const column = argIndex === undefined ? p.column : (p.argColumns[argIndex] ?? p.column);
  return new QueryParsingError(
    `${p.name}(): ${problem} (at column ${column})`,
    p.location.slice(0, 200),
    column,
  );
}

export function expectArgCount(p: Predicate, min: number, max = min): void {
  if (p.args.length < min || p.args.length > max) {
    const wanted = min === max ? `${min}` : `${min} to ${max}`;
    throw predicateError(p, `expected ${wanted} value argument(s) after the path, got ${p.args.length}`);
  }
}

/** The predicate's path, which must be one of the given kinds. */
export function pathOf(p: Predicate, accept: (path: FieldPath) => boolean, expected: string): FieldPath {
  if (p.path === null) throw predicateError(p, `expected ${expected} as first argument`);
  const path = parseFieldPath(p.path);
  if (path === null) throw predicateError(p, `invalid path "${p.path}"`);
  if (!accept(path)) throw predicateError(p, `path "${p.path}" is not allowed here, expected ${expected}`);
  return path;
}

export function arg(p: Predicate, index: number): PredicateValue {
  const value = p.args[index];
  if (value === undefined) throw predicateError(p, `missing argument ${index + 1}`);
  return value;
}

export function scalarArg(p: Predicate, value: PredicateValue, index: number): Scalar {
  if (Array.isArray(value)) throw predicateError(p, 'expected a single value, not an array', index);
  return value;
}

export function stringArg(p: Predicate, value: PredicateValue, index: number): string {
  if (typeof value !== 'string') throw predicateError(p, `expected a string, got ${describe(value)}`, index);
  return value;
}

export function numberArg(p: Predicate, index: number): number {
  const value = arg(p, index);
  if (typeof value !== 'number') throw predicateError(p, `expected a number, got ${describe(value)}`, index);
  return value;
}

export function arrayArg(p: Predicate, index: number): PredicateValue[] {
  const value = arg(p, index);
  if (!Array.isArray(value)) throw predicateError(p, `expected an array, got ${describe(value)}`, index);
  return value;
}

export function describe(value: PredicateValue): string {
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? `"${value.slice(0, 40)}"` : String(value);
}

export function assertNoArgs(p: Predicate): void {
  if (p.args.length > 0) throw predicateError(p, 'expected no argument after the path', 0);
}
