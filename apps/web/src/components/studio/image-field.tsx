'use client';
import { useId, useState } from 'react';
import { focalPointOf, withFocalPoint } from '../../lib/focal-point.ts';
import { ALT_REQUIRED } from '../../lib/studio/missing-alt.ts';
import { fieldLabel } from './field-label.tsx';
import { FocalPointPicker } from './focal-point-picker.tsx';
import { MediaPicker } from './media-picker.tsx';
import type { FieldProps } from './simple-fields.tsx';
import { useStudio } from './studio-context.tsx';

type ImageValue = {
  url?: string;
  alt?: string | null;
  copyright?: string | null;
  dimensions?: { width: number; height: number };
  edit?: { x: number; y: number; zoom: number; background: string };
};

/** An image from the media library, with the alt text it needs. */
export function ImageField({ id, field, value, onChange }: FieldProps) {
  const image = (value as ImageValue | null) ?? {};
  const [picking, setPicking] = useState(false);
  const { assetOrigin } = useStudio();
  const altId = useId();
  const errorId = useId();
  const label = fieldLabel(id, field);
  const missingAlt = Boolean(image.url) && !image.alt?.trim();
  return (
    <fieldset className="mb-4 rounded border border-slate-300 p-2">
      <legend className="font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="rounded border px-2 py-1"
          aria-expanded={picking}
          onClick={() => setPicking(!picking)}
        >
          {image.url ? 'Choose another image' : 'Choose an image'}
        </button>
        {image.url ? (
          <button type="button" className="rounded border px-2 py-1" onClick={() => onChange({})}>
            Remove the image
          </button>
        ) : null}
      </div>
      {picking ? (
        <MediaPicker
          images
          onPick={(media) => {
            setPicking(false);
            onChange({
              url: `/assets/${media.name}`,
              alt: media.alt ?? image.alt ?? null,
              copyright: null,
              dimensions: { width: media.width ?? 0, height: media.height ?? 0 },
              // Prismic's shape for an image shown whole (no zoom or crop).
              edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
            });
          }}
        />
      ) : null}
      {image.url ? (
        <FocalPointPicker
          src={`${image.url.startsWith('/') ? assetOrigin : ''}${image.url}`}
          point={focalPointOf(image)}
          onChange={(point) => onChange(withFocalPoint(image, point))}
        />
      ) : (
        <p>No image.</p>
      )}
      {image.url ? (
        <div className="mt-2">
          <label htmlFor={altId} className="block">
            Alt text (required)
          </label>
          <input
            id={altId}
            required
            aria-invalid={missingAlt}
            aria-describedby={missingAlt ? errorId : undefined}
            className="block w-full rounded border border-slate-400 px-2 py-1"
            value={image.alt ?? ''}
            onChange={(e) => onChange({ ...image, alt: e.target.value })}
          />
          {missingAlt ? (
            <p id={errorId} className="text-sm text-red-700">
              {ALT_REQUIRED}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
