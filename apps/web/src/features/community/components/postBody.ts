import { FORUM_BODY_MAX_LENGTH } from '@elevar/domain';

/** Whether a composer's HTML holds something to send: text, or an image. */
export function hasText(html: string): boolean {
  return html.replace(/<(?!img)[^>]*>/g, '').trim() !== '';
}

/** Whether a composer's HTML may be sent: something in it, within the length the server takes. */
export function isSendable(html: string): boolean {
  return hasText(html) && html.length <= FORUM_BODY_MAX_LENGTH;
}
