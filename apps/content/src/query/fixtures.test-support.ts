import type { JsonObject, JsonValue, Snapshot, StoredDocument } from './types.ts';

export const MASTER_REF = 'MASTERREF1';

export function paragraph(text: string, spans: JsonValue[] = [], type = 'paragraph'): JsonObject {
  return { type, text, spans };
}

export function docLink(id: string, extra: JsonObject = {}): JsonObject {
  return { link_type: 'Document', id, ...extra };
}

export function makeDoc(doc: Partial<StoredDocument> & Pick<StoredDocument, 'id' | 'type'>): StoredDocument {
  return {
    uid: null,
    lang: 'en-gb',
    tags: [],
    firstPublicationDate: '2024-01-01T10:00:00.000Z',
    lastPublicationDate: '2024-01-01T10:00:00.000Z',
    groupId: `g-${doc.id}`,
    data: {},
    ...doc,
  };
}

export function makeSnapshot(documents: StoredDocument[], masterLang = 'en-gb', ref = MASTER_REF): Snapshot {
  return { ref, masterLang, documents, byId: new Map(documents.map((doc) => [doc.id, doc])) };
}

const image = (file: string): JsonObject => ({
  id: `img-${file}`,
  url: `/assets/${file}`,
  alt: 'An image',
  copyright: null,
  dimensions: { width: 800, height: 600 },
  edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
  mobile: { url: `/assets/m-${file}`, alt: null, copyright: null, dimensions: { width: 400, height: 300 } },
});

export const home = makeDoc({
  id: 'home',
  uid: 'home',
  type: 'homepage',
  lastPublicationDate: '2024-05-01T08:00:00.000Z',
  data: {
    title: [paragraph('Welcome to the society', [], 'heading1')],
    hero_link: docLink('guides'),
    slices: [
      {
        slice_type: 'text_block',
        slice_label: null,
        id: 'text_block$1',
        variation: 'default',
        version: 'initial',
        primary: {
          content: [
            paragraph('Read about us today', [
              { start: 5, end: 10, type: 'hyperlink', data: docLink('about') },
              { start: 0, end: 4, type: 'strong' },
            ]),
          ],
        },
        items: [],
      },
      {
        slice_type: 'call_to_action',
        slice_label: null,
        id: 'call_to_action$2',
        variation: 'default',
        version: 'initial',
        primary: { heading: 'Join', link: docLink('guides', { text: 'Guides' }), link_label: 'Go' },
        items: [],
      },
      {
        slice_type: 'document_list',
        slice_label: null,
        id: 'document_list$3',
        variation: 'compact',
        version: 'initial',
        primary: { heading: 'Picks' },
        items: [
          { document: docLink('n1'), note: 'first' },
          { document: docLink('MISSINGDOC'), note: 'gone' },
        ],
      },
    ],
  },
});

export const about = makeDoc({
  id: 'about',
  uid: 'about',
  type: 'page',
  groupId: 'g-about',
  tags: ['organisation'],
  firstPublicationDate: '2023-02-01T09:00:00.000Z',
  lastPublicationDate: '2024-04-01T09:00:00.000Z',
  data: {
    title: [paragraph('About the Society', [], 'heading1')],
    summary: 'Who we are and what we do',
    parent: { link_type: 'Any' },
    layout: 'default',
    image: image('about.jpg'),
    body: [
      paragraph('Our organisation has trustees.', [
        { start: 4, end: 16, type: 'hyperlink', data: docLink('organisation') },
      ]),
      { type: 'image', ...image('inline.png'), linkTo: docLink('organisation') },
    ],
  },
});

export const aboutFr = makeDoc({
  id: 'about-fr',
  uid: 'a-propos',
  type: 'page',
  lang: 'fr-fr',
  groupId: 'g-about',
  lastPublicationDate: '2024-04-02T09:00:00.000Z',
  data: {
    title: [paragraph('À propos de la société', [], 'heading1')],
    summary: 'Qui sommes-nous',
    parent: {},
  },
});

export const organisation = makeDoc({
  id: 'organisation',
  uid: 'organisation',
  type: 'page',
  lastPublicationDate: '2024-03-01T09:00:00.000Z',
  data: { title: [paragraph('Organisation')], parent: docLink('about'), layout: 'wide' },
});

export const governance = makeDoc({
  id: 'governance',
  uid: 'governance',
  type: 'page',
  lastPublicationDate: '2024-02-01T09:00:00.000Z',
  data: { title: [paragraph('Governance')], parent: docLink('organisation'), layout: 'sidebar' },
});

