'use client';
import { useEffect, useState } from 'react';
import { missingAltPaths } from '../../lib/studio/missing-alt.ts';
import { canPublish, type StudioRole } from '../../lib/studio/studio-role.ts';
import { studioApi } from './studio-api.ts';
import type { DraftContent } from './use-autosave.ts';

type Props = {
  role: StudioRole;
  documentId: string | null;
  published: boolean;
  content: DraftContent;
  type: string;
  lang: string;
  /** Saves what is not saved yet; false when it could not be. */
  flush: () => Promise<boolean>;
};

type Release = { id: string; label: string; scheduledAt: string | null; status: string };

/** Preview for everyone; publish, unpublish and releases for publishers. */
export function PublishBar({ role, documentId, published, content, type, lang, flush }: Props) {
  const [message, setMessage] = useState('');
  const [isPublished, setPublished] = useState(published);
  const [releases, setReleases] = useState<Release[]>([]);
  const [release, setRelease] = useState('');
  const publisher = canPublish(role);
  useEffect(() => {
    if (!publisher) return;
    void studioApi<{ releases: Release[] }>('/releases').then((answer) => {
      if (answer.ok) setReleases(answer.body.releases.filter((r) => r.status === 'open'));
    });
  }, [publisher]);
  if (!documentId)
    return <p className="my-2 text-slate-700">Type something to start: the draft saves itself.</p>;

  const act = async (work: () => Promise<string>) => {
    setMessage('Working…');
    if (!(await flush())) return setMessage('Save the draft first (see above).');
    setMessage(await work());
  };
  const preview = () =>
    act(async () => {
      const answer = await studioApi<{ previewUrl: string }>('/previews', {
        method: 'POST',
        json: { documentId },
      });
      if (!answer.ok) return answer.body.message;
      window.open(answer.body.previewUrl, '_blank', 'noopener');
      return 'The preview opened in a new tab.';
    });
  const publish = () =>
    act(async () => {
      const missing = missingAltPaths(content.data);
      if (missing.length > 0) return `Add alt text to every image before publishing (${missing.join(', ')}).`;
      const answer = await studioApi('/publish', { method: 'POST', json: { documentIds: [documentId] } });
      if (answer.ok || answer.status === 404) setPublished(true);
      return answer.ok
        ? 'Published: the site shows it within seconds.'
        : answer.status === 404
          ? 'Nothing new to publish.'
          : answer.body.message;
    });
  const unpublish = () =>
    act(async () => {
      const answer = await studioApi('/unpublish', { method: 'POST', json: { documentIds: [documentId] } });
      if (answer.ok) setPublished(false);
      return answer.ok ? 'Taken off the site.' : answer.body.message;
    });
  const addToRelease = () =>
    act(async () => {
      const answer = await studioApi(`/releases/${release}/documents/${documentId}`, {
        method: 'PUT',
        json: { type, lang, ...content },
      });
      const label = releases.find((r) => r.id === release)?.label;
      return answer.ok ? `Added to the release “${label}”.` : answer.body.message;
    });

  return (
    <div className="my-3 flex flex-wrap items-center gap-2">
      <button type="button" className="rounded border px-3 py-1" onClick={preview}>
        Preview on the site
      </button>
      {publisher ? (
        <>
          <button type="button" className="rounded bg-green-800 px-3 py-1 text-white" onClick={publish}>
            Publish
          </button>
          {isPublished ? (
            <button type="button" className="rounded border px-3 py-1" onClick={unpublish}>
              Unpublish
            </button>
          ) : null}
          {releases.length > 0 ? (
            <span className="flex items-center gap-1">
              <label>
                Release{' '}
                <select
                  className="rounded border px-1 py-1"
                  value={release}
                  onChange={(e) => setRelease(e.target.value)}
                >
                  <option value="">(choose)</option>
                  {releases.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.label}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="rounded border px-3 py-1"
                disabled={!release}
                onClick={addToRelease}
              >
                Add to the release
              </button>
            </span>
          ) : null}
        </>
      ) : (
        <span className="text-slate-700">A publisher publishes your changes.</span>
      )}
      <a className="underline" href={`/studio/documents/${documentId}/history`}>
        History
      </a>
      <p role="status" aria-live="polite" className="w-full">
        {message}
      </p>
    </div>
  );
}
