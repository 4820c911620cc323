import type { RichTextField, RTEmbedNode } from '@prismicio/client';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text.tsx';

const render = (field: RichTextField) => renderToStaticMarkup(createElement(RichText, { field }));

const embed = (embedUrl: string, html: string): RTEmbedNode => ({
  type: 'embed',
  oembed: {
    type: 'video',
    version: '1.0',
    embed_url: embedUrl,
    html,
    width: 640,
    height: 360,
    title: 'A talk',
    provider_name: 'YouTube',
  },
});

describe('RichText', () => {
  it('frames a YouTube embed from its URL only, sandboxed and lazy, never using the oEmbed html', () => {
    const html = render([
      embed(
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        '<script>alert(1)</script><iframe src="https://evil.example"></iframe>',
      ),
    ]);
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('title="A talk"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('evil.example');
  });

  it('turns an embed from any other provider into a plain link', () => {
    const html = render([embed('https://evil.example/x', '<iframe src="https://evil.example/x"></iframe>')]);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('<a href="https://evil.example/x" rel="noreferrer"');
  });

  it('resolves document hyperlinks with the link resolver and marks external ones noreferrer', () => {
    const html = render([
      {
        type: 'paragraph',
        text: 'Read the guide or the archive.',
        spans: [
          {
            type: 'hyperlink',
            start: 9,
            end: 14,
            data: {
              link_type: 'Document',
              id: 'G',
              uid: 'how-to-use-census-records',
              type: 'page',
              tags: [],
              lang: 'en-gb',
              // Resolved by the content API from the page's parent chain.
              url: '/learn/guides/how-to-use-census-records',
            },
          },
          {
            type: 'hyperlink',
            start: 22,
            end: 29,
            data: { link_type: 'Web', url: 'https://www.nationalarchives.gov.uk/' },
          },
          { type: 'label', start: 0, end: 4, data: { label: 'Highlight <b>' } },
        ],
      },
    ]);
    expect(html).toContain('href="/learn/guides/how-to-use-census-records"');
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/www\.nationalarchives\.gov\.uk\/"[^>]*rel="noreferrer"|<a[^>]*rel="noreferrer"[^>]*href="https:\/\/www\.nationalarchives\.gov\.uk\/"/,
    );
    expect(html).toContain('<span class="rt-label rt-label-highlight-b-">Read</span>');
  });

  it('renders images with their size, alt text and copyright caption', () => {
    const html = render([
      {
        type: 'image',
        id: 'i',
        url: 'http://localhost:3002/assets/census-page.svg',
        alt: 'A census page',
        copyright: 'The National Archives',
        dimensions: { width: 800, height: 600 },
        edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
      },
    ]);
    expect(html).toContain('src="http://localhost:3002/assets/census-page.svg"');
    expect(html).toContain('alt="A census page"');
    expect(html).toContain('width="800"');
    expect(html).toContain('© The National Archives</figcaption>');
  });
});
