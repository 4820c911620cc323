import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { NotFoundView } from './not-found-view.tsx';

async function NotFoundStatus(): Promise<null> {
  notFound();
}

/**
 * What a pre-rendered route answers for an address with nothing behind it. Calling `notFound()`
 * in the page itself makes Next.js send an empty document whose 404 text appears only once
 * JavaScript runs (React does not run error boundaries on the server), so crawlers and readers
 * without JavaScript would see a blank page. Here the text is rendered by the page, and the
 * `notFound()` inside a Suspense boundary still gives the answer its 404 status (and the browser
 * the not-found boundary, which shows the same text).
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundView />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
