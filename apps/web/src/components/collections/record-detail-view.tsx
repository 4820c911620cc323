import { RECORD_TYPE_LABELS, type RecordDetail } from '@society/record-search';
import { COLLECTIONS_PATH, collectionPagePath, kindPath, recordPagePath } from '@society/record-search/paths';
import { personName, recordTitle, roleLabel, yearText } from '../../lib/collections/record-labels.ts';
import { BookmarkButton } from '../bookmark-button.tsx';
import { Fact, FactPanel } from '../fact-list.tsx';
import { PageHeader } from '../page-header.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';

const KIND_TITLES = { record_set: 'Record sets', index: 'Indexes' } as const;

/** One transcribed record: its columns as imported, the people named, place, source and citation. */
export function RecordDetailView({ record }: { record: RecordDetail }) {
  const { collection } = record;
  const kind = collection.kind === 'index' ? 'index' : 'record_set';
  const title = recordTitle(record);
  const path = recordPagePath(collection, record.id) ?? collectionPagePath(collection);
  const year = yearText(record.yearMin, record.yearMax);
  return (
    <>
      <PageHeader
        title={title}
        trail={[
          { title: 'Our collections', href: COLLECTIONS_PATH },
          { title: KIND_TITLES[kind], href: kindPath(kind) },
          { title: collection.title, href: collectionPagePath(collection) },
        ]}
        eyebrow={RECORD_TYPE_LABELS[record.recordType]}
        actions={<BookmarkButton kind="record" path={path} title={`${title} (${collection.title})`} />}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <div className="min-w-0">
          <section aria-labelledby="transcription-heading">
            <h2 id="transcription-heading" className="font-serif text-2xl font-semibold text-violet-950">
              Transcription
            </h2>
            <dl className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
              {record.original.map((entry, index) => (
                // Columns can repeat (two witnesses); their order is the record's.
                // biome-ignore lint/suspicious/noArrayIndexKey: the imported columns have no other identity.
                <div key={index} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
                  <dt className="font-semibold text-stone-700">{entry.column}</dt>
                  <dd className="break-words text-stone-900">{entry.value || '—'}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="names-heading" className="mt-10">
            <h2 id="names-heading" className="font-serif text-2xl font-semibold text-violet-950">
              People named
            </h2>
            <ul className="mt-4 grid gap-2">
              {record.names.map((name, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same name can appear in two roles.
                <li key={index} className="text-lg text-stone-900">
                  <span className="font-semibold">{personName(name.forename, name.surname)}</span>,{' '}
                  {roleLabel(name.role).toLowerCase()}
                </li>
              ))}
            </ul>
          </section>
          <p className="mt-10">
            <SiteLink href={collectionPagePath(collection)} className={TEXT_LINK}>
              More in {collection.title}
            </SiteLink>
          </p>
        </div>
        <FactPanel label="Record details">
          <Fact label="Collection">
            <SiteLink href={collectionPagePath(collection)} className={TEXT_LINK}>
              {collection.title}
            </SiteLink>
          </Fact>
          {year ? <Fact label="Year">{year}</Fact> : null}
          {record.places.length > 0 ? (
            <Fact label="Place">{record.places.map((place) => place.name).join(', ')}</Fact>
          ) : null}
          {record.sourceRef ? <Fact label="Source reference">{record.sourceRef}</Fact> : null}
          {record.citation ? <Fact label="Cite as">{record.citation}</Fact> : null}
        </FactPanel>
      </div>
    </>
  );
}
