'use client';
import type { CustomTypeModelField, RTNode } from '@prismicio/client';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useId, useMemo, useState } from 'react';
import { type RichTextAllowed, richTextAllowed } from '../../lib/studio/rich-text-allowed.ts';
import { docToPrismic, type PmNode, prismicToDoc } from '../../lib/studio/rich-text-convert.ts';
import { fieldLabel } from './field-label.tsx';
import { LinkPicker, type PrismicLinkValue } from './link-picker.tsx';
import { richTextExtensions } from './rich-text-extensions.ts';
import { RichTextInsert } from './rich-text-insert.tsx';

type Props = { id: string; field: CustomTypeModelField; value: unknown; onChange: (value: RTNode[]) => void };

const emptyBlockOf = (allowed: RichTextAllowed): PmNode =>
  allowed.paragraph || !allowed.headings[0]
    ? { type: 'paragraph' }
    : { type: 'heading', attrs: { level: allowed.headings[0] } };

/** Title and rich text, edited with TipTap: only the blocks and spans the field allows. */
export function RichTextField({ id, field, value, onChange }: Props) {
  const labelId = useId();
  const config = (field as { config?: { single?: string; multi?: string; labels?: string[] } }).config;
  const allowed = useMemo(() => richTextAllowed(config), [config]);
  const [linking, setLinking] = useState(false);
  const [inserting, setInserting] = useState<'image' | 'embed' | null>(null);
  const editor = useEditor({
    extensions: richTextExtensions(allowed),
    content: prismicToDoc(value as RTNode[] | null, emptyBlockOf(allowed)),
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': String(!allowed.single),
        role: 'textbox',
        class: 'studio-rich-text min-h-10 rounded border border-slate-400 px-2 py-1.5 focus:outline-2',
      },
    },
    onUpdate: ({ editor: e }) => onChange(docToPrismic(e.getJSON() as PmNode)),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  const button = (label: string, pressed: boolean | undefined, run: () => void) => (
    <button
      type="button"
      aria-pressed={pressed}
      className="rounded border border-slate-400 px-2 py-0.5 text-sm"
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {label}
    </button>
  );
  const chain = () => editor!.chain().focus();
  const setLink = (link: PrismicLinkValue | null) => {
    setLinking(false);
    if (!editor) return;
    if (link) chain().extendMarkRange('link').setMark('link', { data: link }).run();
    else chain().extendMarkRange('link').unsetMark('link').run();
  };
  return (
    <div className="mb-4">
      <span id={labelId} className="block font-medium">
        {fieldLabel(id, field)}
      </span>
      {editor && !allowed.single ? (
        <div
          role="toolbar"
          aria-label={`${fieldLabel(id, field)} formatting`}
          className="my-1 flex flex-wrap gap-1"
        >
          {allowed.paragraph ? button('Paragraph', undefined, () => chain().setParagraph().run()) : null}
          {allowed.headings.map((level) =>
            button(`H${level}`, undefined, () => chain().toggleHeading({ level }).run()),
          )}
          {allowed.strong ? button('Bold', state?.bold, () => chain().toggleBold().run()) : null}
          {allowed.em ? button('Italic', state?.italic, () => chain().toggleItalic().run()) : null}
          {allowed.bulletList
            ? button('Bulleted list', undefined, () => chain().toggleBulletList().run())
            : null}
          {allowed.orderedList
            ? button('Numbered list', undefined, () => chain().toggleOrderedList().run())
            : null}
          {allowed.preformatted
            ? button('Preformatted', undefined, () => chain().setNode('preformatted').run())
            : null}
          {allowed.hyperlink ? button('Link', state?.link, () => setLinking((open) => !open)) : null}
          {allowed.labels.map((label) =>
            button(`Label: ${label}`, undefined, () => chain().toggleMark('label', { label }).run()),
          )}
          {allowed.image ? button('Image', inserting === 'image', () => setInserting('image')) : null}
          {allowed.embed ? button('Video', inserting === 'embed', () => setInserting('embed')) : null}
        </div>
      ) : null}
      {inserting ? (
        <RichTextInsert
          key={inserting}
          kind={inserting}
          onCancel={() => setInserting(null)}
          onInsert={(node) => {
            setInserting(null);
            // After the selection, never over it: a block just inserted stays selected.
            if (editor) chain().insertContentAt(editor.state.selection.to, node).run();
          }}
        />
      ) : null}
      {linking ? <LinkPicker label="Link to" onPick={setLink} onCancel={() => setLinking(false)} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
