import { asText, isFilled } from '@prismicio/client';
import type { HomepageDocument } from '../lib/content-types.ts';
import { ContentImage } from './content-image.tsx';
import { ContentLink } from './content-link.tsx';
import { ArrowRightIcon, SearchIcon } from './icons.tsx';
import { RichText } from './rich-text.tsx';

export function HomeHero({ homepage }: { homepage: HomepageDocument }) {
  const { data } = homepage;
  const heading = data.hero_title?.trim() || asText(data.title) || 'Welcome';
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="on-dark relative overflow-hidden bg-violet-950 text-white"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-20">
        <div>
          <h1
            id="home-hero-heading"
            className="font-serif text-4xl leading-tight font-semibold text-balance sm:text-5xl"
          >
            {heading}
          </h1>
          <RichText
            field={data.hero_text}
            className="mt-5 max-w-xl text-lg text-violet-100 [&_a]:text-gold-300"
          />
          {isFilled.link(data.hero_link) ? (
            <ContentLink
              field={data.hero_link}
              className="mt-8 inline-flex items-center gap-2 rounded-md bg-gold-400 px-6 py-3 text-lg font-semibold text-violet-950 shadow-sm hover:bg-gold-300"
            >
              {data.hero_link_label?.trim() || 'Find out more'}
              <ArrowRightIcon className="size-5" />
            </ContentLink>
          ) : null}
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers; the role works everywhere. */}
          <form action="/search" method="get" role="search" aria-label="Records" className="mt-10 max-w-xl">
            <label htmlFor="hero-search" className="block font-semibold text-violet-100">
              Search our records by surname
            </label>
            <div className="mt-2 flex">
              <input
                id="hero-search"
                name="q"
                type="search"
                autoComplete="off"
                placeholder="e.g. Ashby"
                className="min-w-0 flex-1 rounded-l-md border border-white/70 bg-white px-4 py-3 text-stone-900 placeholder:text-stone-600"
              />
              <button
                type="submit"
                className="flex items-center gap-2 rounded-r-md bg-teal-700 px-5 py-3 font-semibold text-white hover:bg-teal-800"
              >
                <SearchIcon className="size-5" />
                Search
              </button>
            </div>
          </form>
        </div>
        <ContentImage
          field={data.hero_image}
          preload
          sizes="(min-width: 1024px) 36rem, 100vw"
          className="h-auto w-full rounded-xl shadow-2xl ring-1 ring-white/10"
        />
      </div>
    </section>
  );
}
