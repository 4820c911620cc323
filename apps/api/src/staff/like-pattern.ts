/** A search box's text as an ILIKE pattern for "contains": its own `%`, `_` and `\` match literally. */
export const likePattern = (text: string): string => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
