import path from 'node:path';
import { parseArgs } from 'node:util';
import { DatabaseSetupError } from '@society/db';
import { openProjectDatabases } from '@society/db/embedded';
import { exportRepository } from './editorial/export-repository.ts';
import { importRepository } from './editorial/import-repository.ts';
import { publishDrafts } from './editorial/publish-drafts.ts';
import { readRepositoryFolder } from './editorial/read-repository-folder.ts';
import { seedPath } from './editorial/seed-path.ts';
import { writeRepositoryFolder } from './editorial/write-repository-folder.ts';
import { connectContentDb } from './store/content-db.ts';
import { EditorialError } from './store/editorial-error.ts';

const usage = `Usage: npm run content -- <command>
  import <dir>     load a repository folder (idempotent; changed documents publish under one new ref)
  import-seed      load the demo society's content
  export <dir>     write every live document, draft, open release and asset to a folder
  publish          publish every pending draft
Uses DATABASE_URL when set, else the embedded PostgreSQL in .data/ (DATA_DIR).`;

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const { positionals } = parseArgs({ allowPositionals: true, strict: false });
const [command, target] = positionals;

async function run(): Promise<string> {
  const databases = await openProjectDatabases({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, process.env.DATA_DIR || '.data'),
  });
  const db = connectContentDb(databases.urls.content, 2);
  try {
    if (command === 'import' || command === 'import-seed') {
      const folder = command === 'import-seed' ? seedPath : path.resolve(process.cwd(), target ?? '');
      const { bundle, assets } = await readRepositoryFolder(folder);
      const summary = await importRepository(db, bundle, assets);
      return `Imported ${folder}: ${summary.published} published, ${summary.drafts} drafts, ${summary.releaseDocuments} release documents, ${summary.assets} assets${summary.ref ? `; master ref ${summary.ref}` : '; nothing changed'}.`;
    }
    if (command === 'export' && target) {
      const { bundle, assets } = await exportRepository(db);
      await writeRepositoryFolder(path.resolve(process.cwd(), target), bundle, assets);
      return `Exported ${bundle.documents.length} documents, ${bundle.drafts.length} drafts, ${bundle.releases.length} releases and ${assets.length} assets to ${target}.`;
    }
    if (command === 'publish') {
      const publication = await publishDrafts(db);
      return publication
        ? `Published ${publication.documentIds.length} documents: master ref ${publication.ref}.`
        : 'No drafts to publish.';
    }
    return usage;
  } finally {
    await db.$client.end();
    await databases.stop();
  }
}

try {
  console.log(await run());
} catch (error) {
  if (error instanceof EditorialError || error instanceof DatabaseSetupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
