'use client';
import { type SavedSearch, savedSearchSchema } from '@society/contract/member-area';
import { useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { searchDescription } from '../../lib/member/search-description.ts';
import { searchHref } from '../../lib/member/search-href.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { focusSectionHeading } from './focus.ts';
import { MemberSection, StatusLine } from './member-section.tsx';
import { RenameForm } from './rename-form.tsx';
import { button, dateFormat } from './ui.ts';
import { useApiAction } from './use-api-action.ts';

function Facts({ search }: { search: SavedSearch }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
      <a href={searchHref(search.query)} className={`${TEXT_LINK} break-words`}>
        {searchDescription(search.query)}
      </a>
      <span>
        {search.lastRunAt ? (
          <>
            Last run <time dateTime={search.lastRunAt}>{dateFormat.format(new Date(search.lastRunAt))}</time>
          </>
        ) : (
          'Not run yet'
        )}
      </span>
      {typeof search.lastResultCount === 'number' ? (
        <span>
          {search.lastResultCount} {search.lastResultCount === 1 ? 'result' : 'results'} then
        </span>
      ) : null}
      {typeof search.newResultCount === 'number' ? (
        <span className="rounded-full bg-teal-100 px-2 font-semibold text-teal-900">
          {search.newResultCount} new since the last run
        </span>
      ) : null}
    </p>
  );
}

/** Searches saved with a name: run again, rename, delete. */
export function SavedSearchesSection({ initial }: { initial: SavedSearch[] }) {
  const [searches, setSearches] = useState(initial);
  const [renaming, setRenaming] = useState<number | null>(null);
  const action = useApiAction(['name']);
  const api = browserBackend();

  const run = (search: SavedSearch) =>
    action.run(async () => {
      await api('POST', `/api/saved-searches/${search.id}/run`);
      window.location.assign(searchHref(search.query));
      return `Running “${search.name}”…`;
    });

  function closeRename(search: SavedSearch) {
    setRenaming(null);
    document.getElementById(`saved-search-${search.id}-rename`)?.focus();
  }

  const rename = (search: SavedSearch, name: string) =>
    void action
      .run(async () => {
        const saved = savedSearchSchema.parse(
          await api('PATCH', `/api/saved-searches/${search.id}`, { name }),
        );
        setSearches((all) => all.map((item) => (item.id === saved.id ? saved : item)));
        return `Renamed to “${saved.name}”.`;
      })
      .then((ok) => ok && closeRename(search));

  const remove = (search: SavedSearch) =>
    action.run(async () => {
      await api('DELETE', `/api/saved-searches/${search.id}`);
      setSearches((all) => all.filter((item) => item.id !== search.id));
      focusSectionHeading('saved-searches');
      return `Deleted the saved search “${search.name}”.`;
    });

  return (
    <MemberSection
      id="saved-searches"
      title="Saved searches"
      description="Searches you saved from the search page, to run again later."
    >
      <FormMessage tone="error">{action.errors.fields.name ?? action.errors.summary}</FormMessage>
      <StatusLine>{action.status}</StatusLine>
      {searches.length === 0 ? (
        <p className="text-stone-700">No saved searches yet.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm">
          {searches.map((search) => (
            <li key={search.id} className="p-5">
              <h3 className="font-serif text-lg font-semibold text-violet-950">{search.name}</h3>
              <Facts search={search} />
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => run(search)}
                  aria-disabled={action.busy || undefined}
                  className={button.primary}
                >
                  Run<span className="sr-only"> {search.name}</span>
                </button>
                <button
                  id={`saved-search-${search.id}-rename`}
                  type="button"
                  aria-expanded={renaming === search.id}
                  onClick={() => setRenaming(search.id)}
                  className={button.secondary}
                >
                  Rename<span className="sr-only"> {search.name}</span>
                </button>
                <button
                  type="button"
                  onClick={() => remove(search)}
                  aria-disabled={action.busy || undefined}
                  className={button.danger}
                >
                  Delete<span className="sr-only"> {search.name}</span>
                </button>
              </div>
              {renaming === search.id ? (
                <RenameForm
                  current={search.name}
                  busy={action.busy}
                  onRename={(name) => rename(search, name)}
                  onCancel={() => closeRename(search)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </MemberSection>
  );
}
