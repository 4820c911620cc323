import type { SliceComponentProps } from '@prismicio/react';
import { useId } from 'react';
import { RichText } from '../../components/rich-text.tsx';
import type { FaqSlice } from '../../lib/content-types.ts';

export default function Faq({ slice }: SliceComponentProps<FaqSlice>) {
  const headingId = useId();
  const items = slice.items.filter((item) => item.question?.trim());
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="my-10">
      <h2 id={headingId} className="font-serif text-2xl font-semibold text-violet-950">
        {slice.primary.heading?.trim() || 'Frequently asked questions'}
      </h2>
      <div className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {items.map((item) => (
          <details key={item.question} className="group px-5 py-4">
            <summary className="cursor-pointer font-semibold text-violet-950 marker:text-violet-700">
              {item.question}
            </summary>
            <RichText field={item.answer} className="mt-3 text-stone-800" />
          </details>
        ))}
      </div>
    </section>
  );
}
