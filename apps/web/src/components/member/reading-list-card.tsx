'use client';
import {
  type Bookmark,
  type ReadingList,
  readingListItemSchema,
  readingListSchema,
} from '@society/contract/member-area';
import { type FormEvent, useRef, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { focusOnMount, focusSectionHeading } from './focus.ts';
import { StatusLine } from './member-section.tsx';
import { NoteEditor } from './note-editor.tsx';
import { ReadingListItems } from './reading-list-items.tsx';
import { RenameForm } from './rename-form.tsx';
import { button, input } from './ui.ts';
import { useApiAction } from './use-api-action.ts';

type CardProps = {
  list: ReadingList;
  bookmarks: Bookmark[];
  onChange: (list: ReadingList) => void;
  onDelete: (id: number) => void;
};

/** One reading list: rename, note, delete, and its items. */
export function ReadingListCard({ list, bookmarks, onChange, onDelete }: CardProps) {
  const action = useApiAction(['name', 'note', 'path', 'itemIds']);
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const api = browserBackend();
  const base = `/api/reading-lists/${list.id}`;
  const headingId = `reading-list-${list.id}`;

  const change = (body: { name?: string; note?: string }, message: string) =>
    action.run(async () => {
      onChange(readingListSchema.parse(await api('PATCH', base, body)));
      return message;
    });

  function closeRename() {
    setRenaming(false);
    renameButton.current?.focus();
  }

  const rename = (name: string) =>
    void change({ name }, `Renamed the list to “${name}”.`).then((ok) => ok && closeRename());

  function addItem(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const bookmark = bookmarks.find(
      (item) => String(item.id) === new FormData(event.currentTarget).get('bookmark'),
    );
    if (!bookmark) return;
    void action.run(async () => {
      const item = readingListItemSchema.parse(
        await api('POST', `${base}/items`, { path: bookmark.path, title: bookmark.title }),
      );
      onChange({ ...list, items: [...list.items, item] });
      return `Added “${bookmark.title}” to “${list.name}”.`;
    });
  }

  const remove = () =>
    action.run(async () => {
      await api('DELETE', base);
      onDelete(list.id);
      focusSectionHeading('reading-lists');
      return undefined;
    });

  const choices = bookmarks.filter((bookmark) => !list.items.some((item) => item.path === bookmark.path));

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} tabIndex={-1} className="font-serif text-xl font-semibold text-violet-950">
          {list.name}
        </h3>
        <div className="flex gap-2">
          <button
            ref={renameButton}
            type="button"
            aria-expanded={renaming}
            onClick={() => setRenaming(true)}
            className={button.secondary}
          >
            Rename<span className="sr-only"> {list.name}</span>
          </button>
          <button
            ref={deleteButton}
            type="button"
            aria-expanded={confirmDelete}
            onClick={() => setConfirmDelete(true)}
            className={button.danger}
          >
            Delete<span className="sr-only"> {list.name}</span>
          </button>
        </div>
      </div>
      {renaming ? (
        <RenameForm current={list.name} busy={action.busy} onRename={rename} onCancel={closeRename} />
      ) : null}
      {confirmDelete ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3">
          <span className="text-red-900">
            Delete “{list.name}” and its {list.items.length} items?
          </span>
          <button
            ref={focusOnMount}
            type="button"
            onClick={remove}
            aria-disabled={action.busy || undefined}
            className={button.danger}
          >
            Yes, delete the list
          </button>
          <button
            type="button"
            onClick={() => {
              setConfirmDelete(false);
              deleteButton.current?.focus();
            }}
            className={button.secondary}
          >
            Keep it
          </button>
        </div>
      ) : null}
      <NoteEditor
        note={list.note ?? ''}
        subject={list.name}
        busy={action.busy}
        onSave={(note) => change({ note }, 'Note saved.')}
      />
      <FormMessage tone="error">
        {Object.values(action.errors.fields)[0] ?? action.errors.summary}
      </FormMessage>
      <StatusLine>{action.status}</StatusLine>
      <ReadingListItems list={list} action={action} onChange={onChange} />
      {choices.length > 0 ? (
        <form
          onSubmit={addItem}
          className="mt-4 flex flex-wrap items-end gap-2 border-t border-stone-200 pt-4"
        >
          <div className="min-w-48 flex-1">
            <label htmlFor={`${headingId}-add`} className="block text-sm font-semibold text-stone-900">
              Add a bookmarked page to “{list.name}”
            </label>
            <select id={`${headingId}-add`} name="bookmark" className={`${input} mt-1`}>
              {choices.map((bookmark) => (
                <option key={bookmark.id} value={bookmark.id}>
                  {bookmark.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" aria-disabled={action.busy || undefined} className={button.primary}>
            Add to list
          </button>
        </form>
      ) : bookmarks.length === 0 ? (
        <p className="mt-4 border-t border-stone-200 pt-4 text-sm text-stone-600">
          Bookmark pages first; you can then add them to this list.
        </p>
      ) : null}
    </article>
  );
}
