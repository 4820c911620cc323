import { customType, hasUid, sharedSlices } from '@society/content-model';
import { notFound } from 'next/navigation';
import { DocumentEditor } from '../../../../components/studio/document-editor.tsx';
import { emptyData } from '../../../../lib/studio/document-form.ts';
import { assetOrigin } from '../../../../server/studio/asset-origin.ts';
import { requireStudio } from '../../../../server/studio/require-studio.ts';

/** A new document of a type: saved as a draft as soon as something is typed. */
export default async function StudioNewDocumentPage({ params }: PageProps<'/studio/new/[type]'>) {
  const { type } = await params;
  const studio = await requireStudio(`/studio/new/${encodeURIComponent(type)}`);
  const model = customType(type);
  if (!model) notFound();
  return (
    <DocumentEditor
      document={{
        id: null,
        type,
        lang: 'en-gb',
        uid: null,
        data: emptyData(model),
        versionId: null,
        published: false,
      }}
      model={model}
      sharedSlices={sharedSlices}
      hasUid={hasUid(model)}
      role={studio.role}
      assetOrigin={assetOrigin()}
    />
  );
}
