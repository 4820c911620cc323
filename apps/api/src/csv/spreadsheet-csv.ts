import { type Options, type Stringifier, stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/** A cell starting with one of these is run as a formula by Excel, LibreOffice or Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * OWASP's rule against CSV (formula) injection: a text cell that starts with =, +, -, @, a tab or
 * a carriage return gets a leading apostrophe, so spreadsheets show it as text instead of running
 * it. Numbers are left alone: a number cannot hold a formula.
 */
export const spreadsheetSafe = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const guarded = (options: Options): Options => ({
  ...options,
  cast: { ...options.cast, string: (value: string) => spreadsheetSafe(value) },
});

/** Every CSV the product writes goes through here: a streaming writer whose text cells are guarded. */
export const spreadsheetCsvStream = (options: Options = {}): Stringifier => stringify(guarded(options));

/** The same for a CSV small enough to build at once. */
export const spreadsheetCsvText = (rows: unknown[][], options: Options = {}): string =>
  stringifySync(rows, guarded(options));
