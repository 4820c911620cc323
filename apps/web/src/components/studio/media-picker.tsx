'use client';
import { useEffect, useState } from 'react';
import { studioApi } from './studio-api.ts';

export type PickedMedia = {
  name: string;
  url: string;
  contentType: string;
  width: number | null;
  height: number | null;
  size: number;
  alt: string | null;
};

/** The media library's files to choose from (only images when `images`). */
export function MediaPicker({
  onPick,
  images = false,
}: {
  onPick: (media: PickedMedia) => void;
  images?: boolean;
}) {
  const [files, setFiles] = useState<PickedMedia[] | null>(null);
  useEffect(() => {
    void studioApi<{ assets: PickedMedia[] }>('/assets').then((answer) => {
      if (answer.ok)
        setFiles(answer.body.assets.filter((file) => !images || file.contentType.startsWith('image/')));
    });
  }, [images]);
  if (!files) return <p className="mt-2">Loading the media library…</p>;
  if (files.length === 0)
    return <p className="mt-2">The media library is empty: upload files under Media.</p>;
  return (
    <ul className="mt-2 grid max-h-64 grid-cols-2 gap-2 overflow-auto sm:grid-cols-4">
      {files.map((file) => (
        <li key={file.name}>
          <button
            type="button"
            className="w-full rounded border p-1 text-left text-sm"
            onClick={() => onPick(file)}
          >
            {file.contentType.startsWith('image/') ? (
              // biome-ignore lint/performance/noImgElement: a thumbnail from the content service in the studio
              <img src={`${file.url}?w=200`} alt="" className="h-16 w-full object-contain" />
            ) : null}
            <span className="break-all">{file.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
