import { generatePath, type RouteObject, redirect } from 'react-router';

/**
 * Old paths of SPEC §2 and where they live now; the query string is kept. Remove nothing here:
 * old links in e-mails and bookmarks keep working.
 */
export const LEGACY_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: 'courses', to: '/online-courses' },
  { from: 'courses/:id', to: '/online-courses/:id' },
  { from: 'webcasts', to: '/webinars' },
  { from: 'webcasts/:id', to: '/webinars/:id' },
  { from: 'trails/:id_trail/webcasts/:id', to: '/trails/:id_trail/webinars/:id' },
  { from: 'presential', to: '/presential-courses' },
  { from: 'presential/:id', to: '/presential-courses/:id' },
];

export function legacyRedirectRoutes(): RouteObject[] {
  return LEGACY_REDIRECTS.map(({ from, to }) => ({
    path: from,
    loader: ({ params, request }) => {
      const url = new URL(request.url);
      return redirect(generatePath(to, params) + url.search);
    },
  }));
}
