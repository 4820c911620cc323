'use client';
import type { Bookmark } from '@society/contract/member-area';
import { useEffect, useState } from 'react';
import { browserBackend } from '../lib/auth/backend-fetch.ts';
import { useAuthUser } from '../lib/auth/use-auth.ts';
import { BookmarkIcon } from './icons.tsx';

/** Loaded on first use: zod (about 30 KB gzip) stays out of every content page's first-load JavaScript. */
const memberSchemas = () => import('@society/contract/member-area');

type BookmarkButtonProps = { kind: Bookmark['kind']; path: string; title: string };

/**
 * Bookmarks the page for a signed-in member (nothing shows for guests, so the page stays static).
 * A toggle button: its pressed state says whether the page is bookmarked, and a status line
 * announces each change.
 */
export function BookmarkButton({ kind, path, title }: BookmarkButtonProps) {
  const loggedIn = useAuthUser() !== null;
  const [bookmark, setBookmark] = useState<Bookmark | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    Promise.all([browserBackend()('GET', '/api/bookmarks'), memberSchemas()])
      .then(([body, { bookmarkListSchema }]) => {
        if (current) setBookmark(bookmarkListSchema.parse(body).find((item) => item.path === path) ?? null);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [loggedIn, path]);

  if (!loggedIn || bookmark === undefined) return null;

  async function toggle() {
    if (busy || bookmark === undefined) return;
    setBusy(true);
    try {
      if (bookmark) {
        await browserBackend()('DELETE', `/api/bookmarks/${bookmark.id}`);
        setBookmark(null);
        setAnnouncement('Bookmark removed.');
      } else {
        const { bookmarkSchema } = await memberSchemas();
        const created = bookmarkSchema.parse(
          await browserBackend()('POST', '/api/bookmarks', { kind, path, title }),
        );
        setBookmark(created);
        setAnnouncement('Page bookmarked. Find it under My account.');
      }
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
        aria-pressed={bookmark !== null}
        aria-disabled={busy || undefined}
        onClick={toggle}
        className="inline-flex items-center gap-2 rounded-md border border-gold-300 px-4 py-2 font-semibold text-white hover:bg-violet-900 aria-pressed:bg-gold-300 aria-pressed:text-violet-950"
      >
        <BookmarkIcon className="size-5" fill={bookmark ? 'currentColor' : 'none'} />
        Bookmark this page
      </button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
