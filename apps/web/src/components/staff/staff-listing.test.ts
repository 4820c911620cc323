import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaffListing } from './staff-listing.tsx';

const render = (items: string[]) =>
  renderToStaticMarkup(
    createElement(StaffListing<string>, {
      label: 'Outbox',
      empty: 'No message matches.',
      columns: ['To'],
      items,
      row: (item: string) => createElement('tr', { key: item }, createElement('th', { scope: 'row' }, item)),
    }),
  );

describe('StaffListing', () => {
  it('says nothing matches instead of showing an empty table', () => {
    expect(render([])).toBe('<p class="text-stone-700">No message matches.</p>');
  });

  it('shows a row an item in a named scrolling table', () => {
    const html = render(['a@example.org', 'b@example.org']);
    expect(html).toMatch(/^<section aria-label="Outbox" tabindex="0"/);
    expect(html).toContain(
      '<tr><th scope="row">a@example.org</th></tr><tr><th scope="row">b@example.org</th></tr>',
    );
  });
});
