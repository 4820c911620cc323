'use client';
import { type Bookmark, bookmarkSchema } from '@society/contract/member-area';
import { useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { focusSectionHeading } from './focus.ts';
import { MemberSection, StatusLine } from './member-section.tsx';
import { NoteEditor } from './note-editor.tsx';
import { button, dateFormat } from './ui.ts';
import { useApiAction } from './use-api-action.ts';

const KIND_LABELS: Record<Bookmark['kind'], string> = {
  page: 'Page',
  record: 'Record',
  person: 'Person',
  image: 'Image',
};

/** The member's bookmarks: open, note and remove them. Pages are bookmarked from the pages themselves. */
export function BookmarksSection({ initial }: { initial: Bookmark[] }) {
  const [bookmarks, setBookmarks] = useState(initial);
  const action = useApiAction(['note']);

  const saveNote = (bookmark: Bookmark, note: string) =>
    action.run(async () => {
      const saved = bookmarkSchema.parse(
        await browserBackend()('PATCH', `/api/bookmarks/${bookmark.id}`, { note }),
      );
      setBookmarks((all) => all.map((item) => (item.id === saved.id ? saved : item)));
      return `Note saved on “${bookmark.title}”.`;
    });

  const remove = (bookmark: Bookmark) =>
    action.run(async () => {
      await browserBackend()('DELETE', `/api/bookmarks/${bookmark.id}`);
      setBookmarks((all) => all.filter((item) => item.id !== bookmark.id));
      focusSectionHeading('bookmarks');
      return `Removed the bookmark “${bookmark.title}”.`;
    });

  return (
    <MemberSection
      id="bookmarks"
      title="Bookmarks"
      description="Pages, records, people and images you have bookmarked with the “Bookmark this page” button."
    >
      <FormMessage tone="error">{action.errors.fields.note ?? action.errors.summary}</FormMessage>
      <StatusLine>{action.status}</StatusLine>
      {bookmarks.length === 0 ? (
        <p className="text-stone-700">No bookmarks yet.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm">
          {bookmarks.map((bookmark) => (
            <li key={bookmark.id} className="p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <SiteLink href={bookmark.path} className={`${TEXT_LINK} font-serif text-lg`}>
                  {bookmark.title}
                </SiteLink>
                <span className="text-sm text-stone-600">
                  {KIND_LABELS[bookmark.kind]}, saved{' '}
                  <time dateTime={bookmark.createdAt}>{dateFormat.format(new Date(bookmark.createdAt))}</time>
                </span>
              </div>
              <NoteEditor
                note={bookmark.note ?? ''}
                subject={bookmark.title}
                busy={action.busy}
                onSave={(note) => saveNote(bookmark, note)}
              />
              <button
                type="button"
                onClick={() => remove(bookmark)}
                aria-disabled={action.busy || undefined}
                className={`${button.danger} mt-3`}
              >
                Remove<span className="sr-only"> the bookmark {bookmark.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </MemberSection>
  );
}
