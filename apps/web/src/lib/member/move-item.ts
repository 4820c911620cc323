/** The ids with `id` moved `delta` places (clamped to the ends); the same order if it cannot move. */
export function moveItem(ids: readonly number[], id: number, delta: number): number[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const to = Math.min(Math.max(from + delta, 0), ids.length - 1);
  const moved = ids.filter((other) => other !== id);
  moved.splice(to, 0, id);
  return moved;
}
