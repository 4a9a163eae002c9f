import type { ClientPageSlug } from '@elevar/contract';
import type { ContentTextKey } from '../i18n.ts';

/** What each page is called in the menus and on the editors' screens. */
export const PAGE_TITLE_KEYS: Record<ClientPageSlug, ContentTextKey> = {
  hotsite: 'pages.names.hotsite',
  'about-the-team': 'pages.names.aboutTheTeam',
  about: 'pages.names.about',
  'terms-and-conditions': 'pages.names.terms',
  'privacy-policy': 'pages.names.privacy',
  cookies: 'pages.names.cookies',
  support: 'pages.names.support',
  'contact-us': 'pages.names.contactUs',
};

/** Where members read a page. */
export const pagePath = (slug: ClientPageSlug) => `/${slug}`;
