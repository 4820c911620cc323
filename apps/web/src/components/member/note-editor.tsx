'use client';
import { type FormEvent, useId, useState } from 'react';
import { button, input } from './ui.ts';

type NoteEditorProps = {
  note: string;
  /** What the note is about, for the field's label ("Note on …"). */
  subject: string;
  busy: boolean;
  onSave: (note: string) => Promise<boolean>;
};

/** A note shown as text, with an Edit button that swaps in a labelled text area. */
export function NoteEditor({ note, subject, busy, onSave }: NoteEditorProps) {
  const [editing, setEditing] = useState(false);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('note') ?? '');
    if (await onSave(value)) setEditing(false);
  }

  if (!editing) {
    return (
      <div className="mt-2 flex flex-wrap items-start gap-3">
        {note ? <p className="flex-1 whitespace-pre-line text-stone-700">{note}</p> : null}
        <button type="button" onClick={() => setEditing(true)} className={button.secondary}>
          {note ? 'Edit note' : 'Add a note'}
          <span className="sr-only"> on {subject}</span>
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="mt-2 space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        Note on {subject}
      </label>
      <textarea id={id} name="note" defaultValue={note} maxLength={2000} rows={3} className={input} />
      <div className="flex gap-2">
        <button type="submit" aria-disabled={busy || undefined} className={button.primary}>
          Save note
        </button>
        <button type="button" onClick={() => setEditing(false)} className={button.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}
