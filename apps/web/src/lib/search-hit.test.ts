import { describe, expect, it } from 'vitest';
import type { SiteDocument } from './content-types.ts';
import { rankByTitle, searchHit } from './search-hit.ts';

const doc = (type: string, uid: string, data: Record<string, unknown>) =>
  ({ id: `${type}-${uid}`, uid, type, url: null, data }) as unknown as SiteDocument;

const title = (text: string) => [{ type: 'heading1', text, spans: [] }];

describe('searchHit', () => {
  it('gives a news item its resolved link, snippet from the body when the summary lacks the word, and date', () => {
    const hit = searchHit(
      doc('news_item', 'workhouse-registers', {
        title: title('Workhouse registers project begins'),
        date: '2026-01-12',
        summary: 'Volunteers wanted.',
        body: [{ type: 'paragraph', text: 'The Northfield workhouse admission books survive.', spans: [] }],
      }),
      'admission',
    );
    expect(hit).toEqual({
      id: 'news_item-workhouse-registers',
      title: 'Workhouse registers project begins',
      href: '/news/workhouse-registers',
      snippet: [
        { text: 'The Northfield workhouse ', match: false },
        { text: 'admission', match: true },
        { text: ' books survive.', match: false },
      ],
      date: { iso: '2026-01-12', label: '12 January 2026' },
    });
  });

  it('dates an event by its start in London time', () => {
    const hit = searchHit(
      doc('event', 'census-talk', {
        title: title('Census talk'),
        start: '2026-07-11T18:30:00+0000',
        end: '2026-07-11T20:00:00+0000',
        summary: 'A census talk.',
      }),
      'census',
    );
    expect(hit?.href).toBe('/sog-events/census-talk');
    expect(hit?.date).toEqual({ iso: '2026-07-11T18:30:00+0000', label: 'Sat, 11 Jul 2026, 19:30–21:00' });
  });

  it('resolves guides by the link rules and leaves undated pages undated', () => {
    const hit = searchHit(
      {
        ...doc('page', 'how-to-use-census-records', { title: title('Census records') }),
        url: '/learn/guides/how-to-use-census-records',
      },
      'census',
    );
    expect(hit).toMatchObject({ href: '/learn/guides/how-to-use-census-records', date: null, snippet: [] });
  });
});

describe('rankByTitle', () => {
  it('puts titles holding more searched words first and keeps the given order otherwise', () => {
    const docs = [
      doc('page', 'board', { title: title('Board of trustees') }),
      doc('page', 'census-guide', { title: title('How to use census records') }),
      doc('page', 'employing', { title: title('Employing a genealogist') }),
      doc('page', 'census-records', { title: title('Census records and returns') }),
    ];
    expect(rankByTitle(docs, 'census records').map((d) => d.uid)).toEqual([
      'census-guide',
      'census-records',
      'board',
      'employing',
    ]);
    expect(rankByTitle(docs, 'trustees').map((d) => d.uid)).toEqual([
      'board',
      'census-guide',
      'employing',
      'census-records',
    ]);
  });
});
