import type { RouteObject } from 'react-router';
import type { WebFeature } from '../../app/feature.ts';
import type { AppServices } from '../../app/services.ts';

/**
 * The signed-in home; its cards come from the features' manifests (`homeCards`), loaded with the home's chunk so
 * the home renders with all of them at once.
 */
export const homeRoute = (services: AppServices, features: readonly WebFeature[]): RouteObject => ({
  path: 'home',
  lazy: async () => {
    const [{ HomePage }, ...lists] = await Promise.all([
      import('./pages/HomePage.tsx'),
      ...features.map((feature) => feature.homeCards?.(services) ?? []),
    ]);
    const cards = lists.flat();
    return { Component: () => <HomePage cards={cards} /> };
  },
});
