import { type GraphQuery, type GraphSelection, QueryParsingError } from './types.ts';

const MAX_LENGTH = 20_000;
const MAX_DEPTH = 24;
const NAME_RE = /[A-Za-z0-9_-]+/y;

/**
 * GraphQuery: `{ type { field link { ...on other { f } } group { f } slices { ...on slice_type {
 * variation { ...on default { primary { f } items { f } } } } } } }`. Commas and `#` comments are
 * whitespace; a fragment spread (`...typeFields`) selects every field.
 */
export function parseGraphQuery(raw: string | undefined): GraphQuery | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  return new GraphQueryParser(raw).parse();
}

export function emptySelection(all = false): GraphSelection {
  return { all, fields: new Map(), unions: new Map() };
}

class GraphQueryParser {
  private pos = 0;

  constructor(private readonly src: string) {}

  parse(): GraphQuery {
    if (this.src.length > MAX_LENGTH) throw this.fail(`graphQuery is too long (at most ${MAX_LENGTH})`, 1);
    this.expect('{', '"{"');
    const types = new Map<string, GraphSelection>();
    while (this.skipSpace() !== '}') {
      const type = this.name('a document type');
      this.skipSpace();
      this.expect('{', `"{" after "${type}"`);
      types.set(type, merge(types.get(type), this.selection(1)));
    }
    this.pos++;
    if (this.skipSpace() !== undefined) throw this.unexpected('end of graphQuery');
    return types;
  }

  private selection(depth: number): GraphSelection {
    if (depth > MAX_DEPTH) throw this.fail('graphQuery is nested too deeply', this.pos);
    const selection = emptySelection();
    for (;;) {
      const c = this.skipSpace();
      if (c === '}') {
        this.pos++;
        return selection;
      }
      if (c === undefined) throw this.unexpected('"}"');
      if (this.src.startsWith('...', this.pos)) {
        this.pos += 3;
        this.skipSpace();
        const name = this.name('"on" or a fragment name');
        if (name !== 'on') {
          selection.all = true;
          continue;
        }
        this.skipSpace();
        const type = this.name('a type name after "...on"');
        this.skipSpace();
        this.expect('{', `"{" after "...on ${type}"`);
        selection.unions.set(type, merge(selection.unions.get(type), this.selection(depth + 1)));
        continue;
      }
      const field = this.name('a field name');
      let sub: GraphSelection | null = null;
      if (this.skipSpace() === '{') {
        this.pos++;
        sub = this.selection(depth + 1);
      }
      selection.fields.set(field, merge(selection.fields.get(field), sub));
    }
  }

  private name(what: string): string {
    NAME_RE.lastIndex = this.pos;
    const name = NAME_RE.exec(this.src)?.[0];
    if (name === undefined) throw this.unexpected(what);
    this.pos += name.length;
    return name;
  }

  private expect(char: string, what: string): void {
    this.skipSpace();
    if (this.src[this.pos] !== char) throw this.unexpected(what);
    this.pos++;
  }

  private skipSpace(): string | undefined {
    for (;;) {
      const c = this.src[this.pos];
      if (c === '#') {
        const end = this.src.indexOf('\n', this.pos);
        this.pos = end < 0 ? this.src.length : end + 1;
      } else if (c === ' ' || c === ',' || c === '\n' || c === '\r' || c === '\t') {
        this.pos++;
      } else {
        return c;
      }
    }
  }

  private unexpected(expected: string): QueryParsingError {
    const c = this.src[this.pos];
    return this.fail(
      `Unexpected ${c === undefined ? 'end of graphQuery' : `"${c}"`}, expected ${expected}`,
      this.pos + 1,
    );
  }

  private fail(problem: string, column: number): QueryParsingError {
    return new QueryParsingError(
      `${problem} at column ${column} in graphQuery`,
      this.src.slice(0, 200),
      column,
    );
  }
}

function merge(a: GraphSelection | null | undefined, b: GraphSelection): GraphSelection;
function merge(a: GraphSelection | null | undefined, b: GraphSelection | null): GraphSelection | null;
function merge(a: GraphSelection | null | undefined, b: GraphSelection | null): GraphSelection | null {
  if (!a || !b) return a ?? b;
  const fields = new Map(a.fields);
  for (const [name, sub] of b.fields) fields.set(name, merge(fields.get(name), sub));
  const unions = new Map(a.unions);
  for (const [name, sub] of b.unions) unions.set(name, merge(unions.get(name), sub));
  return { all: a.all || b.all, fields, unions };
}
