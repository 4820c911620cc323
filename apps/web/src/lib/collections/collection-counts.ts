import { type CollectionKind, KIND_OF_CMS_UID } from './collection-paths.ts';
import { formatCount } from './record-labels.ts';

type Counted = { uid: string; kind: CollectionKind; recordCount: number; personCount: number };

const PEOPLE_KINDS: readonly CollectionKind[] = ['family_tree', 'birth_briefs'];

function countText(kind: CollectionKind, records: number, people: number): string {
  if (PEOPLE_KINDS.includes(kind)) return `${formatCount(people)} ${people === 1 ? 'person' : 'people'}`;
  return `${formatCount(records)} ${records === 1 ? 'record' : 'records'}`;
}

/**
 * What the collections overview shows on each CMS card: the count of the api collection with the
 * same uid, or, for a card introducing a whole kind (`record-sets`, `family-trees`…), the kind's total.
 */
export function countsByCmsUid(collections: readonly Counted[]): Map<string, string> {
  const counts = new Map<string, string>();
  for (const [uid, kind] of Object.entries(KIND_OF_CMS_UID)) {
    const ofKind = collections.filter((collection) => collection.kind === kind);
    if (ofKind.length === 0) continue;
    const sum = (key: 'recordCount' | 'personCount') => ofKind.reduce((total, c) => total + c[key], 0);
    counts.set(uid, countText(kind, sum('recordCount'), sum('personCount')));
  }
  for (const collection of collections) {
    counts.set(collection.uid, countText(collection.kind, collection.recordCount, collection.personCount));
  }
  return counts;
}
