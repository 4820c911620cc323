import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDocument } from '../lib/content-types.ts';
import { EventCard } from './event-card.tsx';

afterEach(() => vi.restoreAllMocks());

const event = (start: unknown) =>
  ({
    id: 'E1',
    uid: 'census-detective',
    type: 'event',
    url: '/sog-events/census-detective',
    data: {
      title: [{ type: 'heading1', text: 'Census detective', spans: [] }],
      start,
      end: null,
      format: 'Online',
      summary: 'Tracing one family.',
      price: 5,
      member_price: 0,
      members_only: false,
    },
  }) as unknown as EventDocument;

describe('EventCard', () => {
  it('renders an event whose start is not a timestamp, without the date, and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToStaticMarkup(createElement(EventCard, { event: event('2026-02-11 19:30') }));
    expect(html).toContain('Census detective');
    expect(html).not.toContain('<time');
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('event census-detective start holds "2026-02-11 19:30"'),
    );
  });

  it('shows the date of a valid start', () => {
    const html = renderToStaticMarkup(createElement(EventCard, { event: event('2026-02-11T19:30:00+0000') }));
    expect(html).toContain('Feb');
  });
});
