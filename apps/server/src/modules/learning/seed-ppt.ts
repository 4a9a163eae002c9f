import { searchKey } from '@elevar/domain';
import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import type { SeedStep } from '../manifest.ts';

/** The demo presentation shipped in apps/web/public/demo/media/ (`node scripts/demo-media.mjs pptx`). */
export const DEMO_PPTX = { url: '/demo/media/onboarding.pptx', slides: 4 } as const;

const text = (pt: string, en: string, es: string, fr: string) =>
  JSON.stringify({ 'pt-BR': pt, 'en-US': en, 'es-ES': es, 'fr-FR': fr });

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
    const publishedAt = new Date(Date.now() - 3 * 86_400_000);
    const course = await db
      .insertInto('courses')
      .values({
        client_id: ids.academy,
        kind: 'online_course',
        status: 'published',
        title: text(...TITLE),
        description: text(...DESCRIPTION),
        search_text: searchKey([...TITLE, ...DESCRIPTION].join(' ')),
        workload_minutes: 10,
        points: 20,
        published_points: 20,
        enrolment_rule: 'open',
        prerequisite_course_id: null,
        languages: null,
        published_at: publishedAt,
        updated_at: publishedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('activities')
      .values({
        course_id: course.id,
        client_id: ids.academy,
        hierarchy_order: 1,
        kind: 'ppt',
        title: text(
          'Boas-vindas à equipe',
          'Welcome to the team',
          'Bienvenida al equipo',
          'Bienvenue dans l’équipe',
        ),
        content: JSON.stringify({ url: DEMO_PPTX.url, format: 'pptx', pages: DEMO_PPTX.slides }),
        duration_seconds: null,
      })
      .execute();
  },
};
