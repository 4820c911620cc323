'use client';
import { type ChangeEvent, useRef, useState } from 'react';
import { TextField } from '../forms/text-field.tsx';

/** Fewer letters than this are too many places to suggest. */
const MIN_LETTERS = 2;

/** "Northfield St Mary, Kent": the place, then the places it lies within, its country left out. */
const written = (place: { name: string; parents: { name: string; kind: string }[] }) =>
  [place.name, ...place.parents.filter((p) => p.kind !== 'country').map((p) => p.name)].join(', ');

/**
 * The search's place, with suggestions as you type that show where each place lies ("Northfield St
 * Mary, Kent"): a native datalist, so the browser announces and picks them, and without JavaScript
 * it is a plain text field. Any place the text names counts, with the places within it.
 */
export function PlaceField({ id, defaultValue }: { id: string; defaultValue: string }) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const latest = useRef('');

  async function suggest(event: ChangeEvent<HTMLInputElement>) {
    const text = event.currentTarget.value.trim();
    latest.current = text;
    if (text.replace(/[^\p{L}]/gu, '').length < MIN_LETTERS || text.length > 80) return;
    try {
      const response = await fetch(`/api/places?name=${encodeURIComponent(text)}`, {
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) return;
      const { placeLookupSchema } = await import('@society/record-search/answer');
      const answer = placeLookupSchema.parse(await response.json());
      // An older answer arriving after a newer one is dropped.
      if (latest.current === text) setSuggestions([...new Set(answer.places.map(written))]);
    } catch {
      // Suggestions are a help: without them the field still searches what was typed.
    }
  }

  return (
    <>
      <TextField
        id={id}
        name="place"
        label="Place"
        hint="A parish, town or county, or part of its name; places within it count too."
        defaultValue={defaultValue}
        autoComplete="off"
        list={`${id}-suggestions`}
        onChange={suggest}
      />
      <datalist id={`${id}-suggestions`}>
        {suggestions.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
    </>
  );
}
