import type { CustomTypeModel, SharedSliceModel } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import {
  changeVariation,
  emptyData,
  formTabs,
  moveItem,
  newSlice,
  plainText,
  sliceChoices,
} from './document-form.ts';
import { londonInputToTimestamp, timestampToLondonInput } from './london-input.ts';

const article = {
  id: 'article',
  label: 'Article',
  repeatable: true,
  status: true,
  json: {
    Main: {
      uid: { type: 'UID', config: { label: 'UID' } },
      title: { type: 'StructuredText', config: { label: 'Title', single: 'heading1' } },
      when: { type: 'Timestamp', config: { label: 'When' } },
      parent: { type: 'Link', config: { label: 'Parent', select: 'document' } },
      layout: { type: 'Select', config: { label: 'Layout', options: ['a', 'b'], default_value: 'b' } },
      picks: { type: 'Group', config: { label: 'Picks', fields: { name: { type: 'Text' } } } },
      slices: {
        type: 'Slices',
        fieldset: 'Slice Zone',
        config: { choices: { quote: { type: 'SharedSlice' } } },
      },
    },
    Access: { members_only: { type: 'Boolean', config: { label: 'Members only', default_value: false } } },
  },
} as unknown as CustomTypeModel;

const quote = {
  id: 'quote',
  type: 'SharedSlice',
  name: 'Quote',
  variations: [
    {
      id: 'default',
      name: 'Default',
      version: 'v1',
      primary: { text: { type: 'Text' }, by: { type: 'Text' } },
      items: {},
    },
    {
      id: 'withImage',
      name: 'With image',
      version: 'v2',
      primary: { text: { type: 'Text' }, image: { type: 'Image' } },
      items: {},
    },
  ],
} as unknown as SharedSliceModel;
const other = { ...quote, id: 'other' } as SharedSliceModel;

describe('forms generated from the model', () => {
  it('has a section per tab with its fields in order, the uid apart', () => {
    expect(formTabs(article).map((tab) => [tab.name, tab.fields.map((f) => f.id)])).toEqual([
      ['Main', ['title', 'when', 'parent', 'layout', 'picks', 'slices']],
      ['Access', ['members_only']],
    ]);
  });

  it('starts a new document with every field empty as the API shows it', () => {
    expect(emptyData(article)).toEqual({
      title: [],
      when: null,
      parent: { link_type: 'Any' },
      layout: 'b',
      picks: [],
      slices: [],
      members_only: false,
    });
  });

  it('offers the slices a zone allows, and keeps shared fields when the variation changes', () => {
    const zone = formTabs(article)[0]!.fields.find((f) => f.id === 'slices')!.field;
    expect(sliceChoices(zone, [quote, other]).map((s) => s.id)).toEqual(['quote']);
    const slice = { ...newSlice(quote, 'default', 's1'), primary: { text: 'Words', by: 'Someone' } };
    expect(changeVariation(slice, quote, 'withImage')).toMatchObject({
      variation: 'withImage',
      version: 'v2',
      primary: { text: 'Words', image: {} },
    });
  });

  it('moves items up, down and by drag, and not off either end', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('shows rich text and links as plain text for diffs', () => {
    expect(
      plainText([
        { type: 'paragraph', text: 'One', spans: [] },
        { type: 'paragraph', text: 'Two', spans: [] },
      ]),
    ).toBe('One\nTwo');
    expect(plainText({ link_type: 'Any' })).toBe('');
  });
});

describe('timestamps in London time', () => {
  it('reads and writes summer and winter times', () => {
    expect(timestampToLondonInput('2026-07-11T18:30:00+0000')).toBe('2026-07-11T19:30');
    expect(londonInputToTimestamp('2026-07-11T19:30')).toBe('2026-07-11T18:30:00+0000');
    expect(timestampToLondonInput('2026-01-11T18:30:00+0000')).toBe('2026-01-11T18:30');
    expect(londonInputToTimestamp('2026-01-11T18:30')).toBe('2026-01-11T18:30:00+0000');
    expect(londonInputToTimestamp('')).toBeNull();
    expect(timestampToLondonInput(null)).toBe('');
  });
});
