import type { ReactNode } from 'react';
import { PageHeader } from '../page-header.tsx';

/** The frame of the sign-in pages: the page header, a form card and an optional aside. */
export function AuthPanel({
  title,
  lead,
  aside,
  children,
}: {
  title: string;
  lead: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} trail={[]}>
        <p>{lead}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8 lg:py-16">
        <section className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          {children}
        </section>
        {aside ? <aside className="space-y-4 text-stone-700">{aside}</aside> : null}
      </div>
    </>
  );
}
