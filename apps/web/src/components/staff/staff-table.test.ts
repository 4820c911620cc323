import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headCell } from './staff-page.tsx';
import { StaffTable } from './staff-table.tsx';

const children = createElement('tr', null, createElement('th', { scope: 'row' }, 'One'));

describe('StaffTable', () => {
  it('heads each column, naming a column of buttons "Action" for screen readers only', () => {
    const html = renderToStaticMarkup(createElement(StaffTable, { columns: ['To', ''], children }));
    expect(html).toContain(`<th scope="col" class="${headCell}">To</th>`);
    expect(html).toContain(`<th scope="col" class="${headCell}"><span class="sr-only">Action</span></th>`);
    expect(html).toContain(
      '<tbody class="divide-y divide-stone-200"><tr><th scope="row">One</th></tr></tbody>',
    );
    expect(html).not.toContain('<caption');
  });

  it('reads out its caption and takes the headings’ class when given', () => {
    const html = renderToStaticMarkup(
      createElement(StaffTable, { columns: ['Event'], caption: 'Events', headClassName: 'plain', children }),
    );
    expect(html).toContain('<caption class="sr-only">Events</caption>');
    expect(html).toContain('<th scope="col" class="plain">Event</th>');
  });
});
