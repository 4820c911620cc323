import { QueryParsingError } from './types.ts';

const IDENT_RE = /[A-Za-z_][A-Za-z0-9_.-]*/y;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' };

/** Character-level reading of one `q` string; errors carry the 1-based column. */
export class PredicateScanner {
  protected pos = 0;

  constructor(protected readonly src: string) {}

  protected string(quote: string): string {
    const start = this.pos++;
    let out = '';
    let chunk = this.pos;
    for (;;) {
      const c = this.src[this.pos];
      if (c === undefined) throw this.fail('Unterminated string', start + 1);
      if (c === quote) {
        out += this.src.slice(chunk, this.pos++);
        return out;
      }
      if (c === '\\') {
        out += this.src.slice(chunk, this.pos) + this.escape(this.pos);
        chunk = this.pos;
      } else {
        this.pos++;
      }
    }
  }

  protected escape(slash: number): string {
    const c = this.src[slash + 1];
    this.pos = slash + 2;
    if (c === undefined) throw this.fail('Unterminated string', slash + 1);
    if (c === 'u') {
      const hex = this.src.slice(slash + 2, slash + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw this.fail(`Invalid escape "\\u${hex}"`, slash + 1);
      this.pos = slash + 6;
      return String.fromCharCode(Number.parseInt(hex, 16));
    }
    return ESCAPES[c] ?? c;
  }

  protected peekIdentifier(): string | undefined {
    IDENT_RE.lastIndex = this.pos;
    return IDENT_RE.exec(this.src)?.[0];
  }

  protected identifier(what: string): string {
    const ident = this.peekIdentifier();
    if (ident === undefined) throw this.unexpected(what);
    this.pos += ident.length;
    return ident;
  }

  protected expect(char: string, what: string): void {
    if (this.src[this.pos] !== char) throw this.unexpected(what);
    this.pos++;
  }

  protected skipSpace(): string | undefined {
    let c = this.src[this.pos];
    while (c === ' ' || c === '\t' || c === '\n' || c === '\r') c = this.src[++this.pos];
    return c;
  }

  protected unexpected(expected: string): QueryParsingError {
    const c = this.src[this.pos];
    const found = c === undefined ? 'end of query' : `"${c}"`;
    return this.fail(`Unexpected ${found}, expected ${expected}`, this.pos + 1);
  }

  protected fail(problem: string, column: number): QueryParsingError {
    const excerpt =
      this.src.length <= 120 ? this.src : `…${this.src.slice(Math.max(0, column - 60), column + 60)}…`;
    return new QueryParsingError(
      `${problem} at column ${column} in q: ${excerpt}`,
      this.src.slice(0, 200),
      column,
    );
  }
}
