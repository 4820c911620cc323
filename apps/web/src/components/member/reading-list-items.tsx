'use client';
import {
  type ReadingList,
  type ReadingListItem,
  readingListItemSchema,
  readingListSchema,
} from '@society/contract/member-area';
import { useLayoutEffect, useRef } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { moveItem } from '../../lib/member/move-item.ts';
import { ArrowDownIcon, ArrowUpIcon } from '../icons.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { NoteEditor } from './note-editor.tsx';
import { button } from './ui.ts';
import type { useApiAction } from './use-api-action.ts';

type ItemsProps = {
  list: ReadingList;
  action: ReturnType<typeof useApiAction>;
  onChange: (list: ReadingList) => void;
};

const moveButtonId = (item: ReadingListItem, direction: 'up' | 'down') => `move-${direction}-${item.id}`;

/** A list's items in order, each with keyboard-usable move, note and remove controls. */
export function ReadingListItems({ list, action, onChange }: ItemsProps) {
  const api = browserBackend();
  const base = `/api/reading-lists/${list.id}`;
  const count = list.items.length;
  // Focus moves only once the new order is committed: before that the wanted button may still be
  // disabled (an end of the list) and would refuse focus.
  const pendingFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const target = pendingFocus.current && document.getElementById(pendingFocus.current);
    if (target && !(target as HTMLButtonElement).disabled) {
      target.focus();
      pendingFocus.current = null;
    }
  });

  const move = (item: ReadingListItem, delta: -1 | 1) =>
    action.run(async () => {
      const itemIds = moveItem(
        list.items.map((entry) => entry.id),
        item.id,
        delta,
      );
      const updated = readingListSchema.parse(await api('PUT', `${base}/order`, { itemIds }));
      const position = itemIds.indexOf(item.id) + 1;
      // Keep the keyboard where it was: on the same control, or the other one at either end.
      const wanted = delta < 0 && position > 1 ? 'up' : delta > 0 && position < count ? 'down' : null;
      pendingFocus.current = moveButtonId(item, wanted ?? (delta < 0 ? 'down' : 'up'));
      onChange(updated);
      return `Moved “${item.title}” to position ${position} of ${count}.`;
    });

  const saveNote = (item: ReadingListItem, note: string) =>
    action.run(async () => {
      const saved = readingListItemSchema.parse(await api('PATCH', `${base}/items/${item.id}`, { note }));
      onChange({ ...list, items: list.items.map((entry) => (entry.id === saved.id ? saved : entry)) });
      return 'Note saved.';
    });

  const remove = (item: ReadingListItem) =>
    action.run(async () => {
      await api('DELETE', `${base}/items/${item.id}`);
      onChange({ ...list, items: list.items.filter((entry) => entry.id !== item.id) });
      document.getElementById(`reading-list-${list.id}`)?.focus();
      return `Removed “${item.title}” from “${list.name}”.`;
    });

  if (count === 0) return <p className="mt-3 text-stone-700">This list is empty.</p>;
  return (
    <ol className="mt-3 space-y-3">
      {list.items.map((item, index) => (
        <li key={item.id} className="rounded-lg border border-stone-200 p-4">
          <div className="flex flex-wrap items-center gap-3">
            <span className="flex size-7 items-center justify-center rounded-full bg-violet-100 text-sm font-semibold text-violet-900">
              {index + 1}
            </span>
            <SiteLink href={item.path} className={`${TEXT_LINK} flex-1`}>
              {item.title}
            </SiteLink>
            <button
              id={moveButtonId(item, 'up')}
              type="button"
              disabled={index === 0}
              onClick={() => move(item, -1)}
              aria-label={`Move “${item.title}” up`}
              className={button.icon}
            >
              <ArrowUpIcon className="size-5" />
            </button>
            <button
              id={moveButtonId(item, 'down')}
              type="button"
              disabled={index === count - 1}
              onClick={() => move(item, 1)}
              aria-label={`Move “${item.title}” down`}
              className={button.icon}
            >
              <ArrowDownIcon className="size-5" />
            </button>
            <button type="button" onClick={() => remove(item)} className={button.danger}>
              Remove<span className="sr-only"> “{item.title}” from the list</span>
            </button>
          </div>
          <NoteEditor
            note={item.note ?? ''}
            subject={item.title}
            busy={action.busy}
            onSave={(note) => saveNote(item, note)}
          />
        </li>
      ))}
    </ol>
  );
}
