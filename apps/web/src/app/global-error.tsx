'use client';

import { useEffect } from 'react';
import { reloadPageOnceForChunkError } from '../lib/chunk-reload.ts';
import { routeErrorDetails } from '../lib/route-error.ts';
import './globals.css';

type GlobalErrorProps = { error: Error & { digest?: string } };

/**
 * Shown when the error page itself, or the root layout around it, fails: the catalogue's "error while
 * showing the error page". It replaces the root layout, so it has its own document and no header.
 */
export default function GlobalError({ error }: GlobalErrorProps) {
  useEffect(() => {
    if (!reloadPageOnceForChunkError(error)) console.error(error);
  }, [error]);

  const { status, message, reference } = routeErrorDetails(error);
  return (
    <html lang="en-GB">
      <body className="bg-white text-stone-900">
        <title>An error occurred</title>
        <main className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
          <h1 className="font-serif text-3xl font-semibold text-violet-950">
            An error occurred while showing the error page
          </h1>
          <dl className="mt-6 inline-grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-left text-stone-700">
            <dt className="font-semibold">Status</dt>
            <dd>{status}</dd>
            <dt className="font-semibold">Message</dt>
            <dd className="break-words">{message}</dd>
            {reference ? (
              <>
                <dt className="font-semibold">Reference</dt>
                <dd>{reference}</dd>
              </>
            ) : null}
          </dl>
          <p className="mt-8">
            {/* A full page load: the client router may be what failed. */}
            <a
              href="/"
              className="inline-block rounded-md bg-violet-800 px-5 py-3 font-semibold text-white hover:bg-violet-900"
            >
              Go to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
