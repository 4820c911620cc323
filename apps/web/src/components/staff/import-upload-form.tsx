'use client';
import type { ImportJob, StaffCollection, StaffImportKind } from '@society/contract/staff-imports';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, browserBackend } from '../../lib/auth/backend-fetch.ts';
import { formErrorsFrom } from '../../lib/auth/form-errors.ts';
import { PROXIED_BODY_LIMIT } from '../../lib/request-guards.ts';
import { percentDone, UPLOAD_KINDS } from '../../lib/staff/import-kinds.ts';
import { uploadWithProgress } from '../../lib/staff/upload-with-progress.ts';
import { controlClass } from '../forms/field-frame.tsx';
import { FormMessage } from '../forms/form-message.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { TextAreaField } from '../forms/text-area-field.tsx';
import { TextField } from '../forms/text-field.tsx';

const FIELDS = ['collection', 'title', 'mapping', 'submitter', 'file', 'kind'] as const;
const LIMIT_MB = PROXIED_BODY_LIMIT / 1024 / 1024;
const POLL_MS = 500;

const warningsText = (count: number) =>
  count === 0 ? '' : ` with ${count.toLocaleString('en-GB')} ${count === 1 ? 'warning' : 'warnings'}`;

type Progress = { file: string; sent: number; total: number; job: ImportJob | null };

/**
 * Staff upload a file for import: the upload's progress from the browser, then the job's
 * processing progress read from the api until it has finished. `onChange` refreshes the history.
 */
