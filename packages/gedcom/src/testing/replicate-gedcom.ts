/**
 * A large GEDCOM stream made from a small UTF-8 file: the header once, the records repeated
 * with every xref renamed per copy (so links stay within a copy), then TRLR. For load tests
 * and the benchmark; never held in memory whole.
 */
export function* replicateGedcom(text: string, minimumPersons: number): Generator<Buffer> {
  const start = text.search(/^0 @/m);
  const end = text.search(/^0 TRLR/m);
  if (start < 0 || end < start) throw new Error('replicateGedcom needs a file with records and a TRLR line.');
  const body = text.slice(start, end);
  const persons = body.match(/^0 @[^@]+@ INDI/gm)?.length ?? 0;
  if (persons === 0) throw new Error('replicateGedcom needs a file with individuals.');
  yield Buffer.from(text.slice(0, start));
  for (let copy = 0; copy * persons < minimumPersons; copy++) {
    yield Buffer.from(body.replace(/@([^@\s#][^@\s]*)@/g, `@$1-${copy}@`));
  }
  yield Buffer.from('0 TRLR\n');
}

/** How many individuals `replicateGedcom` yields for that file and minimum. */
export function replicatedPersons(text: string, minimumPersons: number): number {
  const persons = text.match(/^0 @[^@]+@ INDI/gm)?.length ?? 0;
  return Math.ceil(minimumPersons / persons) * persons;
}
