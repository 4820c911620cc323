import type { TreeDetail, TreePersonSummary } from '@society/record-search';
import { COLLECTIONS_PATH, collectionPagePath, kindPath, personPagePath } from '@society/record-search/paths';
import { formatCount } from '../../lib/collections/record-labels.ts';
import {
  OTHER_INITIAL as OTHER,
  surnameAnchor,
  treeSurnameIndexPath,
} from '../../lib/trees/tree-surname-path.ts';
import { BookmarkButton } from '../bookmark-button.tsx';
import { CollectionSearch } from '../collections/collection-search.tsx';
import { Fact, FactPanel } from '../fact-list.tsx';
import { PageHeader } from '../page-header.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { TreePersonLink } from './tree-person-link.tsx';

const INITIALS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', OTHER];

/** People (already in surname order) in one group per surname. */
function groupBySurname(people: readonly TreePersonSummary[]): [string, TreePersonSummary[]][] {
  const groups = new Map<string, TreePersonSummary[]>();
  for (const person of people) groups.set(person.surname, [...(groups.get(person.surname) ?? []), person]);
  return [...groups];
}

function PeopleAtoZ({ detail }: { detail: TreeDetail }) {
  const page = collectionPagePath({ uid: detail.tree.uid, kind: 'family_tree' });
  const counts = new Map(detail.letters.map((entry) => [entry.letter, entry.count]));
  return (
    <section aria-labelledby="people-heading" className="mt-10">
      <h2 id="people-heading" className="scroll-mt-4 font-serif text-2xl font-semibold text-violet-950">
        People A to Z
      </h2>
      <nav aria-label="Surname initials" className="mt-4">
        <ul className="flex flex-wrap gap-1.5">
          {INITIALS.filter((initial) => initial !== OTHER || counts.has(OTHER)).map((initial) => {
            const count = counts.get(initial);
            const label = initial === OTHER ? 'Other surnames or none' : initial;
            return (
              <li key={initial}>
                {count ? (
                  <SiteLink
                    href={`${page}?letter=${encodeURIComponent(initial)}#people-heading`}
                    aria-current={initial === detail.letter ? 'page' : undefined}
                    aria-label={`${label}: ${formatCount(count)} people`}
                    className="flex size-11 items-center justify-center rounded-md border border-violet-300 bg-white font-semibold text-violet-900 hover:bg-violet-50 aria-[current=page]:bg-violet-800 aria-[current=page]:text-white"
                  >
                    {initial}
                  </SiteLink>
                ) : (
                  <span className="flex size-11 items-center justify-center rounded-md border border-stone-200 text-stone-600">
                    {initial}
                    <span className="sr-only">: nobody</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {detail.letter ? (
        <>
          <h3 className="mt-6 font-semibold text-stone-900">
            {detail.letter === OTHER
              ? 'Surnames not beginning with A to Z, and people without a surname'
              : `Surnames beginning with ${detail.letter}`}
          </h3>
          {groupBySurname(detail.people).map(([surname, people]) => (
            <div key={surname} className="mt-4">
              <h4 id={surnameAnchor(surname)} className="scroll-mt-4 font-semibold text-violet-950">
                {surname || 'No surname'}
              </h4>
              <ul className="mt-1 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                {people.map((person) => (
                  <li key={person.id}>
                    <TreePersonLink
                      person={person}
                      href={personPagePath({ kind: 'family_tree' }, person.id)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      ) : (
        <p className="mt-4 text-stone-800">
          {detail.letters.length > 0
            ? 'Choose a letter to list the people whose surname begins with it.'
            : 'Nobody in this tree can be listed.'}
        </p>
      )}
      {detail.tree.withheldCount > 0 ? (
        <p className="mt-6 text-stone-800">
          {formatCount(detail.tree.withheldCount)}{' '}
          {detail.tree.withheldCount === 1 ? 'person who may be living is' : 'people who may be living are'}{' '}
          not listed. Only the member who submitted the tree and the society’s staff can see them.
        </p>
      ) : null}
    </section>
  );
}

/**
 * A family tree: a search within it and its people A to Z first (letters land back on the list),
 * then its surname index (folded: a big tree has hundreds) and sources, beside who submitted it.
 */
export function TreeView({ detail }: { detail: TreeDetail }) {
  const { tree } = detail;
  const path = collectionPagePath({ uid: tree.uid, kind: 'family_tree' });
  return (
    <>
      <PageHeader
        title={tree.title}
        trail={[
          { title: 'Our collections', href: COLLECTIONS_PATH },
          { title: 'Family trees', href: kindPath('family_tree') },
        ]}
        eyebrow={tree.access === 'members' ? 'Members’ tree' : 'Family tree'}
        actions={<BookmarkButton kind="page" path={path} title={tree.title} />}
      >
        {tree.description ? <p>{tree.description}</p> : null}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <div className="min-w-0">
          <CollectionSearch collection={{ uid: tree.uid, title: tree.title }} heading="Search this tree" />
          <PeopleAtoZ detail={detail} />
          <section aria-labelledby="surnames-heading" className="mt-12">
            <h2 id="surnames-heading" className="font-serif text-2xl font-semibold text-violet-950">
              Surname index
            </h2>
            {detail.surnameIndex.length === 0 ? (
              <p className="mt-3 text-stone-800">No surnames can be listed.</p>
            ) : (
              <details className="mt-3">
                <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-violet-800 underline underline-offset-4">
                  Show all {formatCount(detail.surnameIndex.length)} surnames with how many people bear each
                </summary>
                <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
                  {detail.surnameIndex.map((entry) => (
                    <li key={entry.surname} className="flex min-h-11 items-center justify-between gap-3">
                      <SiteLink href={treeSurnameIndexPath(tree.uid, entry.surname)} className={TEXT_LINK}>
                        {entry.surname}
                      </SiteLink>
                      <span className="text-sm text-stone-700">{formatCount(entry.count)}</span>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </section>
          <section aria-labelledby="sources-heading" className="mt-12">
            <h2 id="sources-heading" className="font-serif text-2xl font-semibold text-violet-950">
              Sources
            </h2>
            {detail.sources.length === 0 ? (
              <p className="mt-3 text-stone-800">The tree does not list its sources.</p>
            ) : (
              <ul className="mt-4 grid gap-3">
                {detail.sources.map((source) => (
                  <li key={source.xref} className="rounded-lg border border-stone-200 bg-white p-4">
                    <p className="font-semibold text-stone-900">{source.title}</p>
                    {source.author ? <p className="text-stone-800">{source.author}</p> : null}
                    {source.publication ? <p className="text-stone-700">{source.publication}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <FactPanel label="Tree details">
          <Fact label="Submitted by">{tree.submitter ?? 'Not recorded'}</Fact>
          <Fact label="People">{formatCount(tree.personCount)}</Fact>
          <Fact label="Families">{formatCount(tree.familyCount)}</Fact>
          <Fact label="Access">{tree.access === 'members' ? 'Members only' : 'Free to everyone'}</Fact>
          {tree.source ? <Fact label="Source">{tree.source}</Fact> : null}
          {tree.citation ? <Fact label="Cite as">{tree.citation}</Fact> : null}
        </FactPanel>
      </div>
    </>
  );
}
