'use client';
import { type Bookmark, bookmarkListSchema, bookmarkSchema } from '@society/contract/member-area';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { useAuthUser } from '../../lib/auth/use-auth.ts';
import { BookmarkIcon } from '../icons.tsx';

type Bookmarks = {
  /** The member's bookmarks by path; undefined until loaded (and for guests). */
  byPath: ReadonlyMap<string, Bookmark> | undefined;
  toggle: (path: string, title: string, kind: BookmarkKind) => Promise<string>;
};
type BookmarkKind = Bookmark['kind'];

const BookmarksContext = createContext<Bookmarks>({ byPath: undefined, toggle: async () => '' });

/** Loads a signed-in member's bookmarks once for a whole list of results. */
export function RecordBookmarks({ children }: { children: ReactNode }) {
  const loggedIn = useAuthUser() !== null;
  const [byPath, setByPath] = useState<Map<string, Bookmark> | undefined>(undefined);

  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    browserBackend()('GET', '/api/bookmarks')
      .then((body) => {
        if (current) setByPath(new Map(bookmarkListSchema.parse(body).map((b) => [b.path, b])));
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [loggedIn]);

  async function toggle(path: string, title: string, kind: BookmarkKind): Promise<string> {
    const existing = byPath?.get(path);
    if (existing) {
      await browserBackend()('DELETE', `/api/bookmarks/${existing.id}`);
      setByPath((all) => new Map([...(all ?? [])].filter(([key]) => key !== path)));
      return `Bookmark removed: ${title}.`;
    }
    const created = bookmarkSchema.parse(
      await browserBackend()('POST', '/api/bookmarks', { kind, path, title }),
    );
    setByPath((all) => new Map([...(all ?? []), [path, created]]));
    return `Bookmarked: ${title}. Find it under My account.`;
  }

  return (
    <BookmarksContext value={{ byPath: loggedIn ? byPath : undefined, toggle }}>{children}</BookmarksContext>
  );
}

/** A toggle that bookmarks one record (or tree person) for a signed-in member; nothing shows for guests. */
export function RecordBookmarkButton({
  path,
  title,
  kind = 'record',
}: {
  path: string;
  title: string;
  kind?: BookmarkKind;
}) {
  const { byPath, toggle } = useContext(BookmarksContext);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  if (!byPath) return null;
  const pressed = byPath.has(path);

  async function onClick() {
    if (busy) return;
    setBusy(true);
    try {
      setAnnouncement(await toggle(path, title, kind));
    } catch (error) {
      console.error(error);
      setAnnouncement('The bookmark could not be changed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        aria-pressed={pressed}
        aria-disabled={busy || undefined}
        onClick={onClick}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-violet-300 bg-white px-3 py-1.5 font-medium text-violet-900 hover:bg-violet-50 aria-pressed:border-violet-800 aria-pressed:bg-violet-800 aria-pressed:text-white"
      >
        <BookmarkIcon className="size-5" fill={pressed ? 'currentColor' : 'none'} />
        Bookmark<span className="sr-only"> {title}</span>
      </button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
