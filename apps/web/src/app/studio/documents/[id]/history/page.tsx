import { notFound } from 'next/navigation';
import { SiteLink } from '../../../../../components/site-link.tsx';
import { VersionHistory } from '../../../../../components/studio/version-history.tsx';
import { editorialFetch } from '../../../../../server/studio/editorial-fetch.ts';
import { requireStudio } from '../../../../../server/studio/require-studio.ts';

export type Change = {
  id: number;
  action: string;
  detail: string | null;
  versionId: number | null;
  actorEmail: string;
  actorRole: string;
  at: string;
};
type History = { changes: Change[]; versions: { id: number; createdAt: string }[] };
type Stored = { published?: { versionId: number }; draft?: { versionId: number } };

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

/** Every change to a document (who, when, what), and its versions to compare and restore. */
export default async function StudioHistoryPage({ params }: PageProps<'/studio/documents/[id]/history'>) {
  const { id } = await params;
  const studio = await requireStudio(`/studio/documents/${encodeURIComponent(id)}/history`);
  const [historyAnswer, docAnswer] = await Promise.all([
    editorialFetch(studio, `/editor/documents/${encodeURIComponent(id)}/history`),
    editorialFetch(studio, `/editor/documents/${encodeURIComponent(id)}`),
  ]);
  if (docAnswer.status === 404) notFound();
  if (!historyAnswer.ok || !docAnswer.ok) throw new Error('The content service did not answer.');
  const history = (await historyAnswer.json()) as History;
  const stored = (await docAnswer.json()) as Stored;
  const head = stored.draft?.versionId ?? stored.published?.versionId ?? null;
  return (
    <>
      <p>
        <SiteLink href={`/studio/documents/${id}`} className="underline">
          Back to the document
        </SiteLink>
      </p>
      <h1 className="text-2xl font-bold">History</h1>
      <h2 className="mt-4 text-xl font-semibold">Changes</h2>
      <ol className="my-2">
        {history.changes.map((change) => (
          <li key={change.id} className="border-b py-1">
            <time dateTime={change.at}>{when(change.at)}</time>: {change.actorEmail} ({change.actorRole}){' '}
            {change.action}
            {change.detail ? ` ${change.detail}` : ''}
            {change.versionId ? ` (version ${change.versionId})` : ''}
          </li>
        ))}
      </ol>
      <VersionHistory
        documentId={id}
        headVersionId={head}
        versions={history.versions.map((version) => ({ id: version.id, when: when(version.createdAt) }))}
      />
    </>
  );
}
