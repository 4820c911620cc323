import type { ReactNode } from 'react';
import { loginRequiredPath } from '../lib/auth/login-redirect.ts';
import { LockIcon } from './icons.tsx';
import { PageHeader } from './page-header.tsx';
import { SiteLink } from './site-link.tsx';

const primary =
  'inline-flex items-center rounded-md bg-violet-800 px-5 py-2.5 font-semibold text-white hover:bg-violet-900';
const secondary =
  'inline-flex items-center rounded-md border-2 border-violet-800 px-5 py-2 font-semibold text-violet-900 hover:bg-violet-50';

function LockedPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader
        title={title}
        trail={[]}
        eyebrow={
          <span className="inline-flex items-center gap-1.5">
            <LockIcon className="size-4" /> Members only
          </span>
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <section className="rounded-xl border border-gold-200 bg-gold-50 p-6 text-lg text-stone-800 sm:p-8">
          {children}
        </section>
      </div>
    </>
  );
}

/**
 * What a members-only document's public route shows: its title and a way in, never its body. It
 * needs no cookies, so the route stays static; members reach the document through `src/proxy.ts`.
 */
export function MembersOnlyNotice({ title, path }: { title: string; path: string }) {
  return (
    <LockedPage title={title}>
      <h2 className="font-serif text-2xl font-semibold text-violet-950">This page is for members</h2>
      <p className="mt-3">Sign in with your membership account to read it.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <SiteLink href={loginRequiredPath(path)} className={primary}>
          Sign in to read it
        </SiteLink>
        <SiteLink href="/subscribe" className={secondary}>
          Become a member
        </SiteLink>
      </div>
    </LockedPage>
  );
}

/** A signed-in visitor whose account does not (or no longer) include membership. */
export function MembershipRequired({ title, name }: { title: string; name: string }) {
  return (
    <LockedPage title={title}>
      <h2 className="font-serif text-2xl font-semibold text-violet-950">This page is for members</h2>
      <p className="mt-3">
        You are signed in as <strong>{name}</strong>, but your account does not include membership of the
        society. Members can read this page, search the members’ indexes and book places at members’ events.
      </p>
      <p className="mt-3">
        If you have just renewed, it can take a day for your membership to reach your account.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <SiteLink href="/subscribe" className={primary}>
          Join the society
        </SiteLink>
        <SiteLink href="/user-account" className={secondary}>
          My account
        </SiteLink>
      </div>
    </LockedPage>
  );
}
