import { NAME_MATCH_LABELS, NAME_MATCH_MENU } from '@society/record-search';
import { SEARCH_FORM_ACTION } from '../../lib/collections/search-page-params.ts';
import { SelectField } from '../forms/select-field.tsx';
import { TextField } from '../forms/text-field.tsx';
import { button } from '../member/ui.ts';

type CollectionSearchProps = {
  collection: { uid: string; title: string };
  /** The box's heading: "Search this collection" unless said otherwise ("Search this tree"). */
  heading?: string;
};

/**
 * A quick search within one collection: surname, forename and how to match them, sent to the search
 * page with the collection chosen, where every other field and facet is at hand.
 */
export function CollectionSearch({ collection, heading = 'Search this collection' }: CollectionSearchProps) {
  const id = (key: string) => `collection-search-${key}`;
  return (
    <section
      aria-labelledby={id('heading')}
      className="rounded-xl border border-violet-200 bg-violet-50/40 p-4 sm:p-6"
    >
      <h2 id={id('heading')} className="font-serif text-2xl font-semibold text-violet-950">
        {heading}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older tablets many members use; the role works everywhere. */}
      <form
        action={SEARCH_FORM_ACTION}
        method="get"
        role="search"
        aria-label={collection.title}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="collection" value={collection.uid} />
        <TextField id={id('surname')} name="surname" label="Surname" autoComplete="off" />
        <SelectField
          id={id('surname-match')}
          name="surname_match"
          label="Match the surname by"
          options={NAME_MATCH_MENU.map((value) => ({ value, label: NAME_MATCH_LABELS[value] }))}
          defaultValue="variants"
        />
        <TextField id={id('forename')} name="forename" label="Forename" autoComplete="off" />
        <div className="flex items-end">
          <button type="submit" className={`${button.primary} min-h-11`}>
            Search {collection.title}
          </button>
        </div>
      </form>
    </section>
  );
}
