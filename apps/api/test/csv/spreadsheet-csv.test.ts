import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { spreadsheetCsvStream, spreadsheetCsvText, spreadsheetSafe } from '../../src/csv/spreadsheet-csv.ts';

describe('spreadsheet-safe CSV', () => {
  it('prefixes a cell a spreadsheet would run as a formula with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(spreadsheetSafe(`${start}HYPERLINK("https://evil.example")`)).toBe(
        `'${start}HYPERLINK("https://evil.example")`,
      );
  });

  it('leaves every other cell as it is', () => {
    for (const cell of ['Smith', "O'Brien", ' =1+1', 'a=b', '', '1850', '£3.00'])
      expect(spreadsheetSafe(cell)).toBe(cell);
  });

  it('guards every text cell of a written CSV, quoting as RFC 4180 asks, and leaves numbers alone', async () => {
    const rows = [
      ['=HYPERLINK("https://evil.example","Click")', 'Whitaker, "Ned"', -5],
      ['@SUM(A1)', '+44 20 7946 0000', 1850],
    ];
    const expected = `"'=HYPERLINK(""https://evil.example"",""Click"")","Whitaker, ""Ned""",-5\n'@SUM(A1),'+44 20 7946 0000,1850\n`;
    expect(spreadsheetCsvText(rows)).toBe(expected);
    const stream = spreadsheetCsvStream();
    for (const row of rows) stream.write(row);
    stream.end();
    expect(await text(stream)).toBe(expected);
  });
});
