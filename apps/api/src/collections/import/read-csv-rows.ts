import type { Readable } from 'node:stream';
import { type CsvError, parse } from 'csv-parse';
import type { ImportWarning } from './importer.ts';

export type CsvRow = { line: number; values: Record<string, string> };

const NUL = '\u0000';

/** PostgreSQL text and jsonb cannot hold NUL (U+0000): it is dropped, the rest of the cell kept. */
function dropNul(cells: string[], line: number, warn: (warning: ImportWarning) => void): string[] {
  if (!cells.some((cell) => cell.includes(NUL))) return cells;
  const kept = cells.map((cell) => cell.replaceAll(NUL, ''));
  const dropped = cells.join('').length - kept.join('').length;
  warn({
    line,
    message: `${dropped === 1 ? 'A NUL character' : `${dropped} NUL characters`} removed from the row.`,
  });
  return kept;
}

/**
 * The rows of a CSV file with a header line, keyed by trimmed header, each with its 1-based line.
 * Tolerant: a UTF-8 BOM and CRLF are accepted, a row with too few or too many cells is kept (the
 * missing ones empty) with a warning, and a row the parser cannot read (an unclosed quote in a
 * truncated file) becomes a warning with its line instead of stopping the import. NUL characters
 * are dropped from the header and the cells, with a warning on their line.
 */
export async function* readCsvRows(
  input: Readable,
  warn: (warning: ImportWarning) => void,
): AsyncGenerator<CsvRow> {
  const parser = input.pipe(
    parse({
      bom: true,
      columns: (header: string[]) => dropNul(header, 1, warn).map((name) => name.trim()),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      trim: true,
      info: true,
      on_skip: (error: CsvError | undefined) => {
        if (error)
          warn({
            line: typeof error.lines === 'number' ? error.lines : null,
            message: `Unreadable row skipped: ${error.message}`,
          });
      },
    }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: Record<string, string | undefined>;
    info: { lines: number; columns: unknown; invalid_field_length: number };
  }>) {
    const keys = Object.keys(record);
    const cells = dropNul(
      keys.map((key) => record[key] ?? ''),
      info.lines,
      warn,
    );
    const values: Record<string, string> = {};
    keys.forEach((key, index) => {
      values[key] = cells[index]!;
    });
    if (info.invalid_field_length > 0)
      warn({
        line: info.lines,
        message: 'The row has a different number of cells from the header; missing cells read as empty.',
      });
    yield { line: info.lines, values };
  }
}
