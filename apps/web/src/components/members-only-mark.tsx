'use client';
import { useNonPublicPages } from '../lib/auth/non-public-pages.ts';
import { LockIcon } from './icons.tsx';

/** A lock after a link's text when the link leads to a members-only page. */
export function MembersOnlyMark({ href }: { href: string }) {
  if (!useNonPublicPages().has(href)) return null;
  return (
    <>
      <LockIcon className="ml-1.5 inline-block size-4 align-[-0.125em] text-gold-700" />
      <span className="sr-only"> (members only)</span>
    </>
  );
}
