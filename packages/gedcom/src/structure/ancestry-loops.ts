import type { GedcomWarning } from '../gedcom-warning.ts';

type Family = { parents: string[]; children: string[]; line: number };

/**
 * People who are their own ancestors: loops in the child → parent links of the families, found by
 * one depth-first walk (iterative, so a long line of descent cannot overflow the stack). One
 * warning per loop, at the line of the family that closes it.
 */
export function findAncestryLoops(families: Iterable<Family>): GedcomWarning[] {
  const parentsOf = new Map<string, [string, number][]>();
  for (const { parents, children, line } of families)
    for (const child of children) {
      const list = parentsOf.get(child) ?? [];
      for (const parent of parents) list.push([parent, line]);
      parentsOf.set(child, list);
    }
  const warnings: GedcomWarning[] = [];
  /** 1: on the current path; 2: done. */
  const state = new Map<string, 1 | 2>();
  for (const start of parentsOf.keys()) {
    if (state.has(start)) continue;
    const stack: { xref: string; next: number }[] = [{ xref: start, next: 0 }];
    state.set(start, 1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { xref: string; next: number };
      const edge = parentsOf.get(top.xref)?.[top.next++];
      if (edge === undefined) {
        state.set(top.xref, 2);
        stack.pop();
        continue;
      }
      const [parent, line] = edge;
      const seen = state.get(parent);
      if (seen === 1)
        warnings.push({
          line,
          message: `@${parent}@ is their own ancestor: the file's families make a loop.`,
        });
      else if (seen === undefined) {
        state.set(parent, 1);
        stack.push({ xref: parent, next: 0 });
      }
    }
  }
  return warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
