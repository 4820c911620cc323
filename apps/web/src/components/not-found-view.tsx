import { SiteLink } from './site-link.tsx';

/** The spec's 404 text with a way home: the not-found boundary's content, and a page's own. */
export function NotFoundView() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 lg:py-28">
      <p className="font-semibold text-teal-700">404</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold text-violet-950 sm:text-4xl">
        This page could not be found
      </h1>
      <p className="mt-4 text-lg text-stone-700">The page may have moved, or the address may be mistyped.</p>
      <SiteLink
        href="/"
        className="mt-8 inline-block rounded-md bg-violet-800 px-5 py-3 font-semibold text-white hover:bg-violet-900"
      >
        Go to the home page
      </SiteLink>
    </div>
  );
}
