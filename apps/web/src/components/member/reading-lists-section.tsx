'use client';
import { type Bookmark, type ReadingList, readingListSchema } from '@society/contract/member-area';
import { type FormEvent, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { TextField } from '../forms/text-field.tsx';
import { MemberSection, StatusLine } from './member-section.tsx';
import { ReadingListCard } from './reading-list-card.tsx';
import { button } from './ui.ts';
import { useApiAction } from './use-api-action.ts';

/** Named, ordered lists of pages with notes: create them here, fill them from bookmarks. */
export function ReadingListsSection({
  initial,
  bookmarks,
}: {
  initial: ReadingList[];
  bookmarks: Bookmark[];
}) {
  const [lists, setLists] = useState(initial);
  const create = useApiAction(['name', 'note']);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    const note = String(data.get('note') ?? '').trim();
    void create
      .run(async () => {
        const list = readingListSchema.parse(
          await browserBackend()('POST', '/api/reading-lists', note ? { name, note } : { name }),
        );
        setLists((all) => [...all, list]);
        return `Created the reading list “${list.name}”.`;
      })
      .then((ok) => ok && form.reset());
  }

  const replace = (list: ReadingList) =>
    setLists((all) => all.map((item) => (item.id === list.id ? list : item)));
  const drop = (id: number) => setLists((all) => all.filter((item) => item.id !== id));

  return (
    <MemberSection
      id="reading-lists"
      title="Reading lists"
      description="Gather pages into named lists, put them in the order you want to read them, and keep notes."
    >
      <div className="space-y-6">
        {lists.length === 0 ? <p className="text-stone-700">No reading lists yet.</p> : null}
        {lists.map((list) => (
          <ReadingListCard
            key={list.id}
            list={list}
            bookmarks={bookmarks}
            onChange={replace}
            onDelete={drop}
          />
        ))}
        <form
          onSubmit={submit}
          aria-label="New reading list"
          className="space-y-3 rounded-xl border border-dashed border-violet-300 bg-violet-50 p-5"
        >
          <h3 className="font-serif text-xl font-semibold text-violet-950">New reading list</h3>
          <FormMessage tone="error">{create.errors.summary}</FormMessage>
          <TextField
            id="new-list-name"
            name="name"
            label="Name"
            required
            maxLength={200}
            error={create.errors.fields.name}
          />
          <TextField
            id="new-list-note"
            name="note"
            label="Note (optional)"
            maxLength={2000}
            error={create.errors.fields.note}
          />
          <button type="submit" aria-disabled={create.busy || undefined} className={button.primary}>
            Create list
          </button>
          <StatusLine>{create.status}</StatusLine>
        </form>
      </div>
    </MemberSection>
  );
}
