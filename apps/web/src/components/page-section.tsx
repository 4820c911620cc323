import { type ReactNode, useId } from 'react';

export type SectionTone = 'white' | 'tint';

type PageSectionProps = {
  heading: string;
  tone?: SectionTone;
  intro?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
};

/** A home-page band: a headed, labelled region with the page's width and rhythm. */
export function PageSection({ heading, tone = 'white', intro, action, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`render-near-view ${tone === 'tint' ? 'bg-stone-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <h2
            id={headingId}
            className="font-serif text-2xl font-semibold text-balance text-violet-950 sm:text-3xl"
          >
            {heading}
          </h2>
          {action}
        </div>
        {intro ? <div className="mt-3 max-w-3xl text-lg text-stone-700">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
