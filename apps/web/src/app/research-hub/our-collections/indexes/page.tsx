import type { Metadata } from 'next';
import { CollectionKindList } from '../../../../components/collections/collection-kind-list.tsx';
import { documentMetadata } from '../../../../lib/page-metadata.ts';
import { getKindListPage } from '../../../../server/collections/get-kind-list-page.ts';
import { unlessFailing } from '../../../../server/content/unless-failing.ts';

const PATH = '/research-hub/our-collections/indexes';

export async function generateMetadata(): Promise<Metadata> {
  const page = await unlessFailing(getKindListPage('index'));
  return documentMetadata(page?.document ?? null, () => PATH);
}

/** Every name index with its live count (a guest's view, kept for a minute: the page stays static). */
export default async function IndexesPage() {
  return (
    <CollectionKindList
      page={await getKindListPage('index')}
      fallbackTitle="Indexes"
      empty="There are no name indexes yet."
    />
  );
}
