import type { SliceComponentProps } from '@prismicio/react';
import { RichText } from '../../components/rich-text.tsx';
import type { QuoteSlice } from '../../lib/content-types.ts';

export default function Quote({ slice }: SliceComponentProps<QuoteSlice>) {
  const { quote, source } = slice.primary;
  return (
    <figure className="my-10 rounded-r-xl border-l-4 border-gold-400 bg-violet-50 px-6 py-5">
      <blockquote className="font-serif text-xl leading-relaxed text-violet-950 italic">
        <RichText field={quote} />
      </blockquote>
      {source ? (
        <figcaption className="mt-3 text-sm font-semibold text-stone-700">— {source}</figcaption>
      ) : null}
    </figure>
  );
}
