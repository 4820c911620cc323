'use client';
import type { CustomTypeModel, SharedSliceModel } from '@prismicio/client';
import { useId, useMemo, useState } from 'react';
import { formTabs } from '../../lib/studio/document-form.ts';
import type { StudioRole } from '../../lib/studio/studio-role.ts';
import { FieldEditor } from './field-editor.tsx';
import { PublishBar } from './publish-bar.tsx';
import { SaveStatus } from './save-status.tsx';
import { StudioContext } from './studio-context.tsx';
import { UidField } from './uid-field.tsx';
import { type DraftContent, useAutosave } from './use-autosave.ts';

export type EditorDocument = {
  id: string | null;
  type: string;
  lang: string;
  uid: string | null;
  data: Record<string, unknown>;
  /** The version being edited (the draft, else the live one); null for a new document. */
  versionId: number | null;
  published: boolean;
};

type Props = {
  document: EditorDocument;
  model: CustomTypeModel;
  sharedSlices: readonly SharedSliceModel[];
  hasUid: boolean;
  role: StudioRole;
  assetOrigin: string;
};

/** A document's form, generated from its custom type, saving itself as a draft as the editor types. */
export function DocumentEditor({ document, model, sharedSlices, hasUid, role, assetOrigin }: Props) {
  const [content, setContent] = useState<DraftContent>({ uid: document.uid, data: document.data });
  const [documentId, setDocumentId] = useState(document.id);
  const options = useMemo(
    () => ({
      documentId: document.id,
      type: document.type,
      lang: document.lang,
      baseVersionId: document.versionId,
      onCreated: (id: string) => {
        setDocumentId(id);
        window.history.replaceState(null, '', `/studio/documents/${id}`);
      },
    }),
    [document],
  );
  const autosave = useAutosave(content, options);
  const headingId = useId();
  const tabs = formTabs(model);
  const setField = (id: string, value: unknown) =>
    setContent((current) => ({ ...current, data: { ...current.data, [id]: value } }));
  return (
    <StudioContext.Provider value={{ sharedSlices, assetOrigin }}>
      <article aria-labelledby={headingId}>
        <h1 id={headingId} className="text-2xl font-bold">
          {document.id ? 'Edit' : 'New'} {model.label ?? model.id}
        </h1>
        <SaveStatus
          state={autosave.state}
          onRetry={() => void autosave.save()}
          onOverwrite={(v) => void autosave.save(v)}
        />
        <PublishBar
          role={role}
          documentId={documentId}
          published={document.published}
          content={content}
          type={document.type}
          lang={document.lang}
          flush={() => (autosave.state.kind === 'saved' ? Promise.resolve(true) : autosave.save())}
        />
        {hasUid ? (
          <UidField
            type={document.type}
            lang={document.lang}
            documentId={documentId}
            value={content.uid}
            onChange={(uid) => setContent((current) => ({ ...current, uid }))}
          />
        ) : null}
        {tabs.map((tab) => (
          <section key={tab.name} aria-label={tab.name} className="mt-6">
            <h2 className="mb-2 text-xl font-semibold">{tab.name}</h2>
            {tab.fields.map(({ id, field }) => (
              <FieldEditor
                key={id}
                id={id}
                field={field}
                value={content.data[id]}
                onChange={(value) => setField(id, value)}
              />
            ))}
          </section>
        ))}
      </article>
    </StudioContext.Provider>
  );
}
