'use client';
import { useEffect, useId, useState } from 'react';
import { studioApi } from './studio-api.ts';

export type PickedDocument = {
  id: string;
  type: string;
  uid: string | null;
  lang: string;
  title: string | null;
};

/** Search documents by title or uid and pick one (optionally only of some types). */
export function DocumentPicker({
  onPick,
  types,
}: {
  onPick: (doc: PickedDocument) => void;
  types?: readonly string[];
}) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PickedDocument[]>([]);
  const inputId = useId();
  useEffect(() => {
    const timer = setTimeout(async () => {
      const answer = await studioApi<{ documents: PickedDocument[] }>(
        `/documents?limit=20&sort=title&q=${encodeURIComponent(query)}`,
      );
      if (answer.ok)
        setResults(answer.body.documents.filter((doc) => !types?.length || types.includes(doc.type)));
    }, 250);
    return () => clearTimeout(timer);
  }, [query, types]);
  return (
    <div className="mt-2">
      <label htmlFor={inputId} className="block">
        Find a page by title or address
      </label>
      <input
        id={inputId}
        type="search"
        className="block w-full rounded border border-slate-400 px-2 py-1"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="mt-1 max-h-48 overflow-auto">
        {results.map((doc) => (
          <li key={doc.id}>
            <button type="button" className="w-full text-left underline" onClick={() => onPick(doc)}>
              {doc.title || doc.uid || doc.id}{' '}
              <span className="text-sm text-slate-600">
                ({doc.type}
                {doc.uid ? `, ${doc.uid}` : ''})
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
