import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import type { SeedStep } from '../manifest.ts';
import { insertDemoCourse, demoText as t } from './seed-course.ts';

/** The demo presentation shipped in apps/web/public/demo/media/ (`node scripts/demo-media.mjs pptx`). */
export const DEMO_PPTX = { url: '/demo/media/onboarding.pptx', slides: 4 } as const;

const TITLE = [
  'Primeiro dia na loja',
  'First day at the store',
  'Primer día en la tienda',
  'Premier jour au magasin',
] as const;
const DESCRIPTION = [
  'Uma apresentação de quatro slides: a equipe, o atendimento em três passos e a segurança.',
  'A four-slide presentation: the team, service in three steps and safety.',
  'Una presentación de cuatro diapositivas: el equipo, la atención en tres pasos y la seguridad.',
  'Une présentation de quatre diapositives : l’équipe, l’accueil en trois étapes et la sécurité.',
] as const;

/**
 * The ppt demo (issue 12): the academy's course "First day at the store", open, 20 points, with one ppt activity,
 * the four-slide onboarding.pptx. The demo machine may have no LibreOffice, so the activity is the browser path's
 * (`format: 'pptx'`, its slides as pages): it shows wherever the app runs.
 */
export const learningPresentationStep: SeedStep = {
  name: '2026-11-29 learning presentation',
  async run(db: Db) {
    const ids = await clientIds(db);
    await insertDemoCourse(db, {
      clientId: ids.academy,
      title: t(...TITLE),
      description: t(...DESCRIPTION),
      workloadMinutes: 10,
      points: 20,
      publishedAt: new Date(Date.now() - 3 * 86_400_000),
      activities: [
        {
          kind: 'ppt',
          title: t(
            'Boas-vindas à equipe',
            'Welcome to the team',
            'Bienvenida al equipo',
            'Bienvenue dans l’équipe',
          ),
          content: { url: DEMO_PPTX.url, format: 'pptx', pages: DEMO_PPTX.slides },
        },
      ],
    });
  },
};
