import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { documentInputSchema } from '../store/document-input.ts';
import { EditorialError } from '../store/editorial-error.ts';
import { repositorySettingsSchema } from '../store/repository-settings.ts';
import { assetNamePattern } from './asset-types.ts';
import { type BundleAsset, type RepositoryBundle, releaseInfoSchema } from './repository-bundle.ts';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Reads a repository folder (see docs/content-model.md); every bad file is named in one error. */
export async function readRepositoryFolder(
  root: string,
): Promise<{ bundle: RepositoryBundle; assets: BundleAsset[] }> {
  const problems: string[] = [];
  async function parse<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
    const relative = path.relative(root, file);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      problems.push(`${relative}: ${(error as Error).message}`);
      return undefined;
    }
    const result = schema.safeParse(json);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      problems.push(`${relative}: ${issue.path.join('.') || '(root)'} ${issue.message}`);
    return undefined;
  }
  const documentsIn = async (dir: string, skip = '') => {
    const files = (await listFiles(dir)).filter((f) => f.endsWith('.json') && path.basename(f) !== skip);
    const docs = await Promise.all(files.map((file) => parse(file, documentInputSchema)));
    return docs.filter((doc) => doc !== undefined);
  };

  const repositoryFile = path.join(root, 'repository.json');
  const repository = (await listFiles(root)).includes(repositoryFile)
    ? await parse(repositoryFile, repositorySettingsSchema)
    : undefined;
  const releaseDirs = (await readdir(path.join(root, 'releases'), { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, 'releases', entry.name));
  const releases = [];
  for (const dir of releaseDirs) {
    const release = await parse(path.join(dir, 'release.json'), releaseInfoSchema);
    const documents = await documentsIn(dir, 'release.json');
    if (release) releases.push({ release, documents });
  }
  const assets: BundleAsset[] = [];
  for (const file of await listFiles(path.join(root, 'assets'))) {
    const name = path.basename(file);
    if (assetNamePattern.test(name)) assets.push({ name, bytes: await readFile(file) });
    else problems.push(`assets/${name}: file names are letters, digits, '.', '-' and '_'`);
  }
  const bundle: RepositoryBundle = {
    ...(repository ? { repository } : {}),
    documents: await documentsIn(path.join(root, 'documents')),
    drafts: await documentsIn(path.join(root, 'drafts')),
    releases,
  };
  if (problems.length > 0)
    throw new EditorialError('invalid', `Cannot import ${root}:\n  ${problems.join('\n  ')}`);
  const ids = bundle.documents.map((doc) => doc.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate)
    throw new EditorialError('invalid', `Cannot import ${root}: document id ${duplicate} appears twice.`);
  return { bundle, assets };
}
