'use client';
import { type FormEvent, useId } from 'react';
import { focusOnMount } from './focus.ts';
import { button, input } from './ui.ts';

type RenameFormProps = {
  current: string;
  busy: boolean;
  onRename: (name: string) => void;
  onCancel: () => void;
};

/** The inline "new name" form of a reading list or a saved search; it takes focus when it opens. */
export function RenameForm({ current, busy, onRename, onCancel }: RenameFormProps) {
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onRename(String(new FormData(event.currentTarget).get('name') ?? '').trim());
  }
  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      className="mt-3 flex flex-wrap items-end gap-2"
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
          New name for “{current}”
        </label>
        <input
          ref={focusOnMount}
          id={id}
          name="name"
          defaultValue={current}
          required
          maxLength={200}
          className={`${input} mt-1`}
        />
      </div>
      <button type="submit" aria-disabled={busy || undefined} className={button.primary}>
        Save name
      </button>
      <button type="button" onClick={onCancel} className={button.secondary}>
        Cancel
      </button>
    </form>
  );
}
