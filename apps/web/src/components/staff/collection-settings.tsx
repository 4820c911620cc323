'use client';
import type { StaffCollection } from '@society/contract/staff-imports';
import { type FormEvent, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { formErrorsFrom } from '../../lib/auth/form-errors.ts';
import { controlClass } from '../forms/field-frame.tsx';
import { button } from '../member/ui.ts';

/** One collection's settings: title, who may see it, hidden or published. */
function CollectionRow({ collection, onChange }: { collection: StaffCollection; onChange: () => void }) {
  const [title, setTitle] = useState(collection.title);
  const [access, setAccess] = useState(collection.access);
  const [state, setState] = useState(collection.state);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const id = `collection-${collection.uid}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved('');
    if (!title.trim()) return setError('Enter a title.');
    setError('');
    try {
      await browserBackend()('PATCH', `/api/staff/collections/${collection.uid}`, { title, access, state });
      setSaved(
        state === 'published' ? 'Saved; the collection is published.' : 'Saved; the collection is hidden.',
      );
      onChange();
    } catch (failure) {
      const found = formErrorsFrom(failure, ['title']);
      setError(found.fields.title ?? found.summary ?? 'The settings could not be saved.');
    }
  }

  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4">
      <form
        onSubmit={save}
        aria-label={`Settings of ${collection.uid}`}
        className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <div>
          <label htmlFor={`${id}-title`} className="block text-sm font-semibold">
            Title of {collection.uid}
          </label>
          <input
            id={`${id}-title`}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-access`} className="block text-sm font-semibold">
            Who may see it
          </label>
          <select
            id={`${id}-access`}
            value={access}
            onChange={(event) => setAccess(event.target.value as typeof access)}
            className={controlClass}
          >
            <option value="public">Everyone</option>
            <option value="members">Members only</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-state`} className="block text-sm font-semibold">
            State
          </label>
          <select
            id={`${id}-state`}
            value={state}
            onChange={(event) => setState(event.target.value as typeof state)}
            className={controlClass}
          >
            <option value="hidden">Hidden (staff only)</option>
            <option value="published">Published</option>
          </select>
        </div>
        <button type="submit" className={button.secondary}>
          Save
        </button>
      </form>
      <p className="mt-2 text-sm text-stone-600">
        {collection.recordCount.toLocaleString('en-GB')} records,{' '}
        {collection.personCount.toLocaleString('en-GB')} people,{' '}
        {collection.imageCount.toLocaleString('en-GB')} images.
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <p role="status" className="mt-1 text-sm text-teal-900">
        {saved}
      </p>
    </li>
  );
}

/** Every collection with its settings, hidden ones first. */
export function CollectionSettings({
  collections,
  onChange,
}: {
  collections: StaffCollection[];
  onChange: () => void;
}) {
  if (collections.length === 0) return <p>There are no collections yet.</p>;
  return (
    <ul className="space-y-3">
      {collections.map((collection) => (
        <CollectionRow
          key={`${collection.uid}-${collection.title}-${collection.access}-${collection.state}`}
          collection={collection}
          onChange={onChange}
        />
      ))}
    </ul>
  );
}
