import { asText, type RichTextField } from '@prismicio/client';
import { contentDate } from './content-date.ts';
import type { SiteDocument } from './content-types.ts';
import { formatEventWhen } from './event-when.ts';
import { formatLongDate } from './format.ts';
import { linkResolver } from './link-resolver.ts';
import { type SnippetPart, searchSnippet, searchTerms, termsFound } from './search-snippet.ts';

export type SearchHit = {
  id: string;
  title: string;
  href: string;
  snippet: SnippetPart[];
  /** The date a reader cares about: publication for news and articles, the start for events. */
  date: { iso: string; label: string } | null;
};

type SearchableData = {
  title?: RichTextField | null;
  summary?: string | null;
  body?: RichTextField | null;
  meta_description?: string | null;
  date?: string | null;
};

function dateOf(doc: SiteDocument): SearchHit['date'] {
  if (doc.type === 'event') {
    const start = contentDate(doc.data.start, `event ${doc.uid} start`);
    return start && doc.data.start
      ? {
          iso: doc.data.start,
          label: formatEventWhen(start, contentDate(doc.data.end, `event ${doc.uid} end`)),
        }
      : null;
  }
  const raw = (doc.data as SearchableData).date;
  const date = contentDate(raw, `${doc.type} ${doc.uid} date`);
  return date && raw ? { iso: raw, label: formatLongDate(date) } : null;
}

/** A document as a search result: its title, resolved link, a snippet around the query and its date. */
export function searchHit(doc: SiteDocument, query: string): SearchHit | null {
  const href = linkResolver(doc);
  if (!href) return null;
  const data = doc.data as SearchableData;
  return {
    id: doc.id,
    title: asText(data.title ?? []).trim() || doc.uid || 'Untitled',
    href,
    snippet: searchSnippet(
      [data.summary, asText(data.body ?? [], { separator: ' ' }), data.meta_description],
      query,
    ),
    date: dateOf(doc),
  };
}

/**
 * Documents whose title holds more of the searched words first; otherwise the order they came in
 * (each group's own order), since the content API ranks full-text matches by nothing.
 */
export function rankByTitle<T extends SiteDocument>(docs: readonly T[], query: string): T[] {
  const terms = searchTerms(query);
  const score = new Map(
    docs.map((doc) => [doc, termsFound(asText((doc.data as SearchableData).title ?? []), terms)]),
  );
  return [...docs].sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0));
}
