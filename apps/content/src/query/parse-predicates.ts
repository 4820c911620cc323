import { compilePredicate } from './evaluate-predicate.ts';
import { PredicateScanner } from './predicate-scanner.ts';
import { PREDICATE_NAMES, type Predicate, type PredicateValue, QueryParsingError } from './types.ts';

export const MAX_Q_LENGTH = 32_768;
export const MAX_Q_PARAMS = 64;
const MAX_ARRAY_DEPTH = 4;
const MEMO_LIMIT = 500;
const MEMO_MAX_TEXT = 4_096;
const memo = new Map<string, readonly Predicate[]>();
const NAMES = new Map<string, Predicate['name']>(PREDICATE_NAMES.map((name) => [name.toLowerCase(), name]));
const NUMBER_RE = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Parses every `q` param (`[[at(document.type, "x")][...]]`), validating names and argument types. */
export function parsePredicates(q: readonly string[]): Predicate[] {
  if (q.length > MAX_Q_PARAMS) {
    throw new QueryParsingError(`Too many q parameters (${q.length}, at most ${MAX_Q_PARAMS})`, 'q', 0);
  }
  return q.flatMap(parseOne);
}

/** Memoised so that repeated queries reuse their predicates and the matchers compiled for them. */
function parseOne(text: string): readonly Predicate[] {
  let predicates = memo.get(text);
  if (!predicates) {
    predicates = new PredicateParser(text).parse();
    for (const predicate of predicates) compilePredicate(predicate);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    if (text.length <= MEMO_MAX_TEXT) memo.set(text, predicates);
  }
  return predicates;
}

type Argument = { path: string } | { value: PredicateValue };

class PredicateParser extends PredicateScanner {
  parse(): Predicate[] {
    if (this.src.length > MAX_Q_LENGTH) {
      throw this.fail(`Query is too long (${this.src.length} characters, at most ${MAX_Q_LENGTH})`, 1);
    }
    this.skipSpace();
    if (this.pos === this.src.length) return [];
    this.expect('[', 'query');
    const predicates: Predicate[] = [];
    while (this.skipSpace() === '[') predicates.push(this.predicate());
    this.expect(']', 'predicate or "]"');
    if (this.skipSpace() !== undefined) throw this.unexpected('end of query');
    return predicates;
  }

  private predicate(): Predicate {
    this.pos++;
    if (this.skipSpace() === ':') {
      this.pos++;
      this.skipSpace();
      this.identifier('binding name');
      this.skipSpace();
      this.expect('=', '"="');
      this.skipSpace();
    }
    const column = this.pos + 1;
    const written = this.identifier('predicate name');
    const name = NAMES.get(written.toLowerCase());
    if (!name) throw this.fail(`Unknown predicate "${written}"`, column);
    this.skipSpace();
    this.expect('(', '"("');
    let path: string | null = null;
    const args: PredicateValue[] = [];
    const argColumns: number[] = [];
    if (this.skipSpace() !== ')') {
      for (let index = 0; ; index++) {
        const argColumn = this.pos + 1;
        const arg = this.argument();
        if ('path' in arg) {
          if (index > 0) throw this.fail(`Unexpected field path "${arg.path}", expected a value`, argColumn);
          path = arg.path;
        } else {
          args.push(arg.value);
          argColumns.push(argColumn);
        }
        if (this.skipSpace() !== ',') break;
        this.pos++;
        this.skipSpace();
      }
    }
    this.expect(')', '"," or ")"');
    this.skipSpace();
    this.expect(']', '"]"');
    return { name, path, args, location: this.src, column, argColumns };
  }

  private argument(): Argument {
    const ident = this.peekIdentifier();
    if (ident === undefined || ident === 'true' || ident === 'false') return { value: this.value(0) };
    this.pos += ident.length;
    return { path: ident };
  }

  private value(depth: number): PredicateValue {
    const c = this.src[this.pos];
    if (c === '"' || c === "'") return this.string(c);
    if (c === '[') return this.array(depth);
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      NUMBER_RE.lastIndex = this.pos;
      const number = NUMBER_RE.exec(this.src)?.[0];
      if (number === undefined) throw this.unexpected('a number');
      this.pos += number.length;
      return Number(number);
    }
    for (const literal of ['true', 'false']) {
      if (this.src.startsWith(literal, this.pos)) {
        this.pos += literal.length;
        return literal === 'true';
      }
    }
    throw this.unexpected('a value');
  }

  private array(depth: number): PredicateValue[] {
    if (depth >= MAX_ARRAY_DEPTH) throw this.fail('Arrays are nested too deeply', this.pos + 1);
    this.pos++;
    const items: PredicateValue[] = [];
    if (this.skipSpace() === ']') {
      this.pos++;
      return items;
    }
    for (;;) {
      items.push(this.value(depth + 1));
      const next = this.skipSpace();
      this.pos++;
      if (next === ']') return items;
      if (next !== ',') {
        this.pos--;
        throw this.unexpected('"," or "]"');
      }
      this.skipSpace();
    }
  }
}
