import { connectContentDb } from '../store/content-db.ts';
import { type ImportSummary, importRepository } from './import-repository.ts';
import { readRepositoryFolder } from './read-repository-folder.ts';
import { seedPath } from './seed-path.ts';

/** Loads the demo society's content into a content database; a second run changes nothing. */
export async function seedDemoContent(contentDatabaseUrl: string): Promise<ImportSummary> {
  const db = connectContentDb(contentDatabaseUrl, 2);
  try {
    const { bundle, assets } = await readRepositoryFolder(seedPath);
    return await importRepository(db, bundle, assets);
  } finally {
    await db.$client.end();
  }
}

/** The demo society's published `event` documents, as stored in the seed folder (the api seeds booking rules from them). */
export async function demoEventDocuments() {
  const { bundle } = await readRepositoryFolder(seedPath);
  return bundle.documents.filter((doc) => doc.type === 'event');
}
