/** Letters (any script), combining marks, spaces, apostrophes, hyphens and full stops. */
const NAME_PATTERN = /^[\p{L}\p{M}' ’.-]+$/u;
const WILDCARD_NAME_PATTERN = /^[\p{L}\p{M}' ’.*?-]+$/u;
export const NAME_MAX_LENGTH = 60;

/** Trims and collapses white space, as the dictionary's normalisation does. */
export function tidyName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export function hasWildcard(value: string): boolean {
  return /[*?]/.test(value);
}

/**
 * The wildcard rule: a pattern needs 2 letters before its first `*` or `?` (answered from the
 * dictionary's prefix index) or 3 letters in a row somewhere (answered from its trigram index), so
 * `Sm*th`, `*son` and `Mc?onald` are fine and `*a*`, `S*` or `?o?` are refused.
 */
export function wildcardProblem(field: string, value: string): string | null {
  const firstWildcard = value.search(/[*?]/);
  const lead = firstWildcard < 0 ? value : value.slice(0, firstWildcard);
  const leadLetters = lead.replace(/[^\p{L}]/gu, '').length;
  const longestRun = Math.max(0, ...value.split(/[*?]/).map((part) => part.replace(/[^\p{L}]/gu, '').length));
  if (leadLetters >= 2 || longestRun >= 3) return null;
  return `A wildcard ${field} needs at least 2 letters before the first * or ?, or 3 letters in a row (for example Sm*th or *son).`;
}

/** Checks one name field; answers the problem in words, or null. */
export function nameProblem(field: string, value: string, wildcard: boolean): string | null {
  if (value.length === 0) return `Enter a ${field}, or leave the field out.`;
  if (value.length > NAME_MAX_LENGTH) return `A ${field} has at most ${NAME_MAX_LENGTH} characters.`;
  const pattern = wildcard ? WILDCARD_NAME_PATTERN : NAME_PATTERN;
  if (!pattern.test(value)) {
    return wildcard
      ? `A ${field} may contain only letters, spaces, apostrophes, hyphens, full stops, * and ?.`
      : `A ${field} may contain only letters, spaces, apostrophes, hyphens and full stops.`;
  }
  if (!/\p{L}/u.test(value)) return `A ${field} needs at least one letter.`;
  return wildcard ? wildcardProblem(field, value) : null;
}
