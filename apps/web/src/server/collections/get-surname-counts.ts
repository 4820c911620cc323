import 'server-only';
import {
  hasWildcard,
  nameProblem,
  type SurnameCountsAnswer,
  surnameCountsAnswerSchema,
  tidyName,
} from '@society/record-search';
import { apiRead } from '../api/api-client.ts';

/**
 * The header search's records side: how many records name `words` as a surname in each collection
 * the visitor may search. Null when the words cannot be a surname or the api cannot answer (the page
 * then shows site content only).
 */
export async function getSurnameCounts(words: string): Promise<SurnameCountsAnswer | null> {
  const surname = tidyName(words);
  if (hasWildcard(surname) || nameProblem('surname', surname, false) !== null) return null;
  try {
    const answer = await apiRead(
      `/api/records/surnames?${new URLSearchParams({ surname })}`,
      surnameCountsAnswerSchema,
    );
    return answer.ok ? answer.data : null;
  } catch (error) {
    // The site's own content is still worth showing when the records search is down.
    console.error('The surname search is unavailable:', error);
    return null;
  }
}
