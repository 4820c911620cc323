import type { GedcomName, WrittenName } from '@society/gedcom';
import { MAX_NAME_LENGTH } from '../../intern-names.ts';

/** A name occurrence's two names, as the dictionary will intern them. */
export type NameParts = { surname: string | null; forename: string | null };
export type Warn = (line: number, message: string) => void;

/** A written name as one text, the surname between slashes (no slash is left in the words). */
export const writtenNameText = ({ before, surname, after }: WrittenName): string =>
  [before, surname === '' ? '' : `/${surname}/`, after].filter(Boolean).join(' ');

/**
 * A name the dictionary can index: at most MAX_NAME_LENGTH characters, cut at a word boundary when
 * there is one (`warn` says so), so an overlong name still finds its person.
 */
function indexable(name: string | null, line: number, warn: Warn): string | null {
  if (name === null || name.length <= MAX_NAME_LENGTH) return name;
  const cut = name.slice(0, MAX_NAME_LENGTH + 1);
  const atWord = cut.lastIndexOf(' ');
  const short = (atWord > 0 ? cut.slice(0, atWord) : cut.slice(0, MAX_NAME_LENGTH)).trim();
  warn(
    line,
    `Name "${short.slice(0, 40)}…" is longer than ${MAX_NAME_LENGTH} characters; indexed as its first ${short.length}.`,
  );
  return short;
}

/** The name occurrences of a person's names: the pieces, and the surname with its prefix too ("van Gogh" and "Gogh"). */
export function nameParts(names: GedcomName[], line: number, warn: Warn): NameParts[] {
  const parts: NameParts[] = [];
  for (const name of names) {
    const forename = indexable(name.given ?? (name.surname === null ? name.full : null), line, warn);
    const surname = indexable(name.surname, line, warn);
    parts.push({ surname, forename });
    const prefixed = name.written.surname;
    if (name.surnamePrefix !== null && prefixed !== '' && prefixed !== name.surname)
      parts.push({ surname: indexable(prefixed, line, warn), forename });
  }
  return parts;
}
