import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { EditorToolbar } from './EditorToolbar';
import { legalEditorExtensions } from './editor-extensions';
import './legal-editor.css';

interface LegalEditorProps {
  /** HTML; '' for an empty page. */
  content: string;
  onChange(html: string): void;
  labelledBy: string;
}

/**
 * The rich-text Content editor of the legal pages. Loaded on its own (React.lazy) so TipTap is a
 * separate chunk that only this screen downloads.
 */
export function LegalEditor({ content, onChange, labelledBy }: LegalEditorProps) {
  const reportChange = useRef(onChange);
  reportChange.current = onChange;
  const editor = useEditor({
    extensions: legalEditorExtensions,
    content,
    editorProps: {
      attributes: {
        class: 'legal-content legal-editor min-h-[300px] px-4 py-3 outline-none',
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
    onUpdate: ({ editor: current }) => reportChange.current(current.isEmpty ? '' : current.getHTML()),
  });

  // Content replaced from outside (another tab loaded, or the saved page came back) is shown;
  // the editor's own changes already match and are left alone, keeping the cursor and undo history.
  useEffect(() => {
    // Under StrictMode the first editor is destroyed and replaced; only a live one can be read.
    if (editor.isDestroyed) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (shown !== content) editor.commands.setContent(content, { emitUpdate: false });
  }, [editor, content]);

  return (
    <div className="overflow-hidden rounded-lg border border-neutral-300 bg-white focus-within:border-neutral-900 focus-within:ring-2 focus-within:ring-neutral-900/10">
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
