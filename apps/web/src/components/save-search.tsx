'use client';
import { savedSearchSchema } from '@society/contract/member-area';
import { type FormEvent, useRef, useState } from 'react';
import { browserBackend } from '../lib/auth/backend-fetch.ts';
import { useAuthUser } from '../lib/auth/use-auth.ts';
import { FormMessage } from './forms/form-message.tsx';
import { TextField } from './forms/text-field.tsx';
import { focusOnMount } from './member/focus.ts';
import { button } from './member/ui.ts';
import { useApiAction } from './member/use-api-action.ts';
import { SiteLink } from './site-link.tsx';
import { TEXT_LINK } from './text-link.ts';

type SaveSearchProps = {
  /** The search's query string as its address carries it (`q=…&type=…`). */
  query: string;
  /** The name offered: the words searched for. */
  suggestedName: string;
  /** The box around it; the records search puts it in a row beside the CSV link. */
  className?: string;
};

/** After saving: the sentence, and (for a records search, counted at once) what the next runs will tell. */
function savedMessage(search: { name: string; lastResultCount: number | null }): string {
  const saved = `Saved this search as “${search.name}”.`;
  if (search.lastResultCount === null) return saved;
  const results = `${search.lastResultCount} ${search.lastResultCount === 1 ? 'result' : 'results'}`;
  return `${saved} It has ${results} today; each time you run it from your saved searches you will see how many are new since the run before.`;
}

/** "Save this search" for signed-in visitors: the current search's query string under a name. */
export function SaveSearch({
  query,
  suggestedName,
  className = 'mb-8 rounded-xl border border-violet-200 bg-violet-50/60 p-4',
}: SaveSearchProps) {
  const loggedIn = useAuthUser() !== null;
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const action = useApiAction(['name', 'query']);
  if (!loggedIn) return null;

  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    void action.run(async () => {
      const search = savedSearchSchema.parse(
        await browserBackend()('POST', '/api/saved-searches', { name, query }),
      );
      setSaved(search.name);
      setOpen(false);
      return savedMessage(search);
    });
  }

  return (
    <div className={className}>
      {open ? (
        <form
          onSubmit={submit}
          onKeyDown={(event) => event.key === 'Escape' && close()}
          noValidate
          aria-label="Save this search"
          className="flex flex-wrap items-end gap-3"
        >
          <FormMessage tone="error">{action.errors.fields.query ?? action.errors.summary}</FormMessage>
          <TextField
            ref={focusOnMount}
            id="save-search-name"
            name="name"
            label="Name for this search"
            defaultValue={suggestedName}
            maxLength={200}
            required
            error={action.errors.fields.name}
            className="min-w-56 flex-1"
          />
          <button type="submit" aria-disabled={action.busy || undefined} className={button.primary}>
            Save search
          </button>
          <button type="button" onClick={close} className={button.secondary}>
            Cancel
          </button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button
            ref={opener}
            type="button"
            aria-expanded={false}
            onClick={() => setOpen(true)}
            className={button.secondary}
          >
            {saved ? 'Save it again under another name' : 'Save this search'}
          </button>
          {saved ? (
            <SiteLink href="/user-account#saved-searches" className={TEXT_LINK}>
              Your saved searches
            </SiteLink>
          ) : null}
        </div>
      )}
      <p role="status" className={`text-sm font-medium text-teal-800 ${action.status ? 'mt-2' : ''}`}>
        {action.status}
      </p>
    </div>
  );
}
