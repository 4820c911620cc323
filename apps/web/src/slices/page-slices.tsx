import { isFilled } from '@prismicio/client';
import type { SliceComponentProps, SliceZoneComponents } from '@prismicio/react';
import { ContentLink } from '../components/content-link.tsx';
import { ArrowRightIcon } from '../components/icons.tsx';
import { RichText } from '../components/rich-text.tsx';
import type { CallToActionSlice, PageSlice, TextBlockSlice } from '../lib/content-types.ts';
import DocumentList from './DocumentList/index.tsx';
import Faq from './Faq/index.tsx';
import ImageWithCaption from './ImageWithCaption/index.tsx';
import Quote from './Quote/index.tsx';

/** A text block inside a page's content column (the homepage's version is a full-width band). */
function PageTextBlock({ slice }: SliceComponentProps<TextBlockSlice>) {
  return <RichText field={slice.primary.content} className="my-8" />;
}

/** A call to action inside a page's content column. */
function PageCallToAction({ slice }: SliceComponentProps<CallToActionSlice>) {
  const { heading, text, link, link_label } = slice.primary;
  return (
    <aside className="on-dark my-10 rounded-2xl bg-teal-900 px-6 py-8 text-white sm:px-8">
      {heading ? <h2 className="font-serif text-2xl font-semibold text-balance">{heading}</h2> : null}
      <RichText field={text} className="mt-3 text-teal-50 [&_a]:text-gold-300" />
      {isFilled.link(link) ? (
        <ContentLink
          field={link}
          className="mt-6 inline-flex items-center gap-2 rounded-md bg-gold-400 px-5 py-3 font-semibold text-violet-950 hover:bg-gold-300"
        >
          {link_label?.trim() || 'Find out more'}
          <ArrowRightIcon className="size-5" />
        </ContentLink>
      ) : null}
    </aside>
  );
}

/** Slices of `page` and `landing_page` documents, laid out within the content column. */
export const pageSlices: SliceZoneComponents<PageSlice> = {
  text_block: PageTextBlock,
  image_with_caption: ImageWithCaption,
  quote: Quote,
  call_to_action: PageCallToAction,
  faq: Faq,
  document_list: DocumentList,
};
