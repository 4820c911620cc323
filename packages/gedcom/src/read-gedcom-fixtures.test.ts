import { describe, expect, it } from 'vitest';
import { type GedcomEntry, readGedcom } from './read-gedcom.ts';
import { FIXTURE_FAMILY, gedcomFixtures } from './testing/gedcom-fixtures.ts';
import { syntheticTree } from './testing/synthetic-tree.ts';

async function collect(source: Iterable<Uint8Array | string>) {
  const entries: GedcomEntry[] = [];
  for await (const entry of readGedcom(source, { currentYear: 2026 })) entries.push(entry);
  return entries;
}
const ofKind = <K extends GedcomEntry['kind']>(entries: GedcomEntry[], kind: K) =>
  entries.filter((entry): entry is Extract<GedcomEntry, { kind: K }> => entry.kind === kind);
const chunksOf = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

describe('readGedcom on the project’s own fixtures: every character set, byte-order mark and line ending', () => {
  it.each(gedcomFixtures().map((fixture) => [fixture.name, fixture] as const))(
    '%s: the same family, names as written, place and note',
    async (_, fixture) => {
      // Whole, and in 7-byte pieces (characters and line ends cut across chunks).
      for (const source of [[fixture.bytes], chunksOf(fixture.bytes, 7)]) {
        const entries = await collect(source);
        expect(ofKind(entries, 'warning')).toEqual([]);
        expect(ofKind(entries, 'header')[0]).toMatchObject({
          encoding: fixture.encoding,
          declaredCharset: fixture.charset,
        });
        const people = ofKind(entries, 'individual');
        expect(people.map((person) => person.names[0]?.full)).toEqual(FIXTURE_FAMILY.names);
        expect(people[0]?.events[0]).toMatchObject({ tag: 'BIRT', place: FIXTURE_FAMILY.place });
        expect(people[2]?.notes).toEqual([
          fixture.encoding.startsWith('utf') ? FIXTURE_FAMILY.note : FIXTURE_FAMILY.eightBitNote,
        ]);
        expect(ofKind(entries, 'family')[0]).toMatchObject({ husband: 'I2', wife: 'I1', children: ['I3'] });
        expect(ofKind(entries, 'end')[0]!.summary).toMatchObject({
          individuals: FIXTURE_FAMILY.individuals,
          families: FIXTURE_FAMILY.families,
          truncated: false,
        });
      }
    },
  );

  it('reads a truncated file (a larger tree cut mid-record) up to the cut, and says so', async () => {
    const whole = Buffer.from(syntheticTree(), 'utf8');
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    const text = cut.toString('utf8');
    const entries = await collect([cut]);
    expect(ofKind(entries, 'end')[0]!.summary).toMatchObject({
      individuals: text.match(/^0 @I\d+@ INDI/gm)!.length,
      families: 0,
      truncated: true,
    });
    expect(ofKind(entries, 'warning').at(-1)?.message).toContain('truncated');
  });
});
