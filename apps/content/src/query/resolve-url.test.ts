import { describe, expect, it } from 'vitest';
import {
  about,
  aboutFr,
  docLink,
  governance,
  guides,
  home,
  makeDoc,
  makeSnapshot,
  n1,
  organisation,
  snapshot,
} from './fixtures.test-support.ts';
import { resolveUrl } from './resolve-url.ts';
import type { Route } from './types.ts';

const pageRoute: Route = { type: 'page', path: '/:lang?/:parent?/:uid', resolvers: { parent: 'parent' } };

describe('resolveUrl', () => {
  it('returns null without a route for the type', () => {
    expect(resolveUrl(n1, [], snapshot)).toBeNull();
    expect(resolveUrl(n1, [pageRoute], snapshot)).toBeNull();
  });

  it('fills :uid and :lang', () => {
    const routes: Route[] = [{ type: 'news_item', path: '/:lang/news/:uid' }];
    expect(resolveUrl(n1, routes, snapshot)).toBe('/en-gb/news/hello-world');
  });

  it('omits :lang? for the master locale only, and gives / for an empty path', () => {
    const routes: Route[] = [{ type: 'homepage', path: '/:lang?' }];
    expect(resolveUrl(home, routes, snapshot)).toBe('/');
    const frHome = makeDoc({ id: 'home-fr', type: 'homepage', lang: 'fr-fr' });
    expect(resolveUrl(frHome, routes, snapshot)).toBe('/fr-fr');
  });

  it('resolves an optional relationship, dropping the segment when empty', () => {
    expect(resolveUrl(about, [pageRoute], snapshot)).toBe('/about');
    expect(resolveUrl(organisation, [pageRoute], snapshot)).toBe('/about/organisation');
    expect(resolveUrl(governance, [pageRoute], snapshot)).toBe('/organisation/governance');
    expect(resolveUrl(guides, [pageRoute], snapshot)).toBe('/guides');
    expect(resolveUrl(aboutFr, [pageRoute], snapshot)).toBe('/fr-fr/a-propos');
  });

  it('resolves two levels with a dotted resolver', () => {
    const routes: Route[] = [
      {
        type: 'page',
        path: '/:grandparent/:parent/:uid',
        resolvers: { parent: 'parent', grandparent: 'parent.parent' },
      },
    ];
    expect(resolveUrl(governance, routes, snapshot)).toBe('/about/organisation/governance');
  });

  it('skips a route whose required keyword cannot be resolved', () => {
    const routes: Route[] = [
      { type: 'page', path: '/:parent/:uid', resolvers: { parent: 'parent' } },
      { type: 'page', path: '/pages/:uid' },
    ];
    expect(resolveUrl(organisation, routes, snapshot)).toBe('/about/organisation');
    expect(resolveUrl(about, routes, snapshot)).toBe('/pages/about');
    expect(resolveUrl(guides, routes, snapshot)).toBe('/pages/guides');
    expect(resolveUrl(about, [{ type: 'page', path: '/:unknown/:uid' }], snapshot)).toBeNull();
    expect(resolveUrl(about, [{ type: 'page', path: '/x/:constructor' }], snapshot)).toBeNull();
    const noUid = makeDoc({ id: 'x', type: 'page' });
    expect(resolveUrl(noUid, [{ type: 'page', path: '/:uid' }], snapshot)).toBeNull();
  });

  it('prefers uid- and lang-scoped routes over general ones whatever their order', () => {
    const routes: Route[] = [
      { type: 'page', path: '/:uid' },
      { type: 'page', lang: 'fr-fr', path: '/fr/:uid' },
      { type: 'page', uid: 'about', path: '/about-us' },
      { type: 'page', uid: 'about', lang: 'en-gb', path: '/en/about-us' },
    ];
    expect(resolveUrl(about, routes, snapshot)).toBe('/en/about-us');
    expect(resolveUrl(aboutFr, routes, snapshot)).toBe('/fr/a-propos');
    expect(resolveUrl(organisation, routes, snapshot)).toBe('/organisation');
  });

  it('takes the first general route in order', () => {
    const routes: Route[] = [
      { type: 'page', path: '/first/:uid' },
      { type: 'page', path: '/second/:uid' },
    ];
    expect(resolveUrl(about, routes, snapshot)).toBe('/first/about');
  });

  it('never emits // and keeps static segments and trailing slashes', () => {
    const snap = makeSnapshot([
      makeDoc({ id: 'c', uid: 'child', type: 'page', data: { parent: docLink('gone') } }),
    ]);
    const routes: Route[] = [
      { type: 'page', path: '//docs/:parent?//:uid/', resolvers: { parent: 'parent' } },
    ];
    expect(resolveUrl(snap.documents[0]!, routes, snap)).toBe('/docs/child/');
    expect(resolveUrl(snap.documents[0]!, [{ type: 'page', path: '/p-:uid' }], snap)).toBe('/p-child');
  });
});
