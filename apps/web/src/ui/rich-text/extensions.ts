import type { Extensions } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { ListItem } from '@tiptap/extension-list';
import { StarterKit } from '@tiptap/starter-kit';

/** The link addresses the server keeps (`platform/rich-text.ts`: http, https, mailto). */
export const LINK_ADDRESS = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;
/** The image addresses an author may type (the server keeps https and the app's own stored files). */
export const IMAGE_ADDRESS = /^https:\/\/[^\s]+$/i;

// A list item without tiptap's Tab and Shift-Tab (nest, un-nest): in a form, Tab must leave the editor, never trap
// the keyboard in it.
const TabFreeListItem = ListItem.extend({
  addKeyboardShortcuts() {
    return { Enter: () => this.editor.commands.splitListItem(this.name) };
  },
});

/**
 * The editor's document: exactly the server's allow-list (`platform/rich-text.ts`), so nothing the author sees is
 * dropped on saving. Paragraphs, line breaks, headings h2–h4, bold, italics, underline, strikethrough, quotes, lists,
 * horizontal rules, links (http, https, mailto) and images; no code, code blocks or other heading levels, which the
 * server would strip. Pasted HTML keeps only what fits this schema.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      code: false,
      codeBlock: false,
      listItem: false,
      // a trailing empty paragraph after a list or an image would be saved as an empty <p>
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => LINK_ADDRESS.test(url),
      },
    }),
    TabFreeListItem,
    Image.configure({ inline: false, allowBase64: false }),
  ];
}
