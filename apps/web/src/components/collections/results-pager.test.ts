import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResultsPager } from './results-pager.tsx';

const render = (first: string | null, next: string | null) =>
  renderToStaticMarkup(createElement(ResultsPager, { first, next, perPage: 20 }));

describe('ResultsPager', () => {
  it('shows nothing when the results fit on one page', () => {
    expect(render(null, null)).toBe('');
  });

  it('offers the next results from the first page, keeping the next link on the right', () => {
    const html = render(null, '/search?after=x');
    expect(html).toMatch(/<span><\/span><a [^>]*href="\/search\?after=x"[^>]*>Next 20 results<\/a><\/nav>$/);
    expect(html).not.toContain('Back to the first results');
  });

  it('leads back to the first results from the last page', () => {
    const html = render('/search', null);
    expect(html).toMatch(/<a [^>]*href="\/search"[^>]*>Back to the first results<\/a><\/nav>$/);
    expect(html).not.toContain('Next');
  });
});
