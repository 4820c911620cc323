import type { CollectionDataPage } from '../../server/collections/get-collection-data-page.ts';
import { MembersOnlyNotice } from '../members-only-notice.tsx';
import { CollectionDataView } from './collection-data-view.tsx';
import { RecordDetailView } from './record-detail-view.tsx';

/** A record set's or index's page: the collection, one of its records, or a members-only notice. */
export function CollectionDataPageView({ page, path }: { page: CollectionDataPage; path: string }) {
  switch (page.kind) {
    case 'collection':
      return <CollectionDataView detail={page.detail} />;
    case 'record':
      return <RecordDetailView record={page.record} />;
    default:
      return <MembersOnlyNotice title="A members’ record" path={path} />;
  }
}
