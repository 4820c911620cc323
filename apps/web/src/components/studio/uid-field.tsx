'use client';
import { useEffect, useId, useState } from 'react';
import { studioApi } from './studio-api.ts';

type Props = {
  type: string;
  lang: string;
  documentId: string | null;
  value: string | null;
  onChange: (uid: string | null) => void;
};

const UID_PATTERN = /^[a-z0-9][a-z0-9-_]*$/;

/** The document's address part, checked for format and for uniqueness among its type as it is typed. */
export function UidField({ type, lang, documentId, value, onChange }: Props) {
  const inputId = useId();
  const hintId = useId();
  const [check, setCheck] = useState<{ uid: string; available: boolean } | null>(null);
  const uid = value ?? '';
  const wellFormed = uid === '' || UID_PATTERN.test(uid);
  useEffect(() => {
    if (!uid || !UID_PATTERN.test(uid)) return;
    const timer = setTimeout(async () => {
      const query = new URLSearchParams({ type, lang, uid, ...(documentId ? { documentId } : {}) });
      const answer = await studioApi<{ available: boolean }>(`/uid-check?${query}`);
      if (answer.ok) setCheck({ uid, available: answer.body.available });
    }, 300);
    return () => clearTimeout(timer);
  }, [uid, type, lang, documentId]);
  const taken = check?.uid === uid && !check.available;
  const message = !wellFormed
    ? 'Use lower-case letters, digits, - and _ only, starting with a letter or digit.'
    : taken
      ? `Another ${type} already has the address “${uid}”.`
      : check?.uid === uid
        ? 'This address is free.'
        : '';
  return (
    <div className="mb-4">
      <label htmlFor={inputId} className="block font-medium">
        Address (uid)
      </label>
      <input
        id={inputId}
        className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5"
        value={uid}
        aria-invalid={!wellFormed || taken}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      />
      <p
        id={hintId}
        aria-live="polite"
        className={!wellFormed || taken ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
      >
        {message}
      </p>
    </div>
  );
}
