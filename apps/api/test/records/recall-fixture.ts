import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  collections,
  nameOccurrences,
  nameVariantGroups,
  nameVariantMembers,
  records,
} from '@society/db/api-collections-schema';
import { namesDir } from '@society/gedcom/corpus-dir';
import type { ApiDb } from '../../src/api-db.ts';
import { internNames } from '../../src/collections/intern-names.ts';

/** A CSV of the external name lists (read in place; present only where the external data is). */
export const readCsv = (file: string): string[][] =>
  readFileSync(path.join(namesDir(), file), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(','));

/** Forename variant groups from FreeUKGen's emendation rules: one group per replacement, its originals as members. */
export function emendationGroups(): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const [, original, replacement] of readCsv('forename-emendations-freeukgen.csv').slice(1)) {
    if (!original || !replacement || original === replacement) continue;
    const members = groups.get(replacement) ?? new Set([replacement]);
    members.add(original);
    groups.set(replacement, members);
  }
  return groups;
}

export async function addVariantGroups(
  db: ApiDb,
  kind: 'forename' | 'surname',
  groups: Map<string, Set<string>>,
  /** Group labels are unique per kind: a prefix keeps two sets of groups apart. */
  labelPrefix = '',
) {
  for (const [label, members] of groups) {
    const [row] = await db
      .insert(nameVariantGroups)
      .values({ kind, label: `${labelPrefix}${label}` })
      .returning();
    const ids = [...new Set(await internNames(db, [...members]))];
    await db.insert(nameVariantMembers).values(ids.map((nameId) => ({ groupId: row!.id, nameId })));
  }
}

/** One public index record per (surname, forename), year 1850; answers the record id of each. */
export async function addIndexRecords(
  db: ApiDb,
  uid: string,
  people: { surname: string; forename: string }[],
) {
  const [collection] = await db.insert(collections).values({ uid, kind: 'index', title: uid }).returning();
  const collectionId = collection!.id;
  const ids: number[] = [];
  for (let start = 0; start < people.length; start += 500) {
    const batch = people.slice(start, start + 500);
    const surnameIds = await internNames(
      db,
      batch.map((p) => p.surname),
    );
    const forenameIds = await internNames(
      db,
      batch.map((p) => p.forename),
    );
    const rows = await db
      .insert(records)
      .values(
        batch.map((p) => ({
          collectionId,
          recordType: 'index_entry' as const,
          original: p,
          yearMin: 1850,
          yearMax: 1850,
        })),
      )
      .returning({ id: records.id });
    await db.insert(nameOccurrences).values(
      rows.map((row, i) => ({
        collectionId,
        recordId: row.id,
        recordType: 'index_entry' as const,
        role: 'principal' as const,
        surnameId: surnameIds[i]!,
        forenameId: forenameIds[i]!,
        yearMin: 1850,
        yearMax: 1850,
      })),
    );
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
