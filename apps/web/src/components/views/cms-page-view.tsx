import { asText } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import type { ContentPage } from '../../server/content/get-content-page.ts';
import { pageSlices } from '../../slices/page-slices.tsx';
import { BookmarkButton } from '../bookmark-button.tsx';
import { ContentImage } from '../content-image.tsx';
import { MembersOnlyMark } from '../members-only-mark.tsx';
import { PageHeader } from '../page-header.tsx';
import { PageLinkCards } from '../page-link-cards.tsx';
import { RichText } from '../rich-text.tsx';
import { SiteLink } from '../site-link.tsx';

function SectionNav({ section, path }: { section: NonNullable<ContentPage['section']>; path: string }) {
  return (
    <nav
      aria-label={section.heading ? `In ${section.heading.title}` : 'In this section'}
      className="lg:sticky lg:top-6"
    >
      {section.heading ? (
        <SiteLink
          href={section.heading.href}
          className="font-serif text-lg font-semibold text-violet-950 underline-offset-4 hover:underline"
        >
          {section.heading.title}
        </SiteLink>
      ) : null}
      <ul className="mt-3 space-y-1 border-l-2 border-stone-200">
        {section.links.map((link) => (
          <li key={link.href}>
            <SiteLink
              href={link.href}
              aria-current={link.href === path ? 'page' : undefined}
              className="-ml-0.5 block border-l-2 border-transparent py-1.5 pl-4 text-stone-700 hover:border-violet-400 hover:text-violet-900 aria-[current=page]:border-violet-700 aria-[current=page]:font-semibold aria-[current=page]:text-violet-950"
            >
              {link.title}
              <MembersOnlyMark href={link.href} />
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A CMS page (the catch-all route), public or members-only. */
export function CmsPageView({ found }: { found: ContentPage }) {
  const { page, path, ancestors, children, section } = found;
  const { data } = page;
  const title = asText(data.title).trim() || page.uid;
  const layout = data.layout ?? 'default';
  const content = (
    <article className="min-w-0 text-lg text-stone-800">
      {data.author ? <p className="mb-6 text-base text-stone-600">By {data.author}</p> : null}
      <ContentImage
        field={data.image}
        preload
        sizes={layout === 'wide' ? '(min-width: 1280px) 80rem, 100vw' : '(min-width: 1024px) 48rem, 100vw'}
        className="mb-8 h-auto max-h-[28rem] w-full rounded-xl bg-violet-50 object-cover"
      />
      <RichText field={data.body} />
      <SliceZone slices={data.slices} components={pageSlices} />
      <PageLinkCards pages={children} heading={`In ${title}`} />
    </article>
  );

  return (
    <>
      <PageHeader
        title={title}
        trail={ancestors}
        actions={<BookmarkButton kind="page" path={path} title={title} />}
      >
        {data.summary ? <p>{data.summary}</p> : null}
      </PageHeader>
      {layout === 'sidebar' && section ? (
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8 lg:py-16">
          <aside className="order-last lg:order-first">
            <SectionNav section={section} path={path} />
          </aside>
          <div className="max-w-3xl">{content}</div>
        </div>
      ) : (
        <div
          className={`mx-auto px-4 py-12 sm:px-6 lg:px-8 lg:py-16 ${layout === 'wide' ? 'max-w-7xl' : 'max-w-3xl'}`}
        >
          {content}
        </div>
      )}
    </>
  );
}
