'use client';
import { diffWords } from 'diff';
import { useState } from 'react';
import { plainText } from '../../lib/studio/document-form.ts';
import { studioApi } from './studio-api.ts';

type Version = { id: number; uid: string | null; data: Record<string, unknown> };
type Props = { documentId: string; headVersionId: number | null; versions: { id: number; when: string }[] };
type FieldDiff = { field: string; parts: ReturnType<typeof diffWords> };

/** The fields that differ between two versions, word by word. */
function compare(older: Version, newer: Version): FieldDiff[] {
  const fields = new Set(['uid', ...Object.keys(older.data), ...Object.keys(newer.data)]);
  const text = (v: Version, field: string) => (field === 'uid' ? (v.uid ?? '') : plainText(v.data[field]));
  return [...fields]
    .filter((field) => text(older, field) !== text(newer, field))
    .map((field) => ({ field, parts: diffWords(text(older, field), text(newer, field)) }));
}

/** Each part of a diff keyed by where it starts in the old and new text. */
function keyed(parts: FieldDiff['parts']) {
  let [before, after] = [0, 0];
  return parts.map((part) => {
    const key = `${before}-${after}-${part.added ? 'a' : part.removed ? 'r' : 'k'}`;
    if (!part.added) before += part.value.length;
    if (!part.removed) after += part.value.length;
    return { key, part };
  });
}

/** Pick an older version, see what changed since in words, and restore it as the draft. */
export function VersionHistory({ documentId, headVersionId, versions }: Props) {
  const [diff, setDiff] = useState<{ versionId: number; fields: FieldDiff[] } | null>(null);
  const [message, setMessage] = useState('');
  const load = async (versionId: number) =>
    studioApi<Version>(`/documents/${documentId}/versions/${versionId}`).then((a) => (a.ok ? a.body : null));
  const show = async (versionId: number) => {
    const [older, current] = await Promise.all([load(versionId), headVersionId ? load(headVersionId) : null]);
    if (older && current) setDiff({ versionId, fields: compare(older, current) });
  };
  const restore = async (versionId: number) => {
    const answer = await studioApi(`/documents/${documentId}/restore`, {
      method: 'POST',
      json: { versionId, baseVersionId: headVersionId },
    });
    if (answer.ok) window.location.assign(`/studio/documents/${documentId}`);
    else setMessage(answer.body.message);
  };
  return (
    <section aria-labelledby="versions-heading" className="mt-6">
      <h2 id="versions-heading" className="text-xl font-semibold">
        Versions
      </h2>
      <p role="status" aria-live="polite" className="text-red-700">
        {message}
      </p>
      <ol>
        {versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center gap-2 border-b py-1">
            <span className="mr-auto">
              Version {version.id}, {version.when}
              {version.id === headVersionId ? ' (current)' : ''}
            </span>
            {version.id === headVersionId ? null : (
              <>
                <button type="button" className="rounded border px-2" onClick={() => show(version.id)}>
                  Compare with current<span className="sr-only">: version {version.id}</span>
                </button>
                <button type="button" className="rounded border px-2" onClick={() => restore(version.id)}>
                  Restore<span className="sr-only"> version {version.id}</span>
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
      {diff ? (
        <div className="mt-4" aria-live="polite">
          <h3 className="font-semibold">Changes from version {diff.versionId} to the current one</h3>
          {diff.fields.length === 0 ? <p>No differences.</p> : null}
          <dl>
            {diff.fields.map(({ field, parts }) => (
              <div key={field} className="my-2">
                <dt className="font-medium">{field}</dt>
                <dd className="whitespace-pre-wrap">
                  {keyed(parts).map(({ key, part }) =>
                    part.added ? (
                      <ins key={key} className="bg-green-100">
                        {part.value}
                      </ins>
                    ) : part.removed ? (
                      <del key={key} className="bg-red-100">
                        {part.value}
                      </del>
                    ) : (
                      <span key={key}>{part.value}</span>
                    ),
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
