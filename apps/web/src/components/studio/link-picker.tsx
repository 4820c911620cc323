'use client';
import { useId, useState } from 'react';
import { DocumentPicker, type PickedDocument } from './document-picker.tsx';
import { MediaPicker, type PickedMedia } from './media-picker.tsx';

export type PrismicLinkValue =
  | { link_type: 'Document'; id: string; type: string; uid: string | null; lang: string }
  | { link_type: 'Web'; url: string; target?: '_blank' }
  | { link_type: 'Media'; name: string; kind: string; url: string; size: string };

type Props = { label: string; onPick: (link: PrismicLinkValue | null) => void; onCancel: () => void };

/** Choose what a link goes to: a document of the site, a web address, or a file from the media library. */
export function LinkPicker({ label, onPick, onCancel }: Props) {
  const [kind, setKind] = useState<'Document' | 'Web' | 'Media'>('Document');
  const [url, setUrl] = useState('https://');
  const [blank, setBlank] = useState(false);
  const name = useId();
  const pickDocument = (doc: PickedDocument) =>
    onPick({ link_type: 'Document', id: doc.id, type: doc.type, uid: doc.uid, lang: doc.lang });
  const pickMedia = (media: PickedMedia) =>
    onPick({
      link_type: 'Media',
      name: media.name,
      kind: media.contentType.startsWith('image/') ? 'image' : 'document',
      url: `/assets/${media.name}`,
      size: String(media.size),
    });
  return (
    <fieldset className="my-2 rounded border border-slate-400 p-2">
      <legend className="font-medium">{label}</legend>
      {(['Document', 'Web', 'Media'] as const).map((option) => (
        <label key={option} className="mr-3">
          <input type="radio" name={name} checked={kind === option} onChange={() => setKind(option)} />{' '}
          {option === 'Document' ? 'A page of the site' : option === 'Web' ? 'A web address' : 'A file'}
        </label>
      ))}
      {kind === 'Document' ? <DocumentPicker onPick={pickDocument} /> : null}
      {kind === 'Media' ? <MediaPicker onPick={pickMedia} /> : null}
      {kind === 'Web' ? (
        <div className="mt-2">
          <label className="block">
            Address
            <input
              type="url"
              className="block w-full rounded border border-slate-400 px-2 py-1"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </label>
          <label>
            <input type="checkbox" checked={blank} onChange={(e) => setBlank(e.target.checked)} /> Open in a
            new tab
          </label>
          <button
            type="button"
            className="ml-3 rounded bg-slate-800 px-2 py-1 text-white"
            disabled={!/^(https?:|mailto:)/.test(url)}
            onClick={() => onPick({ link_type: 'Web', url, ...(blank ? { target: '_blank' as const } : {}) })}
          >
            Use this address
          </button>
        </div>
      ) : null}
      <div className="mt-2 flex gap-2">
        <button type="button" className="rounded border px-2 py-1" onClick={() => onPick(null)}>
          No link
        </button>
        <button type="button" className="rounded border px-2 py-1" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
