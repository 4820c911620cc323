'use client';
import { useId, useState } from 'react';
import type { PmNode } from '../../lib/studio/rich-text-convert.ts';
import { embedBlockNode, imageBlockNode } from '../../lib/studio/rich-text-insert.ts';
import { MediaPicker, type PickedMedia } from './media-picker.tsx';

type Props = { kind: 'image' | 'embed'; onInsert: (node: PmNode) => void; onCancel: () => void };

/** Chooses what a new image (from the media library, with alt text) or embed block holds. */
export function RichTextInsert({ kind, onInsert, onCancel }: Props) {
  const [media, setMedia] = useState<PickedMedia | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const insert = () => {
    const made = kind === 'image' && media ? imageBlockNode(media, text) : embedBlockNode(text);
    if ('error' in made) setError(made.error);
    else onInsert(made.node);
  };
  const heading = kind === 'image' ? 'Insert an image' : 'Insert a video';
  if (kind === 'image' && !media)
    return (
      <section aria-label={heading} className="my-2 rounded border border-slate-300 p-2">
        <p>Choose an image from the media library.</p>
        <MediaPicker
          images
          onPick={(picked) => {
            setMedia(picked);
            setText(picked.alt ?? '');
          }}
        />
        <button type="button" className="mt-2 rounded border px-2 py-1" onClick={onCancel}>
          Cancel
        </button>
      </section>
    );
  return (
    <section aria-label={heading} className="my-2 rounded border border-slate-300 p-2">
      {media ? <p className="break-all">Image: {media.name}</p> : null}
      <label htmlFor={inputId} className="block">
        {kind === 'image' ? 'Alt text (required)' : 'YouTube or Vimeo address'}
      </label>
      <input
        id={inputId}
        type={kind === 'image' ? 'text' : 'url'}
        required
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded border border-slate-400 px-2 py-1"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex gap-2">
        <button type="button" className="rounded border px-2 py-1" onClick={insert}>
          {kind === 'image' ? 'Insert the image' : 'Insert the video'}
        </button>
        <button type="button" className="rounded border px-2 py-1" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
