import type { RouteObject } from 'react-router';

/** The partner programme's standalone page in the open area (SPEC §2 tigre-juntos-somos-mais). */
export const partnerProgrammeRoute = (): RouteObject => ({
  path: 'tigre-juntos-somos-mais',
  lazy: { Component: async () => (await import('./pages/PartnerProgrammePage.tsx')).PartnerProgrammePage },
});
