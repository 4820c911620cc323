import { describe, expect, it } from 'vitest';
import { type SnippetPart, searchSnippet, searchTerms } from './search-snippet.ts';

const marked = (parts: SnippetPart[]) => parts.filter((part) => part.match).map((part) => part.text);
const plain = (parts: SnippetPart[]) => parts.map((part) => part.text).join('');

describe('searchTerms', () => {
  it('folds case and accents, drops plural endings and repeats', () => {
    expect(searchTerms('Parish RECORDS, café records')).toEqual(['parish', 'record', 'cafe']);
    expect(searchTerms('families churches')).toEqual(['famil', 'church']);
    expect(searchTerms('  ')).toEqual([]);
  });
});

describe('searchSnippet', () => {
  it('marks every searched word, whatever its case, accents or plural', () => {
    const parts = searchSnippet(
      ['Parish records of the Café Royal; a parish record book.'],
      'parish cafe RECORDS',
    );
    expect(plain(parts)).toBe('Parish records of the Café Royal; a parish record book.');
    expect(marked(parts)).toEqual(['Parish', 'records', 'Café', 'parish', 'record']);
  });

  it('takes the first text holding a searched word, else the first text', () => {
    expect(plain(searchSnippet(['A summary.', 'The body mentions wills.'], 'wills'))).toBe(
      'The body mentions wills.',
    );
    expect(plain(searchSnippet([null, 'A summary.', 'Body.'], 'wills'))).toBe('A summary.');
    expect(searchSnippet([null, ''], 'wills')).toEqual([]);
  });

  it('cuts a long text around the first match, on word boundaries, with ellipses', () => {
    const body = `${'Early text here. '.repeat(20)}The workhouse registers survive from 1836. ${'Later text. '.repeat(30)}`;
    const text = plain(searchSnippet([body], 'workhouse', 120));
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toContain('The workhouse registers survive from 1836.');
    expect(text.length).toBeLessThanOrEqual(122);
    expect(text).toMatch(/^…(Early|text|here\.) /);
    expect(text).toMatch(/ (Later|text\.)…$/);
  });

  it('does not mark words that only contain a term', () => {
    expect(marked(searchSnippet(['Unwilling wills'], 'will'))).toEqual(['wills']);
  });
});
