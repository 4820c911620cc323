'use client';
import { type FormEvent, useId, useRef, useState } from 'react';
import { focusOnMount } from './focus.ts';
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
  /** Set once the editor has been open, so its button takes focus back when it closes. */
  const returnFocus = useRef(false);
  const id = useId();

  function close() {
    returnFocus.current = true;
    setEditing(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('note') ?? '');
    if (await onSave(value)) close();
  }

  if (!editing) {
    return (
      <div className="mt-2 flex flex-wrap items-start gap-3">
        {note ? <p className="flex-1 whitespace-pre-line text-stone-700">{note}</p> : null}
        <button
          ref={returnFocus.current ? focusOnMount : undefined}
          type="button"
          onClick={() => setEditing(true)}
          className={button.secondary}
        >
          {note ? 'Edit note' : 'Add a note'}
          <span className="sr-only"> on {subject}</span>
        </button>
      </div>
    );
  }
  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && close()}
      className="mt-2 space-y-2"
    >
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        Note on {subject}
      </label>
      <textarea
        ref={focusOnMount}
        id={id}
        name="note"
        defaultValue={note}
        maxLength={2000}
        rows={3}
        className={input}
      />
      <div className="flex gap-2">
        <button type="submit" aria-disabled={busy || undefined} className={button.primary}>
          Save note
        </button>
        <button type="button" onClick={close} className={button.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}
