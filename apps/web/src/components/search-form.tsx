import { SearchIcon } from './icons.tsx';

type SearchFormProps = { id: string; className?: string };

/** Site-wide search (people and pages): a plain GET form, so it works without JavaScript. */
export function SearchForm({ id, className = '' }: SearchFormProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older tablets many members use; the role works everywhere.
    <form
      action="/search"
      method="get"
      role="search"
      aria-label="Site"
      className={`flex w-full ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        Search surnames and site content
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Surname or keyword"
        autoComplete="off"
        className="min-w-0 flex-1 rounded-l-md border border-r-0 border-stone-500 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-600"
      />
      <button
        type="submit"
        className="flex items-center gap-2 rounded-r-md bg-violet-800 px-4 py-2 font-medium text-white hover:bg-violet-900"
      >
        <SearchIcon className="size-4" />
        <span className="sr-only sm:not-sr-only">Search</span>
      </button>
    </form>
  );
}
