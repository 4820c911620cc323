import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundleAsset, RepositoryBundle } from './repository-bundle.ts';

type Doc = RepositoryBundle['documents'][number];

async function writeJson(file: string, value: unknown) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

const fileOf = (dir: string, doc: Doc, masterLang: string) =>
  path.join(dir, doc.type, `${doc.uid ?? doc.id}${doc.lang === masterLang ? '' : `.${doc.lang}`}.json`);

/** Writes a bundle as a repository folder that `readRepositoryFolder` reads back unchanged. */
export async function writeRepositoryFolder(root: string, bundle: RepositoryBundle, assets: BundleAsset[]) {
  const masterLang = bundle.repository?.languages.find((l) => l.is_master)?.id ?? 'en-gb';
  if (bundle.repository) await writeJson(path.join(root, 'repository.json'), bundle.repository);
  for (const doc of bundle.documents)
    await writeJson(fileOf(path.join(root, 'documents'), doc, masterLang), doc);
  for (const doc of bundle.drafts) await writeJson(fileOf(path.join(root, 'drafts'), doc, masterLang), doc);
  for (const { release, documents } of bundle.releases) {
    const dir = path.join(root, 'releases', release.id);
    await writeJson(path.join(dir, 'release.json'), release);
    for (const doc of documents) await writeJson(fileOf(dir, doc, masterLang), doc);
  }
  await mkdir(path.join(root, 'assets'), { recursive: true });
  for (const asset of assets) await writeFile(path.join(root, 'assets', asset.name), asset.bytes);
}
