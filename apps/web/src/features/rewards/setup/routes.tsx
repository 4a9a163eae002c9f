import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { rewardsSetupNamespace } from './namespace.ts';

const screen =
  (services: AppServices, load: () => Promise<{ Component: () => React.ReactNode }>) => async () => {
    const [page] = await Promise.all([load(), ensureNamespace(services.i18n, rewardsSetupNamespace)]);
    return page;
  };

/**
 * The programme administrator's campaign set-up (issue 13, operator screens): the campaigns, a campaign's editor,
 * the stores' CSV import, the retail chains, the companies/agencies with their brands, the participants and the mystery-shopper and event results (entered or imported). Programme administrators find it in the menu; anyone else who opens it gets the server's
 * 403 as a forbidden message, like the other staff screens.
 */
export const rewardsSetupRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'admin/rewards-campaigns',
    lazy: screen(services, async () => ({
      Component: (await import('./pages/CampaignsAdminPage.tsx')).CampaignsAdminPage,
    })),
  },
  {
    path: 'admin/rewards-campaigns/stores-import',
    lazy: screen(services, async () => ({
      Component: (await import('./pages/StoreImportPage.tsx')).StoreImportPage,
    })),
  },
  {
    path: 'admin/rewards-chains',
    lazy: screen(services, async () => ({
      Component: (await import('./lists/ChainsPage.tsx')).ChainsPage,
    })),
  },
  {
    path: 'admin/rewards-agencies',
    lazy: screen(services, async () => ({
      Component: (await import('./lists/AgenciesPage.tsx')).AgenciesPage,
    })),
  },
  {
    path: 'admin/rewards-participants',
    lazy: screen(services, async () => ({
      Component: (await import('./pages/ParticipantsPage.tsx')).ParticipantsPage,
    })),
  },
  {
    path: 'admin/rewards-results',
    lazy: screen(services, async () => ({
      Component: (await import('./results/ResultsPage.tsx')).ResultsPage,
    })),
  },
  {
    path: 'admin/rewards-results/new',
    lazy: screen(services, async () => ({
      Component: (await import('./results/ResultFormPage.tsx')).ResultFormPage,
    })),
  },
  {
    path: 'admin/rewards-results/import',
    lazy: screen(services, async () => ({
      Component: (await import('./results/ResultImportPage.tsx')).ResultImportPage,
    })),
  },
  {
    path: 'admin/rewards-campaigns/:id',
    lazy: screen(services, async () => ({
      Component: (await import('./pages/CampaignEditorPage.tsx')).CampaignEditorPage,
    })),
  },
];
