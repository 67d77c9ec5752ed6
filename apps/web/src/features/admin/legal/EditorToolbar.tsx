import { type Editor, useEditorState } from '@tiptap/react';
import { Bold, Italic, Link2, List, type LucideIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { isAllowedLink, withDefaultProtocol } from './link-protocols';

/**
 * Bold, Italic, List and Link, each highlighted while the cursor sits in that formatting.
 * TipTap 3 no longer re-renders on every change, so the active states come from useEditorState.
 */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      list: current.isActive('bulletList'),
      link: current.isActive('link'),
    }),
  });

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex items-center gap-1 border-b border-neutral-200 bg-neutral-50 px-2 py-1.5"
    >
      <ToolButton
        label="Bold"
        icon={Bold}
        active={active.bold}
        onClick={() => editor.chain().focus().toggleBold().run()}
      />
      <ToolButton
        label="Italic"
        icon={Italic}
        active={active.italic}
        onClick={() => editor.chain().focus().toggleItalic().run()}
      />
      <ToolButton
        label="List"
        icon={List}
        active={active.list}
        onClick={() => editor.chain().focus().toggleBulletList().run()}
      />
      <span className="mx-1 h-5 w-px bg-neutral-300" aria-hidden />
      <ToolButton label="Link" icon={Link2} active={active.link} onClick={() => editLink(editor)} />
    </div>
  );
}

/** Asks for the link's address: an empty answer removes the link, Cancel changes nothing. */
function editLink(editor: Editor) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const answer = window.prompt('Link URL (leave empty to remove the link)', current);
  if (answer === null) return;
  if (answer.trim() === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  const href = withDefaultProtocol(answer);
  if (!isAllowedLink(href)) {
    toast.error('Links must start with http, https, mailto or tel.');
    return;
  }
  const chain = editor.chain().focus();
  if (editor.state.selection.empty && !editor.isActive('link')) {
    // No text selected: the address itself becomes the linked text.
    chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
  } else {
    chain.extendMarkRange('link').setLink({ href }).run();
  }
}

interface ToolButtonProps {
  label: string;
  icon: LucideIcon;
  active: boolean;
  onClick(): void;
}

function ToolButton({ label, icon: Icon, active, onClick }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      title={label}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex size-8 items-center justify-center rounded-md transition ${
        active
          ? 'bg-neutral-900 text-white shadow-sm'
          : 'text-neutral-600 hover:bg-neutral-200 hover:text-neutral-900'
      }`}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
