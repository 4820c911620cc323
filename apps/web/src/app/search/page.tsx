import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SurnameCounts } from '../../components/collections/surname-counts.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SaveSearch } from '../../components/save-search.tsx';
import { SearchHelp } from '../../components/search-help.tsx';
import { SearchPageForm } from '../../components/search-page-form.tsx';
import { SearchGroupFilter, SearchGroupSection, SearchPagination } from '../../components/search-results.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { TEXT_LINK } from '../../components/text-link.ts';
import type { SearchGroupResults } from '../../lib/search-groups.ts';
import {
  MAX_QUERY_LENGTH,
  parseSearchRequest,
  type SearchRequest,
  savedSearchQuery,
  searchHref,
  searchTitle,
} from '../../lib/search-query.ts';
import { sharedMetadata } from '../../lib/shared-metadata.ts';
import { getSurnameCounts } from '../../server/collections/get-surname-counts.ts';
import { searchSiteContent } from '../../server/content/search-site-content.ts';

export async function generateMetadata({ searchParams }: PageProps<'/search'>): Promise<Metadata> {
  return {
    title: searchTitle(parseSearchRequest(await searchParams)),
    robots: { index: false, follow: true },
    alternates: { types: sharedMetadata.feeds },
  };
}

const count = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`;

function Results({ request, results }: { request: SearchRequest; results: SearchGroupResults[] }) {
  if (request.kind === 'too-long') {
    return (
      <p role="alert" className="rounded-lg border border-gold-400 bg-gold-50 p-5 text-lg text-stone-900">
        Your search is {request.query.length} characters long. A search can be at most {MAX_QUERY_LENGTH}{' '}
        characters: please shorten it and search again.
      </p>
    );
  }
  if (request.kind !== 'overview' && request.kind !== 'group') {
    return (
      <>
        <p className="mb-10 max-w-3xl text-lg text-stone-700">
          Search a surname across all our record collections, and the society’s pages and guides, news,
          events, the learning hub, our collections, research projects and publications. Every word you enter
          must appear in a result.
        </p>
        <SearchHelp />
      </>
    );
  }
  const { query } = request;
  const all =
    request.kind === 'group' ? (
      <p className="mb-8">
        <SiteLink href={searchHref(query)} className={TEXT_LINK}>
          All results for “{query}”
        </SiteLink>
      </p>
    ) : null;
  const total = results.reduce((sum, group) => sum + group.total, 0);
  if (total === 0) {
    return (
      <>
        {all}
        <p className="text-lg text-stone-800">
          Nothing {request.kind === 'group' ? `in ${request.group.label} ` : 'on the site '}matches “{query}”.
          Check the spelling, or use fewer words: every word must appear in a result.
        </p>
        <div className="mt-10">
          <SearchHelp />
        </div>
      </>
    );
  }
  if (request.kind === 'group') {
    const [group] = results;
    return group ? (
      <>
        {all}
        <SearchGroupSection results={group} query={query} more={false} />
        <SearchPagination results={group} query={query} />
      </>
    ) : null;
  }
  return (
    <>
      <p className="mb-4 text-lg text-stone-800">
        {count(total)} for “{query}”.
      </p>
      <SearchGroupFilter groups={results} query={query} />
      {results.map((group) => (
        <SearchGroupSection key={group.group.key} results={group} query={query} more />
      ))}
    </>
  );
}

/**
 * `/search?q=…[&type=…&page=…]`: the words as a surname across the collections (overview only), and
 * full-text search of the site's content, grouped by type.
 */
export default async function SearchPage({ searchParams }: PageProps<'/search'>) {
  const request = parseSearchRequest(await searchParams);
  if (request.kind === 'invalid') notFound();
  const searched = request.kind === 'overview' || request.kind === 'group';
  const [results, surnames] = await Promise.all([
    searched
      ? searchSiteContent(
          request.query,
          request.kind === 'group' ? request.group.key : null,
          request.kind === 'group' ? request.page : 1,
        )
      : [],
    request.kind === 'overview' ? getSurnameCounts(request.query) : null,
  ]);
  if (!results) notFound();
  return (
    <>
      <PageHeader title={searched ? 'Search results' : 'Search'} trail={[]}>
        <SearchPageForm
          query={request.kind === 'empty' ? '' : request.query}
          type={request.kind === 'group' ? request.group.key : undefined}
        />
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        {searched ? (
          <SaveSearch
            query={savedSearchQuery(request.query, request.kind === 'group' ? request.group.key : undefined)}
            suggestedName={request.query}
          />
        ) : null}
        {surnames ? <SurnameCounts answer={surnames} /> : null}
        <Results request={request} results={results} />
      </div>
    </>
  );
}
