import type { Page } from '@playwright/test';
import { apiDb } from './members.ts';

/** A small family tree with one line the reader repairs (a warning with its line number). */
export const SMALL_TREE = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME Thomas /Quenbury/',
  '1 SEX M',
  '1 BIRT',
  '2 DATE 1801',
  '1 DEAT',
  '2 DATE 1870',
  '1 FAMS @F1@',
  'this line is not GEDCOM',
  '0 @I2@ INDI',
  '1 NAME Ann /Pellow/',
  '1 SEX F',
  '1 BIRT',
  '2 DATE 1805',
  '1 DEAT',
  '2 DATE 1880',
  '1 FAMS @F1@',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 WIFE @I2@',
  '0 TRLR',
  '',
].join('\n');

/**
 * Holds the `families` table against writes until released, so a GEDCOM import (which clears its
 * tree's families first) stays running for as long as the test needs to see it running. Reads of
 * the site are not blocked.
 */
export async function holdTreeWrites(): Promise<{ release(): Promise<void> }> {
  const client = await apiDb().$client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE families IN SHARE ROW EXCLUSIVE MODE');
  return {
    async release() {
      await client.query('COMMIT');
      client.release();
    },
  };
}

/** Fills the upload form for a GEDCOM file and sends it. */
export async function uploadTree(page: Page, collection: string, fileName: string) {
  const form = page.getByRole('form', { name: 'Upload for import' });
  await form.getByLabel('Family tree (GEDCOM file)').check();
  await form.getByLabel('Collection (short name)').fill(collection);
  await form.getByLabel('Title', { exact: true }).fill(`Tree ${collection}`);
  await form.getByLabel('File', { exact: true }).setInputFiles({
    name: fileName,
    mimeType: 'application/x-gedcom',
    buffer: Buffer.from(SMALL_TREE),
  });
  await form.getByRole('button', { name: 'Upload and import' }).click();
  return form;
}
