import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { customType, customTypes, documentFields, sharedSlice, sharedSlices } from './content-model.ts';
import { generatedTypes, TYPES_FILE } from './generate-types.ts';

const folders = async (name: string) => (await readdir(new URL(`../${name}/`, import.meta.url))).sort();

describe('the content model', () => {
  it('lists every custom type and shared slice folder, each under its own id or name', async () => {
    expect(customTypes.map((model) => model.id).sort()).toEqual(await folders('customtypes'));
    expect(sharedSlices.map((model) => model.name).sort()).toEqual(await folders('slices'));
    expect(new Set(sharedSlices.map((model) => model.id)).size).toBe(sharedSlices.length);
  });

  it('offers in slice zones only shared slices it defines', () => {
    for (const model of customTypes)
      for (const field of Object.values(documentFields(model)))
        if (field.type === 'Slices')
          for (const id of Object.keys(field.config?.choices ?? {}))
            expect(sharedSlice(id), id).toBeDefined();
  });

  it('gives every type the search-engine fields and the members-only box', () => {
    for (const model of customTypes)
      expect(documentFields(model), model.id).toMatchObject({
        meta_title: { type: 'Text' },
        meta_description: { type: 'Text' },
        members_only: { type: 'Boolean' },
      });
  });

  it('finds types and slices by id', () => {
    expect(customType('page')?.label).toBe('Page');
    expect(customType('nothing')).toBeUndefined();
    expect(sharedSlice('text_block')?.name).toBe('TextBlock');
  });

  it('has its generated document types up to date (run `npm run codegen` in packages/content-model)', async () => {
    expect(await readFile(TYPES_FILE, 'utf8')).toBe(generatedTypes());
  });
});
