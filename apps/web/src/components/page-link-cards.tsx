import { ArrowRightIcon } from './icons.tsx';
import { MembersOnlyMark } from './members-only-mark.tsx';
import { SiteLink } from './site-link.tsx';

export type PageCard = { title: string; href: string; summary: string | null };

/** Cards linking to pages: the children of an index page such as the guides. */
export function PageLinkCards({ pages, heading }: { pages: PageCard[]; heading: string }) {
  if (pages.length === 0) return null;
  return (
    <section aria-label={heading} className="mt-12">
      <h2 className="font-serif text-2xl font-semibold text-violet-950">{heading}</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {pages.map((page) => (
          <li key={page.href}>
            <SiteLink
              href={page.href}
              className="group flex h-full flex-col rounded-xl border border-stone-200 border-l-4 border-l-teal-600 bg-white p-5 shadow-sm transition-shadow motion-reduce:transition-none hover:shadow-md"
            >
              <span className="font-serif text-lg leading-snug font-semibold text-violet-950 group-hover:underline group-hover:underline-offset-4">
                {page.title}
                <MembersOnlyMark href={page.href} />
              </span>
              {page.summary ? <span className="mt-2 text-stone-700">{page.summary}</span> : null}
              <span className="mt-auto flex justify-end pt-3 text-violet-700">
                <ArrowRightIcon className="size-5 transition-transform motion-reduce:transition-none group-hover:translate-x-1" />
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
