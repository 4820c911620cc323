import type { ReactNode } from 'react';

/** One labelled fact of a detail page's side panel. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <dt className="text-sm font-semibold text-stone-600">{label}</dt>
      <dd className="mt-0.5 text-stone-900">{children}</dd>
    </div>
  );
}

/** The side panel of a detail page: a highlighted figure, then labelled facts. */
export function FactPanel({
  label,
  highlight,
  children,
}: {
  label: string;
  highlight?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <aside aria-label={label} className="lg:order-last">
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm lg:sticky lg:top-6">
        {highlight}
        <dl className={`${highlight ? 'mt-4 ' : ''}divide-y divide-stone-200`}>{children}</dl>
      </div>
    </aside>
  );
}

/** A highlighted figure at the top of a side panel: a price, an access level. */
export function Highlight({ label, value }: { label: string; value: string }) {
  return (
    <p className="inline-block rounded-lg bg-violet-800 px-4 py-2 text-white">
      <span className="block text-xs font-semibold tracking-wide uppercase">{label}</span>
      <span className="font-serif text-2xl font-semibold">{value}</span>
    </p>
  );
}
