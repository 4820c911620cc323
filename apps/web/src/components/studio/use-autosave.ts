'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type StudioError, studioApi } from './studio-api.ts';

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'invalid'; error: StudioError }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; message: string; currentVersionId: number | null };

export type DraftContent = { uid: string | null; data: Record<string, unknown> };

type Options = {
  documentId: string | null;
  type: string;
  lang: string;
  baseVersionId: number | null;
  onCreated: (id: string) => void;
};

const AUTOSAVE_DELAY_MS = 1000;

/**
 * Saves the draft a moment after each change, from the version it started from: a save on top of
 * someone else's later save comes back as a conflict for the editor to settle, never overwriting.
 */
export function useAutosave(content: DraftContent, options: Options) {
  const [state, setStateValue] = useState<SaveState>({ kind: 'saved' });
  const stateRef = useRef(state);
  const setState = useCallback((next: SaveState) => {
    stateRef.current = next;
    setStateValue(next);
  }, []);
  const base = useRef(options.baseVersionId);
  const id = useRef(options.documentId);
  const latest = useRef(content);
  const first = useRef(true);
  latest.current = content;

  const save = useCallback(
    async (overwrite?: number | null): Promise<boolean> => {
      if (overwrite !== undefined) base.current = overwrite;
      setState({ kind: 'saving' });
      const body = { type: options.type, lang: options.lang, ...latest.current, baseVersionId: base.current };
      const answer = id.current
        ? await studioApi<{ id: string; versionId: number }>(`/documents/${id.current}/draft`, {
            method: 'PUT',
            json: body,
          })
        : await studioApi<{ id: string; versionId: number }>('/documents', { method: 'POST', json: body });
      if (answer.ok) {
        base.current = answer.body.versionId;
        if (!id.current) {
          id.current = answer.body.id;
          options.onCreated(answer.body.id);
        }
        // A change made while saving is saved by its own timer.
        const unchanged = latest.current.data === body.data && latest.current.uid === body.uid;
        setState(unchanged ? { kind: 'saved' } : { kind: 'unsaved' });
        return true;
      }
      if (answer.status === 409)
        setState({
          kind: 'conflict',
          message: answer.body.message,
          currentVersionId: (answer.body.currentVersionId as number | null) ?? null,
        });
      else if (answer.status === 422) setState({ kind: 'invalid', error: answer.body });
      else setState({ kind: 'failed', message: answer.body.message });
      return false;
    },
    [options, setState],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new content starts the autosave timer again
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (stateRef.current.kind === 'conflict') return;
    setState({ kind: 'unsaved' });
    const timer = setTimeout(() => {
      if (stateRef.current.kind !== 'conflict') void save();
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [content, save, setState]);

  return { state, save, documentId: () => id.current, versionId: () => base.current };
}
