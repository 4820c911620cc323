'use client';
import type { ImportJob } from '@society/contract/staff-imports';
import { useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { formErrorsFrom } from '../../lib/auth/form-errors.ts';
import { KIND_LABELS, percentDone } from '../../lib/staff/import-kinds.ts';
import { button } from '../member/ui.ts';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
const cell = 'px-3 py-2 text-left align-top';

const STATUS: Record<ImportJob['status'], string> = {
  queued: 'Waiting',
  running: 'Importing',
  done: 'Imported',
  failed: 'Failed',
  removed: 'Removed',
};

function counts(job: ImportJob): string {
  const parts = [
    [job.records, 'record', 'records'],
    [job.people, 'person', 'people'],
    [job.families, 'family', 'families'],
    [job.images, 'image', 'images'],
  ] as const;
  const shown = parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`);
  return shown.length > 0 ? shown.join(', ') : '–';
}

/** Every upload, newest first: who, when, which file, the outcome, warnings by line; finished ones can be removed. */
export function ImportHistory({ jobs, onChange }: { jobs: ImportJob[]; onChange: () => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  async function remove(job: ImportJob) {
    const what = job.status === 'done' ? `its ${counts(job)}` : 'its entry';
    if (!window.confirm(`Remove the import of ${job.fileName} and ${what}? This cannot be undone.`)) return;
    setError('');
    try {
      await browserBackend()('DELETE', `/api/staff/imports/${job.id}`);
      setMessage(`The import of ${job.fileName} is removed.`);
      onChange();
    } catch (failure) {
      const found = formErrorsFrom(failure, []);
      setError(found.summary ?? 'The import could not be removed.');
    }
  }

  return (
    <div>
      {error ? (
        <p role="alert" className="mb-3 text-red-800">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {message}
      </p>
      {jobs.length === 0 ? (
        <p>Nothing has been uploaded yet.</p>
      ) : (
        // `relative`: the headers' screen-reader-only text is positioned, and would otherwise be
        // placed past the scrolled box and widen the page.
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Imports, newest first</caption>
            <thead className="border-b border-stone-300">
              <tr>
                {['File', 'Uploaded', 'Collection', 'Outcome', 'Warnings', ''].map((label, index) => (
                  <th key={label || index} scope="col" className={cell}>
                    {label || <span className="sr-only">Actions</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {jobs.map((job) => {
                const percent = percentDone(job.progress.done, job.progress.total);
                return (
                  <tr key={job.id}>
                    <th scope="row" className={`${cell} font-medium break-all`}>
                      {job.fileName}
                      <span className="block font-normal text-stone-600">{KIND_LABELS[job.kind]}</span>
                    </th>
                    <td className={cell}>
                      <time dateTime={job.createdAt}>{when.format(new Date(job.createdAt))}</time>
                      <span className="block text-stone-600 break-all">{job.startedBy}</span>
                    </td>
                    <td className={cell}>{job.collection ?? '–'}</td>
                    <td className={cell}>
                      <span className="font-medium">{STATUS[job.status]}</span>
                      {job.status === 'running' ? (
                        <span className="block">
                          {job.progress.phase}
                          {percent === null ? '' : ` ${percent}%`}
                        </span>
                      ) : null}
                      {job.status === 'done' || job.status === 'removed' ? (
                        <span className="block">{counts(job)}</span>
                      ) : null}
                      {job.error ? <span className="block text-red-800">{job.error}</span> : null}
                      {job.attempts > 1 ? (
                        <span className="block text-stone-600">
                          Restarted after the server stopped ({job.attempts} attempts).
                        </span>
                      ) : null}
                    </td>
                    <td className={cell}>
                      {job.warningCount === 0 ? (
                        'None'
                      ) : (
                        <details>
                          <summary className="cursor-pointer">
                            {job.warningCount.toLocaleString('en-GB')}
                          </summary>
                          <ul className="mt-1 list-disc space-y-1 pl-5">
                            {job.warnings.map((warning) => (
                              <li key={`${warning.line}-${warning.message}`}>
                                {warning.line === null ? '' : `Line ${warning.line}: `}
                                {warning.message}
                                {warning.more ? ` (and ${warning.more} more like it)` : ''}
                              </li>
                            ))}
                          </ul>
                        </details>
                      )}
                    </td>
                    <td className={cell}>
                      {job.status === 'done' || job.status === 'failed' ? (
                        <button
                          type="button"
                          className={button.danger}
                          onClick={() => remove(job)}
                          aria-label={`Remove the import of ${job.fileName}`}
                        >
                          Remove
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
