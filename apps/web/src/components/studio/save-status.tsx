'use client';
import type { SaveState } from './use-autosave.ts';

type Props = {
  state: SaveState;
  onRetry: () => void;
  onOverwrite: (currentVersionId: number | null) => void;
};

const TEXT: Record<SaveState['kind'], string> = {
  saved: 'All changes saved as a draft.',
  unsaved: 'Unsaved changes…',
  saving: 'Saving…',
  invalid: 'Not saved: some fields need attention.',
  failed: 'Not saved.',
  conflict: 'Not saved: someone else changed this document.',
};

/** What autosave is doing, always visible; a conflict or refusal says what to do next. */
export function SaveStatus({ state, onRetry, onOverwrite }: Props) {
  return (
    <div className="sticky top-0 z-10 my-2 border-b bg-white py-2">
      <p role="status" aria-live="polite" data-save-state={state.kind}>
        {TEXT[state.kind]}
      </p>
      {state.kind === 'invalid' ? (
        <ul role="alert" className="text-red-700">
          <li>{state.error.message}</li>
          {(state.error.fields ?? []).map((field) => (
            <li key={field.path}>
              {field.path}: {field.message}
            </li>
          ))}
        </ul>
      ) : null}
      {state.kind === 'failed' ? (
        <div role="alert" className="text-red-700">
          {state.message}{' '}
          <button type="button" className="underline" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : null}
      {state.kind === 'conflict' ? (
        <div role="alert" className="rounded border-2 border-red-700 p-3">
          <p className="font-semibold">{state.message}</p>
          <p>Load their version to see it (your changes here are lost), or keep yours and replace theirs.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="rounded border px-2 py-1"
              onClick={() => window.location.reload()}
            >
              Load their version
            </button>
            <button
              type="button"
              className="rounded border px-2 py-1"
              onClick={() => onOverwrite(state.currentVersionId)}
            >
              Keep mine and replace theirs
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
