import { customType, hasUid, sharedSlices } from '@society/content-model';
import { notFound } from 'next/navigation';
import { DocumentEditor } from '../../../../components/studio/document-editor.tsx';
import { assetOrigin } from '../../../../server/studio/asset-origin.ts';
import { editorialFetch } from '../../../../server/studio/editorial-fetch.ts';
import { requireStudio } from '../../../../server/studio/require-studio.ts';

type Version = { versionId: number; uid: string | null; data: Record<string, unknown> };
type Stored = { type: string; lang: string; published?: Version; draft?: Version };

/** One document in the editor: its draft if it has one, else what is live. */
export default async function StudioDocumentPage({ params }: PageProps<'/studio/documents/[id]'>) {
  const { id } = await params;
  const studio = await requireStudio(`/studio/documents/${encodeURIComponent(id)}`);
  const response = await editorialFetch(studio, `/editor/documents/${encodeURIComponent(id)}`);
  if (response.status === 404) notFound();
  if (!response.ok) throw new Error(`The content service answered ${response.status}.`);
  const stored = (await response.json()) as Stored;
  const model = customType(stored.type);
  if (!model)
    return (
      <p>Documents of type {stored.type} are not in the content model, so the studio cannot edit them.</p>
    );
  const head = stored.draft ?? stored.published!;
  return (
    <DocumentEditor
      document={{
        id,
        type: stored.type,
        lang: stored.lang,
        uid: head.uid,
        data: head.data,
        versionId: head.versionId,
        published: Boolean(stored.published),
      }}
      model={model}
      sharedSlices={sharedSlices}
      hasUid={hasUid(model)}
      role={studio.role}
      assetOrigin={assetOrigin()}
    />
  );
}
