import { truncateLink } from '@elevar/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * Stored rich text (news bodies; later forum posts): what a writer sends is kept only as far as this allow-list
 * goes, on the server, before it is stored, so nothing a writer stores can run in a reader's browser. Kept: text
 * structure (paragraphs, headings, lists, quotes, emphasis, line breaks), links to http(s) and mailto addresses
 * (opened in a new tab, no referrer, no opener), and images from https or the app's own stored files. Gone with
 * their contents: script, style, iframe, object, svg, math, template, noscript, textarea, form controls. Gone
 * whatever the tag: every attribute not listed (event handlers, style, class, id, srcset), every other URL scheme
 * (javascript:, data:, vbscript:, relative paths outside the file store). A link whose text is an address shows it
 * cut as SPEC §9 says (50 characters, the ellipsis in the middle); its href stays whole.
 */

const STORED_FILE = /^\/api\/v1\/files\/[A-Za-z0-9_-]{43}\?sig=[A-Za-z0-9_-]+$/;
const ADDRESS_TEXT = /^(https?:\/\/|mailto:|www\.)\S+$/i;

const ESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
const htmlDecode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot);/g, (entity) => ESCAPES[entity] ?? entity);
const htmlEncode = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
  ],
  // target and rel are the transform's own (a link written with others gets them replaced)
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'svg',
    'math',
    'iframe',
    'object',
  ],
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    !(frame.attribs.src?.startsWith('https://') || STORED_FILE.test(frame.attribs.src ?? '')),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        ...(attribs.href ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}),
      },
    }),
  },
};

/** The allow-listed HTML of a writer's rich text (see above); plain text comes back escaped. */
export function sanitizeRichText(html: string): string {
  // the sanitizer's own output: every link's text without tags is one run of escaped text between its tags
  return sanitizeHtml(html, OPTIONS)
    .replace(/(<a [^>]*>)([^<]*)(<\/a>)/g, (_, open: string, text: string, close: string) => {
      const plain = htmlDecode(text).trim();
      return ADDRESS_TEXT.test(plain) ? open + htmlEncode(truncateLink(plain)) + close : open + text + close;
    })
    .trim();
}
