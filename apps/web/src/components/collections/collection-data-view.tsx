import { type CollectionDetail, RECORD_TYPE_LABELS } from '@society/record-search';
import { COLLECTIONS_PATH, collectionPagePath, kindPath, searchPagePath } from '@society/record-search/paths';
import { formatCount, recordCountText, yearText } from '../../lib/collections/record-labels.ts';
import { Fact, FactPanel } from '../fact-list.tsx';
import { PageHeader } from '../page-header.tsx';
import { SiteLink } from '../site-link.tsx';
import { CollectionAccessPanel } from './collection-access-panel.tsx';
import { CollectionSearch } from './collection-search.tsx';

const KIND_TITLES: Readonly<Record<string, string>> = {
  record_set: 'Record sets',
  index: 'Indexes',
  family_tree: 'Family trees',
};

/** The search page for one surname, exactly, within one collection (parameters in canonical order). */
const surnameSearchPath = (uid: string, surname: string) =>
  searchPagePath(
    new URLSearchParams([
      ['surname', surname],
      ['surname_match', 'exact'],
      ['collection', uid],
    ]).toString(),
  );

function SurnameBrowse({ detail }: { detail: CollectionDetail }) {
  const { collection, letters, letter, surnames } = detail;
  const page = collectionPagePath(collection);
  const withNames = new Map(letters.map((entry) => [entry.letter, entry.count]));
  return (
    <section aria-labelledby="browse-heading" className="mt-12">
      <h2 id="browse-heading" className="font-serif text-2xl font-semibold text-violet-950">
        Browse surnames A to Z
      </h2>
      <nav aria-label="Surname initials" className="mt-4">
        <ul className="flex flex-wrap gap-1.5">
          {'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((initial) => {
            const count = withNames.get(initial);
            return (
              <li key={initial}>
                {count ? (
                  <SiteLink
                    href={`${page}?letter=${initial}`}
                    aria-current={initial === letter ? 'page' : undefined}
                    aria-label={`${initial}: ${formatCount(count)} surnames`}
                    className="flex size-11 items-center justify-center rounded-md border border-violet-300 bg-white font-semibold text-violet-900 hover:bg-violet-50 aria-[current=page]:bg-violet-800 aria-[current=page]:text-white"
                  >
                    {initial}
                  </SiteLink>
                ) : (
                  <span className="flex size-11 items-center justify-center rounded-md border border-stone-200 text-stone-600">
                    {initial}
                    <span className="sr-only">: no surnames</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {letter ? (
        <section aria-labelledby="letter-heading" className="mt-6">
          <h3 id="letter-heading" className="font-semibold text-stone-900">
            Surnames beginning with {letter}
          </h3>
          {surnames.length < (withNames.get(letter) ?? 0) ? (
            <p className="mt-2 text-stone-800">
              The {formatCount(surnames.length)} most common of {formatCount(withNames.get(letter) ?? 0)}{' '}
              surnames beginning with {letter}; search this collection for any other.
            </p>
          ) : null}
          {surnames.length === 0 ? (
            <p className="mt-2 text-stone-800">No surnames begin with {letter} in this collection.</p>
          ) : (
            <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
              {surnames.map((entry) => (
                <li key={entry.surname}>
                  <SiteLink
                    href={surnameSearchPath(collection.uid, entry.surname)}
                    className="flex min-h-11 items-center justify-between gap-3 rounded-md px-2 text-violet-800 underline-offset-4 hover:bg-violet-50 hover:underline"
                  >
                    <span>{entry.surname}</span>
                    <span className="text-sm text-stone-700">{formatCount(entry.count)}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <p className="mt-4 text-stone-800">Choose a letter to list the surnames in this collection.</p>
      )}
    </section>
  );
}

/**
 * A record set's or an index's own page: what it is, a search within it, and its surnames A to Z;
 * for a members-only collection the reader may not search, what it holds and how to get access.
 */
export function CollectionDataView({ detail }: { detail: CollectionDetail }) {
  const { collection, coverage } = detail;
  const years = yearText(coverage.yearMin, coverage.yearMax);
  return (
    <>
      <PageHeader
        title={collection.title}
        trail={[
          { title: 'Our collections', href: COLLECTIONS_PATH },
          { title: KIND_TITLES[collection.kind] ?? 'Collections', href: kindPath(collection.kind) },
        ]}
        eyebrow={collection.access === 'members' ? 'Members’ collection' : undefined}
      >
        {collection.description ? <p>{collection.description}</p> : null}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <div className="min-w-0">
          {detail.locked ? (
            <CollectionAccessPanel title={collection.title} path={collectionPagePath(collection)} />
          ) : (
            <>
              <CollectionSearch collection={collection} />
              <SurnameBrowse detail={detail} />
            </>
          )}
        </div>
        <FactPanel label="Collection details">
          {collection.kind === 'family_tree' ? (
            // For a reader who may not see them, the api counts no living people.
            <Fact label="People">{formatCount(collection.personCount)}</Fact>
          ) : (
            <Fact label="Records">{recordCountText(collection.recordCount)}</Fact>
          )}
          {years ? <Fact label="Years">{years}</Fact> : null}
          {coverage.recordTypes.length > 0 ? (
            <Fact label="Record types">
              {coverage.recordTypes.map((type) => RECORD_TYPE_LABELS[type]).join(', ')}
            </Fact>
          ) : null}
          {coverage.places.length > 0 ? <Fact label="Places">{coverage.places.join(', ')}</Fact> : null}
          <Fact label="Access">{collection.access === 'members' ? 'Members only' : 'Free to everyone'}</Fact>
          {collection.source ? <Fact label="Source">{collection.source}</Fact> : null}
          {collection.citation ? <Fact label="Cite as">{collection.citation}</Fact> : null}
        </FactPanel>
      </div>
    </>
  );
}
