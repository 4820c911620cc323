import { describe, expect, it } from 'vitest';
import { createDocumentComparator } from './compare-documents.ts';
import { e1, e2, e3, makeDoc, n1, n2, n3, paragraph, snapshot } from './fixtures.test-support.ts';
import { parseOrderings } from './parse-orderings.ts';
import type { StoredDocument } from './types.ts';

const order = (
  docs: StoredDocument[],
  orderings?: string,
  rank?: (doc: StoredDocument) => number | undefined,
) => [...docs].sort(createDocumentComparator(parseOrderings(orderings), rank)).map((doc) => doc.id);

describe('createDocumentComparator', () => {
  it('orders dates chronologically, ascending by default, missing values last', () => {
    expect(order([n3, n1, n2], '[my.news_item.date]')).toEqual(['n2', 'n1', 'n3']);
    expect(order([n3, n2, n1], '[my.news_item.date desc]')).toEqual(['n1', 'n2', 'n3']);
  });

  it('orders timestamps and numbers numerically', () => {
    expect(order([e3, e2, e1], '[my.event.start]')).toEqual(['e1', 'e2', 'e3']);
    expect(order([e1, e3, e2], '[my.event.price]')).toEqual(['e2', 'e1', 'e3']);
    expect(order([e1, e3, e2], '[my.event.price desc]')).toEqual(['e1', 'e2', 'e3']);
    const numbers = [9, 10, 100, -1].map((n, i) => makeDoc({ id: `x${i}`, type: 't', data: { n } }));
    expect(order(numbers, '[my.t.n]')).toEqual(['x3', 'x0', 'x1', 'x2']);
  });

  it('orders strings locale-aware, and rich text by its first block', () => {
    const docs = ['banana', 'Apple', 'cherry', 'Éclair', ''].map((word, i) =>
      makeDoc({ id: `w${i}`, type: 't', data: { word, title: word ? [paragraph(word)] : [] } }),
    );
    expect(order(docs, '[my.t.word]')).toEqual(['w1', 'w0', 'w2', 'w3', 'w4']);
    expect(order(docs, '[my.t.title desc]')).toEqual(['w3', 'w2', 'w0', 'w1', 'w4']);
  });

  it('puts documents of another type last for my.<type>.<field>', () => {
    expect(order([e1, n2, n1], '[my.news_item.date]')).toEqual(['n2', 'n1', 'e1']);
  });

  it('breaks ties with later fields, then by id', () => {
    const docs = [
      makeDoc({ id: 'd', type: 't', data: { group: 'b', n: 1 } }),
      makeDoc({ id: 'c', type: 't', data: { group: 'a', n: 2 } }),
      makeDoc({ id: 'b', type: 't', data: { group: 'a', n: 1 } }),
      makeDoc({ id: 'a', type: 't', data: { group: 'a', n: 1 } }),
    ];
    expect(order(docs, '[my.t.group,my.t.n desc]')).toEqual(['c', 'a', 'b', 'd']);
    expect(order(docs, '[my.t.group desc]')).toEqual(['d', 'a', 'b', 'c']);
  });

  it('orders by publication dates', () => {
    expect(order([n1, n2, n3], '[document.first_publication_date]')).toEqual(['n3', 'n2', 'n1']);
    expect(order([n3, n1, n2], '[document.last_publication_date desc]')).toEqual(['n1', 'n2', 'n3']);
  });

  it('defaults to last_publication_date desc, then id, drafts last', () => {
    const draft = makeDoc({ id: 'draft', type: 't', firstPublicationDate: null, lastPublicationDate: null });
    const twin = makeDoc({ id: 'a-twin', type: 't', lastPublicationDate: n2.lastPublicationDate });
    expect(order([draft, n2, n3, n1, twin])).toEqual(['n1', 'a-twin', 'n2', 'n3', 'draft']);
  });

  it('uses a rank (e.g. the order of in()) before the default order, unranked last', () => {
    const ranks = new Map([
      ['n3', 0],
      ['n1', 1],
    ]);
    expect(order([n1, n2, n3], undefined, (doc) => ranks.get(doc.id))).toEqual(['n3', 'n1', 'n2']);
    expect(order([n1, n2, n3], '[my.news_item.date]', (doc) => ranks.get(doc.id))).toEqual([
      'n2',
      'n1',
      'n3',
    ]);
  });

  it('sorts a snapshot deterministically whatever the input order', () => {
    const forward = order([...snapshot.documents], '[my.page.layout]');
    const backward = order([...snapshot.documents].reverse(), '[my.page.layout]');
    expect(forward).toEqual(backward);
    expect(forward.slice(0, 3)).toEqual(['about', 'governance', 'organisation']);
  });
});
