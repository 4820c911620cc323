import type { ContentModel } from '@society/content-model';
import { documents, documentVersions } from '@society/db/content-schema';
import { eq, inArray } from 'drizzle-orm';
import { documentDataSchema, issueMessage } from '../model/document-data-schema.ts';
import type { ContentTx } from '../store/content-db.ts';
import { EditorialError, type FieldProblem } from '../store/editorial-error.ts';

type Checked = { id?: string; type: string; uid?: string | null; data: unknown };

/** A path as it is written in JavaScript: `data.body[2].spans[0]`. */
export const fieldPath = (segments: readonly PropertyKey[]): string =>
  segments
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');

/**
 * Every field of a document that the content model refuses, by path (`data.start`,
 * `data.body[2].spans[0].type`); a type the model does not have is refused as a whole. Without a
 * model nothing is checked.
 */
export function documentProblems(model: ContentModel | null, doc: Checked): FieldProblem[] {
  if (!model) return [];
  const schema = documentDataSchema(model, doc.type);
  if (!schema) {
    const types = model.customTypes.map((type) => type.id).join(', ');
    return [{ path: 'type', message: `is not a type of the content model (${types})` }];
  }
  const result = schema.safeParse(doc.data);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: fieldPath(['data', ...issue.path]),
    message: issueMessage(issue),
  }));
}

const nameOf = (doc: Checked) => `${doc.type} ${doc.uid ?? doc.id ?? ''}`.trim();

/** Refuses (422) documents that do not fit the model, naming each bad field; `prefix` locates them in a request. */
export function assertDocumentsValid(
  model: ContentModel | null,
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
export async function assertVersionsValid(
  tx: ContentTx,
  versionIds: number[],
  model: ContentModel | null,
): Promise<void> {
  if (versionIds.length === 0 || !model) return;
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