export const guides = makeDoc({
  id: 'guides',
  uid: 'guides',
  type: 'page',
  lastPublicationDate: '2023-12-01T09:00:00.000Z',
  data: { title: [paragraph('Guides')], parent: docLink('MISSINGDOC'), body: [] },
});

export const jane = makeDoc({
  id: 'jane',
  uid: 'jane',
  type: 'author',
  lastPublicationDate: '2023-01-01T09:00:00.000Z',
  data: {
    name: 'Jane Doe',
    bio: [paragraph('First bio block.'), paragraph('Second bio block.')],
    avatar: image('jane.jpg'),
    employer: docLink('about'),
    roles: [{ role: 'Editor' }],
  },
});

export const n1 = makeDoc({
  id: 'n1',
  uid: 'hello-world',
  type: 'news_item',
  tags: ['press', 'featured'],
  firstPublicationDate: '2024-10-21T09:12:45.000Z',
  lastPublicationDate: '2024-11-02T16:00:03.000Z',
  data: {
    title: [paragraph('Hello world', [], 'heading1')],
    date: '2024-10-21',
    summary: 'The Café reopens with new genealogy resources',
    category: 'Society news',
    author: docLink('jane'),
    related: docLink('about'),
    attachment: {
      link_type: 'Media',
      id: 'm1',
      name: 'report.pdf',
      kind: 'document',
      url: '/assets/report.pdf',
      size: '10',
    },
    body: [paragraph('Parish registers and census records are now online.')],
  },
});

export const n2 = makeDoc({
  id: 'n2',
  uid: 'spring-fair',
  type: 'news_item',
  tags: ['press'],
  firstPublicationDate: '2024-03-05T12:00:00.000Z',
  lastPublicationDate: '2024-03-06T12:00:00.000Z',
  data: {
    title: [paragraph('Spring fair', [], 'heading1')],
    date: '2024-03-05',
    summary: 'Family history fair with parish records',
    category: 'Events',
    author: { link_type: 'Document' },
    body: [paragraph('Bring your family trees.')],
  },
});

export const n3 = makeDoc({
  id: 'n3',
  uid: 'undated',
  type: 'news_item',
  firstPublicationDate: '2023-06-01T00:00:00.000Z',
  lastPublicationDate: '2023-06-01T00:00:00.000Z',
  data: {
    title: [paragraph('Undated note', [], 'heading1')],
    date: null,
    summary: null,
    category: 'Members',
    body: [],
  },
});

export const e1 = makeDoc({
  id: 'e1',
  uid: 'london-talk',
  type: 'event',
  lastPublicationDate: '2024-05-20T09:00:00.000Z',
  data: {
    title: [paragraph('London talk')],
    start: '2024-06-15T18:30:00+0000',
    location: { latitude: 51.5074, longitude: -0.1278 },
    price: 10,
    capacity: 50,
    members_only: true,
    format: 'In person',
  },
});

export const e2 = makeDoc({
  id: 'e2',
  uid: 'paris-visit',
  type: 'event',
  lastPublicationDate: '2024-05-21T09:00:00.000Z',
  data: {
    title: [paragraph('Paris visit')],
    start: '2025-01-04T09:00:00+0000',
    location: { latitude: 48.8566, longitude: 2.3522 },
    price: 0,
    capacity: 12.5,
    members_only: false,
    format: 'Online',
  },
});

export const e3 = makeDoc({
  id: 'e3',
  uid: 'tba',
  type: 'event',
  lastPublicationDate: '2024-05-22T09:00:00.000Z',
  data: {
    title: [paragraph('To be announced')],
    start: null,
    location: {},
    price: null,
    members_only: false,
  },
});

export const navigation = makeDoc({
  id: 'navigation',
  uid: 'main',
  type: 'navigation',
  lastPublicationDate: '2022-01-01T00:00:00.000Z',
  data: {
    social: [
      { platform: 'Facebook', link: { link_type: 'Web', url: 'https://facebook.test/society' } },
      { platform: 'X', link: docLink('about') },
    ],
    charity_notice: 'Registered charity',
  },
});

export const allDocuments = [
  home,
  about,
  aboutFr,
  organisation,
  governance,
  guides,
  jane,
  n1,
  n2,
  n3,
  e1,
  e2,
  e3,
  navigation,
];

export const snapshot = makeSnapshot(allDocuments);
