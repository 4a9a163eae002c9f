import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { assessmentNamespace } from '../namespace.ts';
import { assessmentAuthoringNamespace } from './namespace.ts';

/**
 * The staff's test screens, lazy with their texts (and the player's, whose question fields the preview reuses).
 * The menu offers them to course authors; the server decides on every call.
 */
export const assessmentStaffRoutes = (services: AppServices): RouteObject[] => {
  const screen = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
    path,
    lazy: async () => {
      const [Component] = await Promise.all([
        load(),
        ensureNamespace(services.i18n, assessmentAuthoringNamespace),
        ensureNamespace(services.i18n, assessmentNamespace),
      ]);
      return { Component };
    },
  });
  return [
    screen('admin/question-banks', async () => (await import('./pages/BanksPage.tsx')).BanksPage),
    screen(
      'admin/question-banks/:id',
      async () => (await import('./pages/BankEditorPage.tsx')).BankEditorPage,
    ),
    screen('admin/tests/:id', async () => (await import('./pages/TestPage.tsx')).TestPage),
    screen(
      'admin/tests/:id/analysis',
      async () => (await import('./pages/ItemAnalysisPage.tsx')).ItemAnalysisPage,
    ),
  ];
};
