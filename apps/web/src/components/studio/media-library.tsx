'use client';
import { useCallback, useEffect, useId, useState } from 'react';
import { ALT_REQUIRED } from '../../lib/studio/missing-alt.ts';
import type { PickedMedia } from './media-picker.tsx';
import { studioApi } from './studio-api.ts';

type Item = PickedMedia & { usage: number };

const usedIn = (n: number) => (n === 0 ? 'Not used' : `Used in ${n} ${n === 1 ? 'document' : 'documents'}`);

/** Upload by dropping files or choosing them, then describe, replace or delete each one. */
export function MediaLibrary() {
  const [items, setItems] = useState<Item[]>([]);
  const [message, setMessage] = useState('');
  const [over, setOver] = useState(false);
  const inputId = useId();
  const refresh = useCallback(async () => {
    const answer = await studioApi<{ assets: Item[] }>('/assets');
    if (answer.ok) setItems(answer.body.assets);
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const upload = async (files: FileList | File[]) => {
    const messages: string[] = [];
    for (const file of Array.from(files)) {
      const answer = await studioApi<{ name: string }>(`/assets?filename=${encodeURIComponent(file.name)}`, {
        method: 'POST',
        file,
      });
      messages.push(
        answer.ok ? `${file.name} uploaded as ${answer.body.name}.` : `${file.name}: ${answer.body.message}`,
      );
    }
    setMessage(messages.join(' '));
    await refresh();
  };
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file picker inside is the keyboard's way */}
      <div
        className={`my-3 rounded border-2 border-dashed p-6 text-center ${over ? 'border-blue-700 bg-blue-50' : 'border-slate-400'}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          void upload(event.dataTransfer.files);
        }}
      >
        <p>Drop images (PNG, JPEG, WebP, AVIF, GIF, up to 10 MB) or PDF files (up to 20 MB) here, or</p>
        <label
          htmlFor={inputId}
          className="mt-2 inline-block cursor-pointer rounded bg-slate-800 px-3 py-1.5 text-white"
        >
          Choose files
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp,image/avif,image/gif,application/pdf"
          className="sr-only"
          onChange={(event) => event.target.files && void upload(event.target.files)}
        />
      </div>
      <p role="status" aria-live="polite">
        {message}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <MediaItem key={item.name} item={item} onChanged={refresh} onMessage={setMessage} />
        ))}
      </ul>
    </>
  );
}

function MediaItem({
  item,
  onChanged,
  onMessage,
}: {
  item: Item;
  onChanged: () => Promise<void>;
  onMessage: (m: string) => void;
}) {
  const [alt, setAlt] = useState(item.alt ?? '');
  const altId = useId();
  const replaceId = useId();
  const image = item.contentType.startsWith('image/');
  const saveAlt = async () => {
    const answer = await studioApi(`/assets/${item.name}`, { method: 'PATCH', json: { alt } });
    onMessage(answer.ok ? `Alt text of ${item.name} saved.` : answer.body.message);
  };
  const replace = async (file: File) => {
    const answer = await studioApi(`/assets/${item.name}`, { method: 'PUT', file });
    onMessage(answer.ok ? `${item.name} replaced.` : answer.body.message);
    await onChanged();
  };
  const remove = async () => {
    const answer = await studioApi(`/assets/${item.name}`, { method: 'DELETE' });
    onMessage(answer.ok ? `${item.name} deleted.` : answer.body.message);
    await onChanged();
  };
  return (
    <li className="rounded border p-2">
      {image ? (
        // biome-ignore lint/performance/noImgElement: the content service's file, shown in the studio
        <img src={`${item.url}?w=400`} alt="" className="mb-2 max-h-32" />
      ) : null}
      <p className="break-all font-medium">{item.name}</p>
      <p className="text-sm">
        {Math.ceil(item.size / 1024)} KB · {usedIn(item.usage)}
      </p>
      {image ? (
        <div className="mt-1">
          <label htmlFor={altId} className="block text-sm">
            Alt text
          </label>
          <input
            id={altId}
            className="w-full rounded border px-2 py-1"
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
          />
          <button
            type="button"
            className="mt-1 rounded border px-2 text-sm"
            onClick={() => (alt.trim() ? saveAlt() : onMessage(ALT_REQUIRED))}
          >
            Save alt text<span className="sr-only"> of {item.name}</span>
          </button>
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <label htmlFor={replaceId} className="cursor-pointer rounded border px-2 text-sm">
          Replace<span className="sr-only"> {item.name}</span>
        </label>
        <input
          id={replaceId}
          type="file"
          className="sr-only"
          onChange={(e) => e.target.files?.[0] && void replace(e.target.files[0])}
        />
        <button type="button" className="rounded border px-2 text-sm" onClick={remove}>
          Delete<span className="sr-only"> {item.name}</span>
        </button>
      </div>
    </li>
  );
}