export function ImportUploadForm({
  collections,
  onChange,
}: {
  collections: StaffCollection[];
  onChange: () => void;
}) {
  const [kind, setKind] = useState<StaffImportKind>('gedcom');
  const [collection, setCollection] = useState('');
  const [title, setTitle] = useState('');
  const [access, setAccess] = useState<'public' | 'members'>('public');
  const [mapping, setMapping] = useState('');
  const [submitter, setSubmitter] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [progress, setProgress] = useState<Progress | null>(null);
  const listId = useId();
  const chosen = UPLOAD_KINDS.find((entry) => entry.kind === kind)!;

  async function follow(job: ImportJob, file: string): Promise<ImportJob> {
    let current = job;
    while (current.status === 'queued' || current.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const { importJobSchema } = await import('@society/contract/staff-imports');
      try {
        current = importJobSchema.parse(await browserBackend()('GET', `/api/staff/imports/${job.id}`));
      } catch (failure) {
        // The server restarting (no answer, or a 5xx) is waited out: the job itself is kept.
        if (failure instanceof ApiError && failure.status > 0 && failure.status < 500) throw failure;
        continue;
      }
      setProgress((value) =>
        value ? { ...value, job: current } : { file, sent: 0, total: 0, job: current },
      );
    }
    return current;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (progress) return;
    setDone('');
    setSummary(null);
    const problems: Record<string, string> = {};
    if (files.length === 0) problems.file = 'Choose a file to upload.';
    const tooBig = files.find((file) => file.size > PROXIED_BODY_LIMIT);
    if (tooBig)
      problems.file = `${tooBig.name} is larger than ${LIMIT_MB} MB, the most the site accepts; an operator can import it with npm run import.`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(collection))
      problems.collection =
        'Enter the collection’s short name: lower-case letters and digits joined by hyphens.';
    if (kind === 'records' && !mapping.trim()) problems.mapping = 'A record set needs its column mapping.';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const results: string[] = [];
    try {
      for (const file of files) {
        const query = new URLSearchParams({ kind, collection, fileName: file.name });
        if (title.trim()) query.set('title', title.trim());
        query.set('access', access);
        if (kind === 'records') query.set('mapping', mapping);
        if (kind === 'gedcom' && submitter.trim()) query.set('submitter', submitter.trim());
        setProgress({ file: file.name, sent: 0, total: file.size, job: null });
        const { importJobSchema } = await import('@society/contract/staff-imports');
        const queued = importJobSchema.parse(
          await uploadWithProgress(
            `/api/staff/imports?${query}`,
            file,
            chosen.contentType(file),
            (sent, total) =>
              setProgress((value) => ({ file: file.name, sent, total, job: value?.job ?? null })),
          ),
        );
        onChange();
        const finished = await follow(queued, file.name);
        results.push(
          finished.status === 'done'
            ? `${file.name} is imported${warningsText(finished.warningCount)}.`
            : `${file.name} was not imported: ${finished.error ?? 'the import failed'}.`,
        );
      }
      setDone(results.join(' '));
      setFiles([]);
    } catch (failure) {
      const found = formErrorsFrom(failure, FIELDS);
      setErrors(found.fields);
      setSummary(found.summary ?? 'Please correct the fields marked below.');
    } finally {
      setProgress(null);
      onChange();
    }
  }

  const job = progress?.job;
  const processing = job ? percentDone(job.progress.done, job.progress.total) : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Upload for import">
      <FormMessage tone="error">{summary}</FormMessage>
      <FormMessage tone="success">{done}</FormMessage>
      <fieldset>
        <legend className="font-semibold text-stone-900">What are you uploading?</legend>
        <div className="mt-2 space-y-2">
          {UPLOAD_KINDS.map((entry) => (
            <label key={entry.kind} className="flex items-center gap-3">
              <input
                type="radio"
                name="kind"
                value={entry.kind}
                checked={kind === entry.kind}
                onChange={() => setKind(entry.kind)}
                className="size-5 accent-violet-800"
              />
              {entry.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="import-collection"
          name="collection"
          label="Collection (short name)"
          hint={
            kind === 'images'
              ? 'An existing collection.'
              : 'A new name makes a new collection, hidden until you publish it.'
          }
          list={listId}
          autoComplete="off"
          value={collection}
          onChange={(event) => setCollection(event.target.value.trim())}
          error={errors.collection}
        />
        <datalist id={listId}>
          {collections.map((entry) => (
            <option key={entry.uid} value={entry.uid}>
              {entry.title}
            </option>
          ))}
        </datalist>
        <TextField
          id="import-title"
          name="title"
          label={kind === 'images' ? 'Image title' : 'Title'}
          hint={
            kind === 'images' ? 'What the image shows.' : 'The collection’s title as visitors will see it.'
          }
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
        />
      </div>
      <div>
        <label htmlFor="import-access" className="block font-semibold text-stone-900">
          Who may see it once published
        </label>
        <select
          id="import-access"
          name="access"
          value={access}
          onChange={(event) => setAccess(event.target.value as 'public' | 'members')}
          className={`${controlClass} sm:w-72`}
        >
          <option value="public">Everyone</option>
          <option value="members">Members only</option>
        </select>
      </div>
      {kind === 'records' ? (
        <TextAreaField
          id="import-mapping"
          name="mapping"
          label="Column mapping (YAML or JSON)"
          hint="Which CSV columns hold the record type, names, year and place."
          rows={6}
          value={mapping}
          onChange={(event) => setMapping(event.target.value)}
          error={errors.mapping}
        />
      ) : null}
      {kind === 'gedcom' ? (
        <TextField
          id="import-submitter"
          name="submitter"
          type="email"
          label="Submitted by (e-mail address, optional)"
          hint="The member who gave the tree sees its living people."
          value={submitter}
          onChange={(event) => setSubmitter(event.target.value)}
          error={errors.submitter}
        />
      ) : null}
      <TextField
        id="import-file"
        name="file"
        type="file"
        label={kind === 'images' ? 'Image files' : 'File'}
        hint={`At most ${LIMIT_MB} MB per file.`}
        accept={chosen.accept}
        multiple={kind === 'images'}
        onChange={(event) => setFiles([...(event.target.files ?? [])])}
        error={errors.file}
      />
      {progress ? (
        <div className="space-y-3 rounded-md border border-stone-300 bg-stone-50 p-4">
          <p className="font-semibold">{progress.file}</p>
          <label className="block">
            <span className="text-sm">
              Upload: {progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0}%
            </span>
            <progress className="mt-1 block h-3 w-full" max={progress.total || 1} value={progress.sent} />
          </label>
          <label className="block">
            <span className="text-sm">
              Processing:{' '}
              {job
                ? `${job.progress.phase}${processing === null ? '' : ` ${processing}%`}`
                : 'waiting for the upload'}
            </span>
            <progress
              className="mt-1 block h-3 w-full"
              max={100}
              {...(processing === null ? {} : { value: processing })}
            />
          </label>
        </div>
      ) : null}
      <SubmitButton busy={progress !== null}>{progress ? 'Importing…' : 'Upload and import'}</SubmitButton>
    </form>
  );
}
