import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import GlobalError from './global-error.tsx';

describe('global error page', () => {
  it('says its fixed words, gives the details and links home', () => {
    const error = Object.assign(new Error('redacted in production'), { digest: '4127' });
    const html = renderToStaticMarkup(createElement(GlobalError, { error }));
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toMatch(/<h1[^>]*>An error occurred while showing the error page<\/h1>/);
    expect(html).toMatch(/<dt[^>]*>Status<\/dt><dd>500<\/dd>/);
    expect(html).toContain('The server could not show this page.');
    expect(html).toMatch(/<dd>4127<\/dd>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Go to the home page<\/a>/);
  });
});
