import { searchHref } from '../lib/search-query.ts';
import { SiteLink } from './site-link.tsx';
import { TEXT_LINK } from './text-link.ts';

const EXAMPLES = ['census', 'wills', 'workhouse', 'baptisms', 'apprentices'];

const BROWSE = [
  { title: 'News', href: '/news' },
  { title: 'Events', href: '/sog-events' },
  { title: 'Education and the learning hub', href: '/education' },
  { title: 'Our collections', href: '/research-hub/our-collections' },
  { title: 'Journal and publications', href: '/cwbhvwt' },
];

/** What to try next: example searches and the main sections to browse. */
export function SearchHelp({ examples = true }: { examples?: boolean }) {
  return (
    <div className="grid gap-10 sm:grid-cols-2">
      {examples ? (
        <section aria-labelledby="search-examples">
          <h2 id="search-examples" className="font-serif text-xl font-semibold text-violet-950">
            Try searching for
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-lg">
            {EXAMPLES.map((example) => (
              <li key={example}>
                <SiteLink href={searchHref(example)} className={TEXT_LINK}>
                  {example}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="search-browse">
        <h2 id="search-browse" className="font-serif text-xl font-semibold text-violet-950">
          Or browse
        </h2>
        <ul className="mt-3 space-y-2 text-lg">
          {BROWSE.map((section) => (
            <li key={section.href}>
              <SiteLink href={section.href} className={TEXT_LINK}>
                {section.title}
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
