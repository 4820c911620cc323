import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { parseArgs } from 'node:util';
import { openProjectDatabases } from '@society/db/embedded';
import { Presets, SingleBar } from 'cli-progress';
import { z } from 'zod';
import { connectApiDb } from '../api-db.ts';
import { MappingFileError } from '../collections/import/column-mapping.ts';
import {
  IMPORT_KINDS,
  importRequestSchema,
  prepareImport,
  resolveSubmitter,
  runImport,
  UnknownSubmitterError,
} from '../collections/import/run-import.ts';
import { WarningList } from '../collections/import/warning-list.ts';

const usage = `Usage: npm run import -- <kind> <file> [options]
  kinds: ${IMPORT_KINDS.join(', ')}, image
  --collection <uid>          the collection to create or add to (records, index)
  --title <title>             its title when new (default: the uid)
  --access public|members     who may see it (default public)
  --mapping <file>            the column mapping, JSON or YAML (records)
  --name-kind forename|surname  for a variants file without a kind column (default forename)
  --submitter <e-mail>        a family tree's submitter (gedcom): that user sees its living people
  --record <id> --side front|back|page   for an image: the record it shows (optional) and which side
Uses DATABASE_URL when set, else the embedded PostgreSQL in .data/ (DATA_DIR).
See docs/staff/importing-collections.md.`;

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      collection: { type: 'string' },
      title: { type: 'string' },
      access: { type: 'string' },
      mapping: { type: 'string' },
      'name-kind': { type: 'string' },
      submitter: { type: 'string' },
      record: { type: 'string' },
      side: { type: 'string' },
    },
  });
  const [kind, given] = positionals;
  // npm runs workspace scripts in the workspace's folder; paths are meant from where it was typed.
  const from = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
  const file = given ? from(given) : undefined;
  if (!kind || !file) {
    console.log(usage);
    return 2;
  }
  if (kind === 'image') return addImage(file, values);
  const parsed = importRequestSchema.safeParse({
    kind,
    collection: values.collection,
    title: values.title,
    access: values.access,
    nameKind: values['name-kind'],
    submitter: values.submitter,
    mapping: values.mapping ? await readFile(from(values.mapping), 'utf8') : undefined,
  });
  if (!parsed.success) {
    console.error(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'kind'}: ${issue.message}`).join('\n'),
    );
    console.error(`\n${usage}`);
    return 2;
  }
  prepareImport(parsed.data);
  const size = (await stat(file)).size;
  const { db, stop } = await openDatabase();
  let submittedBy: number | undefined;
  try {
    submittedBy = await resolveSubmitter(db, parsed.data);
  } catch (error) {
    await stop();
    if (!(error instanceof UnknownSubmitterError)) throw error;
    console.error(`submitter: ${error.message}`);
    return 2;
  }
  const bar = new SingleBar(
    { format: '{bar} {percentage}% | {phase} {done} | {warnings} warnings', hideCursor: true },
    Presets.shades_classic,
  );
  let read = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      done(null, chunk);
    },
  });
  createReadStream(file)
    .on('error', (error) => counted.destroy(error))
    .pipe(counted);
  bar.start(size, 0, { phase: 'Reading', done: 0, warnings: 0 });
  try {
    const summary = await runImport(db, parsed.data, counted, {
      onProgress: (progress) =>
        bar.update(read, { phase: progress.phase, done: progress.done, warnings: progress.warnings }),
      ...(submittedBy !== undefined ? { submittedBy } : {}),
    });
    bar.update(size);
    bar.stop();
    const counts = Object.entries(summary)
      .filter(
        ([key, value]) =>
          typeof value === 'number' && value > 0 && key !== 'collectionId' && key !== 'warningCount',
      )
      .map(([key, value]) => `${key} ${Number(value).toLocaleString('en-GB')}`);
    console.log(`Imported ${file}: ${counts.join(', ') || 'nothing'}; ${summary.warningCount} warnings.`);
    // The first 50, then one of each other kind (a truncated file's warning comes last).
    const shown = new WarningList(50);
    for (const warning of summary.warnings) shown.add(warning);
    for (const { line, message, more } of shown.result().warnings)
      console.log(
        `  ${line === null ? '' : `line ${line}: `}${message}${more ? ` (and ${more.toLocaleString('en-GB')} more like it)` : ''}`,
      );
    return 0;
  } finally {
    bar.stop();
    await stop();
  }
}

const imageOptions = z.object({
  collection: z.string().min(1, 'an image needs --collection'),
  record: z.coerce.number().int().positive().optional(),
  side: z.enum(['front', 'back', 'page']).default('page'),
  access: z.enum(['public', 'members']).default('public'),
});

/** `image`: one file tiled into IIIF level-0 files under IMAGES_DIR (default `.data/images`). */
async function addImage(file: string, values: Record<string, unknown>): Promise<number> {
  const parsed = imageOptions.safeParse({ ...values, collection: values.collection ?? '' });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
    return 2;
  }
  // sharp is loaded for images only: an import of any other kind starts without it.
  const { importImage } = await import('../collections/images/import-image.ts');
  const { db, stop } = await openDatabase();
  try {
    const imagesDir = path.resolve(
      repoRoot,
      process.env.IMAGES_DIR || path.join(process.env.DATA_DIR || '.data', 'images'),
    );
    const image = await importImage(db, imagesDir, {
      collection: parsed.data.collection,
      recordId: parsed.data.record ?? null,
      side: parsed.data.side,
      access: parsed.data.access,
      file,
    });
    console.log(
      `Image ${image.id} (${image.width} × ${image.height}) tiled into ${path.join(imagesDir, String(image.id))}.`,
    );
    return 0;
  } finally {
    await stop();
  }
}

async function openDatabase() {
  const databases = await openProjectDatabases({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, process.env.DATA_DIR || '.data'),
    kinds: ['api'],
  });
  const db = connectApiDb(databases.urls.api, 3);
  return {
    db,
    stop: async () => {
      await db.$client.end();
      await databases.stop();
    },
  };
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error instanceof MappingFileError ? error.message : `Import failed: ${error.message}`);
    process.exit(1);
  },
);
