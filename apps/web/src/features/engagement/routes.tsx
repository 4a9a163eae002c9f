import type { RouteObject } from 'react-router';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { pointsNamespace } from '../points/index.ts';

/** The signed-in home; its score and ranking cards come from the points feature, with their texts. */
export const homeRoute = (services: AppServices): RouteObject => ({
  path: 'home',
  lazy: async () => {
    const [{ HomePage }] = await Promise.all([
      import('./pages/HomePage.tsx'),
      ensureNamespace(services.i18n, pointsNamespace),
    ]);
    return { Component: HomePage };
  },
});
