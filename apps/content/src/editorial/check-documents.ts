import { documents, documentVersions, repositorySettings } from '@society/db/content-schema';
import { eq, inArray } from 'drizzle-orm';
import type { ContentModel } from '../model/content-model.ts';
import { documentDataSchema } from '../model/document-data-schema.ts';
import type { ContentDb, ContentTx } from '../store/content-db.ts';
import { EditorialError, type FieldProblem } from '../store/editorial-error.ts';
import { repositorySettingsSchema } from '../store/repository-settings.ts';

type Checked = { id?: string; type: string; uid?: string | null; data: unknown };

/** The stored repository's content model, if it has one. */
export async function loadContentModel(db: ContentDb | ContentTx): Promise<ContentModel | undefined> {
  const [row] = await db.select().from(repositorySettings).where(eq(repositorySettings.key, 'repository'));
  return row ? repositorySettingsSchema.parse(row.value).model : undefined;
}

/** Every field of a document's `data` that its type's model refuses, by dotted path (`data.start`). */
export function documentProblems(model: ContentModel | undefined, doc: Checked): FieldProblem[] {
  const schema = model && documentDataSchema(model, doc.type);
  const result = schema?.safeParse(doc.data);
  if (!result || result.success) return [];
  return result.error.issues.map((issue) => ({
    path: ['data', ...issue.path].join('.'),
    message: issue.code === 'unrecognized_keys' ? `has no field ${issue.keys.join(', ')}` : issue.message,
  }));
}

const nameOf = (doc: Checked) => `${doc.type} ${doc.uid ?? doc.id ?? ''}`.trim();

/** Refuses (422) documents that do not fit the model, naming each bad field; `prefix` locates them in a request. */
export function assertDocumentsValid(
  model: ContentModel | undefined,
  docs: { doc: Checked; prefix?: string }[],
  what = 'The document does not fit its type',
): void {
  const problems = docs.flatMap(({ doc, prefix }) =>
    documentProblems(model, doc).map((problem) => ({
      doc,
      problem: { ...problem, path: prefix ? `${prefix}.${problem.path}` : problem.path },
    })),
  );
  if (problems.length === 0) return;
  const lines = problems.map(({ doc, problem }) => `${nameOf(doc)}: ${problem.path} ${problem.message}`);
  throw new EditorialError(
    'invalid',
    `${what}: ${lines.slice(0, 20).join('; ')}${lines.length > 20 ? ` (and ${lines.length - 20} more)` : ''}.`,
    problems.map(({ problem }) => problem),
  );
}

/** Before versions go live: each must still fit the model (a draft may predate it, or come from elsewhere). */
export async function assertVersionsValid(tx: ContentTx, versionIds: number[]): Promise<void> {
  if (versionIds.length === 0) return;
  const model = await loadContentModel(tx);
  if (!model) return;
  const rows = await tx
    .select({
      id: documents.id,
      type: documents.type,
      uid: documentVersions.uid,
      data: documentVersions.data,
    })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(inArray(documentVersions.id, versionIds));
  assertDocumentsValid(
    model,
    rows.map((doc) => ({ doc })),
    'Cannot publish documents that do not fit their type',
  );
}
