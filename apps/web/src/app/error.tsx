'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ROUTE_NOT_PRERENDERED_DIGEST, routeNotPrerenderedMessage } from '../lib/route-not-prerendered.ts';

type ErrorPageProps = { error: Error & { digest?: string }; reset: () => void };

export default function ErrorPage({ error, reset }: ErrorPageProps) {
  const pathname = usePathname();
  const notPrerendered = error.digest === ROUTE_NOT_PRERENDERED_DIGEST;
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 lg:py-28">
      <p className="font-semibold text-teal-700">Error</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold text-violet-950 sm:text-4xl">
        {notPrerendered ? routeNotPrerenderedMessage(pathname) : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-lg text-stone-700">
        This page could not be shown just now. Please try again in a moment.
        {error.digest ? (
          <span className="mt-2 block text-sm text-stone-600">Reference: {error.digest}</span>
        ) : null}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md border border-violet-800 px-5 py-3 font-semibold text-violet-800 hover:bg-violet-50"
        >
          Try again
        </button>
        <Link
          href="/"
          className="rounded-md bg-violet-800 px-5 py-3 font-semibold text-white hover:bg-violet-900"
        >
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
