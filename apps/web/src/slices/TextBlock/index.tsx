import { RichText } from '../../components/rich-text.tsx';
import { type HomeSliceProps, toneFor } from '../types.ts';

export default function TextBlock({ slice, index }: HomeSliceProps<'text_block'>) {
  return (
    <section className={`render-near-view ${toneFor(index) === 'tint' ? 'bg-stone-50' : 'bg-white'}`}>
      <RichText
        field={slice.primary.content}
        className="mx-auto max-w-3xl px-4 py-14 text-lg text-stone-800 sm:px-6 lg:py-16"
      />
    </section>
  );
}
