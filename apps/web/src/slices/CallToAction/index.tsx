import { isFilled } from '@prismicio/client';
import { useId } from 'react';
import { ContentLink } from '../../components/content-link.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { RichText } from '../../components/rich-text.tsx';
import type { HomeSliceProps } from '../types.ts';

export default function CallToAction({ slice }: HomeSliceProps<'call_to_action'>) {
  const { heading, text, link, link_label } = slice.primary;
  const headingId = useId();
  return (
    <section aria-labelledby={heading ? headingId : undefined} className="render-near-view bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <div className="on-dark flex flex-col gap-8 rounded-2xl bg-teal-900 px-6 py-10 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between lg:px-14 lg:py-14">
          <div className="max-w-2xl">
            {heading ? (
              <h2 id={headingId} className="font-serif text-2xl font-semibold text-balance sm:text-3xl">
                {heading}
              </h2>
            ) : null}
            <RichText field={text} className="mt-4 text-lg text-teal-50 [&_a]:text-gold-300" />
          </div>
          {isFilled.link(link) ? (
            <ContentLink
              field={link}
              className="inline-flex shrink-0 items-center gap-2 self-start rounded-md bg-gold-400 px-6 py-3 text-lg font-semibold text-violet-950 hover:bg-gold-300 lg:self-center"
            >
              {link_label?.trim() || 'Find out more'}
              <ArrowRightIcon className="size-5" />
            </ContentLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
