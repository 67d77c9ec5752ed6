import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLink } from './link-protocols';

/**
 * The legal page editor's extensions. StarterKit already holds Link and UndoRedo, so they are
 * configured here rather than added twice; the link rules match what the server keeps on save.
 */
export const legalEditorExtensions = [
  StarterKit.configure({
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'http',
      isAllowedUri: (url, { defaultValidate }) => isAllowedLink(url) && defaultValidate(url),
      shouldAutoLink: isAllowedLink,
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
    },
    // docs/product.md §9: 100 steps of undo, a new step after a 500 ms pause (StarterKit's defaults,
    // stated on purpose).
    undoRedo: { depth: 100, newGroupDelay: 500 },
  }),
  Placeholder.configure({ placeholder: 'Write something …' }),
];
