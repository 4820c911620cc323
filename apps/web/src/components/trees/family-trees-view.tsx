import { asText } from '@prismicio/client';
import { COLLECTIONS_PATH, collectionPagePath, kindPath } from '@society/record-search/paths';
import { formatCount } from '../../lib/collections/record-labels.ts';
import { treeSurnamePath } from '../../lib/trees/tree-surname-path.ts';
import type { FamilyTreesPage } from '../../server/trees/get-family-trees.ts';
import { RecordResults } from '../collections/record-results.tsx';
import { PageHeader } from '../page-header.tsx';
import { RichText } from '../rich-text.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { TreeNameSearchForm } from './tree-name-search-form.tsx';

const FAMILY_TREES_PATH = kindPath('family_tree');

/** `…/family-trees`: search people by name across the trees, then every tree with its surnames. */
export function FamilyTreesView({ page }: { page: FamilyTreesPage }) {
  const { document, trees, search, values } = page;
  const title = (document ? asText(document.data.title).trim() : '') || 'Family trees';
  return (
    <>
      <PageHeader title={title} trail={[{ title: 'Our collections', href: COLLECTIONS_PATH }]}>
        {document?.data.summary ? <p>{document.data.summary}</p> : null}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <section
          aria-labelledby="tree-search-heading"
          className="rounded-xl border border-violet-200 bg-violet-50/40 p-4 sm:p-6"
        >
          <h2 id="tree-search-heading" className="mb-4 font-serif text-2xl font-semibold text-violet-950">
            Search the trees by name
          </h2>
          {search.kind === 'invalid' ? (
            <p
              role="alert"
              className="mb-5 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900"
            >
              {search.message}
            </p>
          ) : null}
          <TreeNameSearchForm
            action={FAMILY_TREES_PATH}
            types={['tree_person']}
            values={values}
            label="Family tree people"
          />
        </section>
        {search.kind === 'results' ? (
          <div className="mt-10">
            <RecordResults query={search.query} answer={search.answer} />
          </div>
        ) : null}
        <section aria-labelledby="trees-heading" className="mt-12">
          <h2 id="trees-heading" className="font-serif text-2xl font-semibold text-violet-950">
            Submitted trees
          </h2>
          {trees === null ? (
            <p role="status" className="mt-4 text-lg text-stone-800">
              The list of trees cannot be shown just now. Please try again in a few minutes.
            </p>
          ) : trees.length === 0 ? (
            <p className="mt-4 text-lg text-stone-800">No family trees have been submitted yet.</p>
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {trees.map((tree) => (
                <li key={tree.uid}>
                  <article className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
                    <h3 className="font-serif text-xl font-semibold text-violet-950">
                      <SiteLink
                        href={collectionPagePath({ uid: tree.uid, kind: 'family_tree' })}
                        className="underline-offset-4 hover:underline"
                      >
                        {tree.title}
                      </SiteLink>
                    </h3>
                    {tree.description ? <p className="mt-2 text-stone-700">{tree.description}</p> : null}
                    <p className="mt-3 text-stone-800">
                      <span className="font-semibold">{formatCount(tree.personCount)} people</span>
                      {tree.submitter ? <> · submitted by {tree.submitter}</> : null}
                      {tree.access === 'members' ? <> · members only</> : null}
                    </p>
                    {tree.surnames.length > 0 ? (
                      <div className="mt-4">
                        <h4 className="text-sm font-semibold text-stone-800">Main surnames</h4>
                        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                          {tree.surnames.map((entry) => (
                            <li key={entry.surname}>
                              <SiteLink href={treeSurnamePath(tree.uid, entry.surname)} className={TEXT_LINK}>
                                {entry.surname}
                              </SiteLink>{' '}
                              <span className="text-sm text-stone-700">({formatCount(entry.count)})</span>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                  </article>
                </li>
              ))}
            </ul>
          )}
        </section>
        {document ? (
          <div className="mx-auto mt-12 max-w-3xl text-lg text-stone-800">
            <RichText field={document.data.body} />
          </div>
        ) : null}
      </div>
    </>
  );
}
