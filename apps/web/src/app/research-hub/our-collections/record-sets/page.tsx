import type { Metadata } from 'next';
import { CollectionKindList } from '../../../../components/collections/collection-kind-list.tsx';
import { documentMetadata } from '../../../../lib/page-metadata.ts';
import { getKindListPage } from '../../../../server/collections/get-kind-list-page.ts';
import { unlessFailing } from '../../../../server/content/unless-failing.ts';

const PATH = '/research-hub/our-collections/record-sets';

export async function generateMetadata(): Promise<Metadata> {
  const page = await unlessFailing(getKindListPage('record_set'));
  return documentMetadata(page?.document ?? null, () => PATH);
}

/** Every record set with its live count (a guest's view, kept for a minute: the page stays static). */
export default async function RecordSetsPage() {
  return (
    <CollectionKindList
      page={await getKindListPage('record_set')}
      fallbackTitle="Record sets"
      empty="There are no record sets yet."
    />
  );
}
