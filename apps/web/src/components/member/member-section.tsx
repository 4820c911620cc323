import type { ReactNode } from 'react';

/** One part of the member area, reachable from the page's own navigation by its id. */
export function MemberSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6">
      <h2 id={`${id}-heading`} tabIndex={-1} className="font-serif text-2xl font-semibold text-violet-950">
        {title}
      </h2>
      {description ? <p className="mt-1 text-stone-700">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The line where a section announces what its last action did. */
export function StatusLine({ children }: { children: string }) {
  return (
    <p role="status" className="min-h-6 text-sm font-medium text-teal-800">
      {children}
    </p>
  );
}
