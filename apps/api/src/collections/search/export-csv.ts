import { pipeline, Readable } from 'node:stream';
import type { RecordSearchQuery } from '@society/record-search';
import type { ApiDb } from '../../api-db.ts';
import { spreadsheetCsvStream } from '../../csv/spreadsheet-csv.ts';
import { buildSearchFilter } from './build-search-filter.ts';
import { hydrateResults } from './hydrate-results.ts';
import { searchPage } from './search-records.ts';
import type { Visibility } from './visibility.ts';

/** An export holds at most this many rows (the search's own "more than" cap). */
export const CSV_EXPORT_CAP = 10_000;
const BATCH = 1_000;

export const CSV_COLUMNS = [
  'Collection',
  'Record type',
  'Role',
  'Surname',
  'Forename',
  'Year from',
  'Year to',
  'Place',
  'County',
  'Match',
  'Link',
];

/**
 * `GET /api/records/search.csv`: every result in the search's order, streamed in batches of 1,000
 * read by keyset, so memory stays flat. Links are absolute on `siteUrl`.
 */
export async function exportSearchCsv(
  db: ApiDb,
  query: RecordSearchQuery,
  visibility: Visibility,
  siteUrl: string,
): Promise<Readable> {
  const filter = await buildSearchFilter(db, query, visibility);
  const pageOf = (after: string | undefined, written: number) =>
    searchPage(db, filter, { sort: query.sort, after }, Math.min(BATCH, CSV_EXPORT_CAP - written));
  // The first page is read before answering, so a bad cursor is a 400, not a broken download.
  const first = await pageOf(query.after, 0);
  async function* lines() {
    yield CSV_COLUMNS;
    let page = first;
    let written = 0;
    for (;;) {
      for (const result of await hydrateResults(db, page.rows)) {
        yield [
          result.collection.title,
          result.recordType,
          result.role,
          result.surname ?? '',
          result.forename ?? '',
          result.yearMin ?? '',
          result.yearMax ?? '',
          result.place?.name ?? '',
          result.place?.county?.name ?? '',
          result.match,
          new URL(result.links.page, siteUrl).href,
        ];
      }
      written += page.rows.length;
      if (!page.next || written >= CSV_EXPORT_CAP) return;
      page = await pageOf(page.next, written);
    }
  }
  // pipeline, not pipe: a failure while streaming ends the download instead of going uncaught.
  const csv = spreadsheetCsvStream();
  pipeline(Readable.from(lines()), csv, () => {});
  return csv;
}
