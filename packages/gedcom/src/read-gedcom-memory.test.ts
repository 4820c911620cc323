import { expect, it } from 'vitest';
import { readGedcom } from './read-gedcom.ts';
import { replicatedPersons, replicateGedcom } from './testing/replicate-gedcom.ts';
import { syntheticTree } from './testing/synthetic-tree.ts';

const PERSONS = 100_000;
/** The stream is ~30 MB; holding it (or its trees) would cost several hundred MB. */
const MAX_RSS_GROWTH_MB = 150;

it(`streams a tree replicated to ${PERSONS} people in bounded memory`, async () => {
  const text = syntheticTree();
  const before = process.memoryUsage().rss;
  let peak = before;
  let individuals = 0;
  let entries = 0;
  let bytes = 0;
  async function* counted() {
    for (const chunk of replicateGedcom(text, PERSONS)) {
      // Feed 64 KiB chunks, as a file stream would.
      for (let offset = 0; offset < chunk.length; offset += 65536) {
        const piece = chunk.subarray(offset, offset + 65536);
        bytes += piece.length;
        yield piece;
      }
    }
  }
  for await (const entry of readGedcom(counted())) {
    if (entry.kind === 'individual') individuals++;
    if (++entries % 2000 === 0) peak = Math.max(peak, process.memoryUsage().rss);
  }
  const growthMb = (peak - before) / 2 ** 20;
  console.log(
    `${individuals} people, ${(bytes / 2 ** 20).toFixed(1)} MiB, RSS growth ${growthMb.toFixed(0)} MiB`,
  );
  expect(individuals).toBe(replicatedPersons(text, PERSONS));
  expect(growthMb).toBeLessThan(MAX_RSS_GROWTH_MB);
}, 120_000);
