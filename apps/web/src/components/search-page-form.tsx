import { MAX_QUERY_LENGTH } from '../lib/search-query.ts';
import { SearchIcon } from './icons.tsx';

/** The search page's own box, filled with the current query; a plain GET form like the header's. */
export function SearchPageForm({ query, type }: { query: string; type?: string | undefined }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older tablets many members use; the role works everywhere.
    <form action="/search" method="get" role="search" aria-label="Search again" className="flex max-w-2xl">
      <label htmlFor="search-page-query" className="sr-only">
        Search the site
      </label>
      <input
        id="search-page-query"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Surname, place or topic"
        autoComplete="off"
        className="min-w-0 flex-1 rounded-l-md border border-r-0 border-violet-300 bg-white px-4 py-3 text-lg text-stone-900 placeholder:text-stone-600"
      />
      {type ? <input type="hidden" name="type" value={type} /> : null}
      <button
        type="submit"
        className="flex items-center gap-2 rounded-r-md bg-gold-300 px-5 py-3 font-semibold text-violet-950 hover:bg-gold-200"
      >
        <SearchIcon className="size-5" />
        Search
      </button>
    </form>
  );
}
