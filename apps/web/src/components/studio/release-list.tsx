'use client';
import { useCallback, useEffect, useId, useState } from 'react';
import { londonInputToTimestamp } from '../../lib/studio/london-input.ts';
import { studioApi } from './studio-api.ts';

type Release = { id: string; label: string; scheduledAt: string | null; status: string };
type Answer = { releases: Release[]; documents: { releaseId: string; documentId: string }[] };

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** Open releases with their documents; a publisher creates them, schedules, publishes or discards them. */
export function ReleaseList({ canPublish }: { canPublish: boolean }) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [label, setLabel] = useState('');
  const [time, setTime] = useState('');
  const [message, setMessage] = useState('');
  const labelId = useId();
  const timeId = useId();
  const refresh = useCallback(async () => {
    const result = await studioApi<Answer>('/releases');
    if (result.ok) setAnswer(result.body);
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const save = async (release: { id?: string; label: string; time: string }) => {
    const scheduledAt = release.time ? londonInputToTimestamp(release.time) : null;
    const result = await studioApi('/releases', {
      method: 'POST',
      json: { ...release, time: undefined, scheduledAt },
    });
    setMessage(
      result.ok
        ? `Release “${release.label}” saved${scheduledAt ? `; it publishes itself at ${release.time.replace('T', ' ')} (London time)` : ''}.`
        : result.body.message,
    );
    await refresh();
  };
  const act = async (path: string, method: string, done: string) => {
    const result = await studioApi(path, { method });
    setMessage(result.ok ? done : result.body.message);
    await refresh();
  };
  const open = answer?.releases.filter((release) => release.status === 'open') ?? [];
  return (
    <>
      <p role="status" aria-live="polite">
        {message}
      </p>
      {canPublish ? (
        <form
          className="my-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (label.trim()) void save({ label: label.trim(), time });
          }}
        >
          <label htmlFor={labelId}>
            Name
            <input
              id={labelId}
              required
              className="mt-1 block rounded border px-2 py-1"
              value={label}
              onChange={(e) => setLabel(e.target.value)}
            />
          </label>
          <label htmlFor={timeId}>
            Publish at (London time, optional)
            <input
              id={timeId}
              type="datetime-local"
              className="mt-1 block rounded border px-2 py-1"
              value={time}
              onChange={(e) => setTime(e.target.value)}
            />
          </label>
          <button type="submit" className="rounded bg-slate-800 px-3 py-1.5 text-white">
            Create the release
          </button>
        </form>
      ) : (
        <p>Only a publisher creates, schedules and publishes releases.</p>
      )}
      {open.length === 0 ? <p>No open releases.</p> : null}
      <ul>
        {open.map((release) => {
          const docs = answer?.documents.filter((d) => d.releaseId === release.id) ?? [];
          return (
            <li key={release.id} className="my-2 rounded border p-2">
              <p className="font-semibold">{release.label}</p>
              <p>
                {release.scheduledAt ? `Publishes itself at ${when(release.scheduledAt)}` : 'Not scheduled'}
              </p>
              <p>
                {docs.length} {docs.length === 1 ? 'document' : 'documents'}:{' '}
                {docs.map((d) => (
                  <a key={d.documentId} href={`/studio/documents/${d.documentId}`} className="mr-2 underline">
                    {d.documentId}
                  </a>
                ))}
              </p>
              {canPublish ? (
                <div className="mt-1 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="rounded border px-2"
                    onClick={() =>
                      act(`/releases/${release.id}/publish`, 'POST', `“${release.label}” published.`)
                    }
                  >
                    Publish now<span className="sr-only">: {release.label}</span>
                  </button>
                  {release.scheduledAt ? (
                    <button
                      type="button"
                      className="rounded border px-2"
                      onClick={() => save({ id: release.id, label: release.label, time: '' })}
                    >
                      Unschedule<span className="sr-only">: {release.label}</span>
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="rounded border px-2"
                    onClick={() => act(`/releases/${release.id}`, 'DELETE', `“${release.label}” discarded.`)}
                  >
                    Discard<span className="sr-only">: {release.label}</span>
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
