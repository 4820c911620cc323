// tmcw/gedcom ships no type declarations; only the entry point the benchmark uses is declared.
declare module 'gedcom' {
  export type Node = { type: string; data?: Record<string, unknown>; value?: string; children: Node[] };
  export function parse(text: string): Node;
}
