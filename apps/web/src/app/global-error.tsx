'use client';

import './globals.css';

type GlobalErrorProps = { error: Error & { digest?: string } };

/** Replaces the root layout when the layout itself fails, so it cannot use the site header. */
export default function GlobalError({ error }: GlobalErrorProps) {
  return (
    <html lang="en-GB">
      <body className="bg-white text-stone-900">
        <main className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
          <h1 className="font-serif text-3xl font-semibold text-violet-950">
            An error occurred while showing the error page
          </h1>
          <p className="mt-4 text-stone-700">
            {error.digest ? `Reference: ${error.digest}` : 'Please try again in a moment.'}
          </p>
          {/* A full page load: the client router may be what failed. */}
          <a
            href="/"
            className="mt-8 inline-block rounded-md bg-violet-800 px-5 py-3 font-semibold text-white hover:bg-violet-900"
          >
            Go to the home page
          </a>
        </main>
      </body>
    </html>
  );
}
