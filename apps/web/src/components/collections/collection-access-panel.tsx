import { loginPath } from '../../lib/auth/login-redirect.ts';
import { LockIcon } from '../icons.tsx';
import { SiteLink } from '../site-link.tsx';

const primary =
  'inline-flex min-h-11 items-center rounded-md bg-violet-800 px-5 py-2.5 font-semibold text-white hover:bg-violet-900';
const secondary =
  'inline-flex min-h-11 items-center rounded-md border-2 border-violet-800 px-5 py-2 font-semibold text-violet-900 hover:bg-violet-50';

/**
 * In place of the search and the surname browse, on a members-only collection's page for a reader
 * who may not search it: how to get in. Signing in returns to this page.
 */
export function CollectionAccessPanel({ title, path }: { title: string; path: string }) {
  return (
    <section
      aria-labelledby="collection-access-heading"
      className="rounded-xl border border-gold-200 bg-gold-50 p-6 text-lg text-stone-800 sm:p-8"
    >
      <h2
        id="collection-access-heading"
        className="flex items-center gap-2 font-serif text-2xl font-semibold text-violet-950"
      >
        <LockIcon className="size-5" /> Searching this collection is for members
      </h2>
      <p className="mt-3">
        Members of the society can search {title}, browse its surnames and read every record. Sign in with
        your membership account, or join the society to get access.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <SiteLink href={loginPath(path)} className={primary}>
          Sign in
        </SiteLink>
        <SiteLink href="/subscribe" className={secondary}>
          Join the society
        </SiteLink>
      </div>
    </section>
  );
}
