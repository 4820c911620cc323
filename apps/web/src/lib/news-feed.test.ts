import { describe, expect, it } from 'vitest';
import type { NewsItemDocument } from './content-types.ts';
import { newsFeed } from './news-feed.ts';

const site = { name: 'Northfield & District FHS', url: 'https://nfhs.example' };

const item = (
  uid: string,
  title: string,
  date: string | null,
  extra: Record<string, unknown> = {},
  lastPublished = '2026-01-14T10:00:00+0000',
) =>
  ({
    id: uid,
    uid,
    type: 'news_item',
    first_publication_date: '2026-01-12T10:00:00+0000',
    last_publication_date: lastPublished,
    data: {
      title: [{ type: 'heading1', text: title, spans: [] }],
      date,
      summary: null,
      category: null,
      ...extra,
    },
  }) as unknown as NewsItemDocument;

describe('newsFeed', () => {
  const xml = newsFeed(
    [
      item(
        'apprentices-index-launched',
        'Apprentices <1698–1834> & more',
        '2026-01-12',
        {
          summary: 'More than 2,100 apprenticeships.',
          category: 'Collections',
        },
        '2026-02-01T09:00:00+0000',
      ),
      item('talks-programme', 'Talks programme', null),
    ],
    site,
    'News from the society.',
  );

  it('is RSS 2.0 with the channel’s absolute link, self link, language and newest build date', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(xml).toContain('<title>Northfield &amp; District FHS: news</title>');
    expect(xml).toContain('<link>https://nfhs.example/news</link>');
    expect(xml).toContain('href="https://nfhs.example/news/rss.xml" rel="self" type="application/rss+xml"');
    expect(xml).toContain('<language>en-GB</language>');
    expect(xml).toContain('<lastBuildDate>Sun, 01 Feb 2026 09:00:00 GMT</lastBuildDate>');
  });

  it('gives each item an absolute link, a pubDate, its summary and category, with text escaped', () => {
    expect(xml).toContain('<link>https://nfhs.example/news/apprentices-index-launched</link>');
    expect(xml).toContain('<pubDate>Mon, 12 Jan 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<description><![CDATA[More than 2,100 apprenticeships.]]></description>');
    expect(xml).toContain('<category>Collections</category>');
    expect(xml).toContain('<title><![CDATA[Apprentices <1698–1834> & more]]></title>');
  });

  it('dates an undated item by its first publication', () => {
    expect(xml).toContain('<pubDate>Mon, 12 Jan 2026 10:00:00 GMT</pubDate>');
  });
});
