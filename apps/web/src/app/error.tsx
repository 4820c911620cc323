'use client';

import { usePathname, useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { SiteLink } from '../components/site-link.tsx';
import { reloadPageOnceForChunkError } from '../lib/chunk-reload.ts';
import { loadingBarStore } from '../lib/loading-bar-store.ts';
import { routeErrorDetails } from '../lib/route-error.ts';
import { ROUTE_NOT_PRERENDERED_DIGEST, routeNotPrerenderedMessage } from '../lib/route-not-prerendered.ts';

type ErrorPageProps = { error: Error & { digest?: string }; reset: () => void };

/** The default error page: a route that failed to render, with its status, message and a way home. */
export default function ErrorPage({ error, reset }: ErrorPageProps) {
  const router = useRouter();
  const pathname = usePathname();
  const notPrerendered = error.digest === ROUTE_NOT_PRERENDERED_DIGEST;
  useEffect(() => {
    loadingBarStore.fail();
    if (!reloadPageOnceForChunkError(error)) console.error(error);
  }, [error]);

  const details = routeErrorDetails(error);
  const { status, message, reference } = notPrerendered
    ? {
        ...details,
        message: 'The content service cannot be reached, so this page cannot be shown yet.',
        reference: null,
      }
    : details;
  const tryAgain = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });

  const heading = notPrerendered
    ? routeNotPrerenderedMessage(pathname)
    : 'Sorry, this page could not be shown';
  const title = `${heading} (error ${status})`;
  // The route that failed still sends its own title to the head, after this page has rendered:
  // while the error page is shown, the document keeps the error's title.
  useEffect(() => {
    const keepTitle = () => {
      if (document.title !== title) document.title = title;
    };
    keepTitle();
    const observer = new MutationObserver(keepTitle);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 lg:py-28">
      <p className="font-semibold text-teal-700">Error {status}</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold text-violet-950 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg break-words text-stone-700">{message}</p>
      {reference ? <p className="mt-2 text-sm text-stone-600">Reference: {reference}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={tryAgain}
          className="rounded-md border border-violet-800 px-5 py-3 font-semibold text-violet-800 hover:bg-violet-50"
        >
          Try again
        </button>
        <SiteLink
          href="/"
          className="rounded-md bg-violet-800 px-5 py-3 font-semibold text-white hover:bg-violet-900"
        >
          Go to the home page
        </SiteLink>
      </div>
    </div>
  );
}
