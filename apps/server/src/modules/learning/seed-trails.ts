import { searchKey } from '@elevar/domain';
import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import type { SeedStep } from '../manifest.ts';
import type { DemoText as Text } from './seed-course.ts';

const SERVICE_TRAIL = {
  title: {
    'pt-BR': 'Trilha do atendimento',
    'en-US': 'Customer service trail',
    'es-ES': 'Ruta de atención al cliente',
    'fr-FR': 'Parcours service client',
  },
  description: {
    'pt-BR': 'Do primeiro contato ao fechamento: dois cursos, na ordem.',
    'en-US': 'From first contact to closing: two courses, in order.',
    'es-ES': 'Del primer contacto al cierre: dos cursos, en orden.',
    'fr-FR': 'Du premier contact à la conclusion : deux cours, dans l’ordre.',
  },
  courses: ['Consultative selling', 'Customer service: first steps'],
};

const FRANCHISEE_TRAIL = {
  title: {
    'pt-BR': 'Trilha do franqueado',
    'en-US': 'Franchisee trail',
    'es-ES': 'Ruta del franquiciado',
    'fr-FR': 'Parcours du franchisé',
  },
  description: {
    'pt-BR': 'Finanças e estoque para quem toca a loja. Conclua antes a Trilha do atendimento.',
    'en-US': 'Finance and stock for those who run the store. Finish the Customer service trail first.',
    'es-ES':
      'Finanzas e inventario para quien dirige la tienda. Completa antes la Ruta de atención al cliente.',
    'fr-FR': 'Finances et stocks pour qui dirige le magasin. Terminez d’abord le Parcours service client.',
  },
  courses: ['Financial education for franchisees', 'Inventory management'],
};

interface DemoTrail {
  title: Text;
  description: Text;
  courses: string[];
}

interface TrailOptions {
  points: number;
  rule: 'open' | 'self';
  blockedMenu: boolean;
  prerequisite: number | null;
}

/** A published trail of the client's courses (named in en-US), in order; answers its id. */
async function insertDemoTrail(
  db: Db,
  clientId: number,
  idOf: (title: string) => number,
  trail: DemoTrail,
  options: TrailOptions & { daysAgo: number },
): Promise<number> {
  const publishedAt = new Date(Date.now() - options.daysAgo * 86_400_000);
  const row = await db
    .insertInto('courses')
    .values({
      client_id: clientId,
      kind: 'trail',
      status: 'published',
      title: JSON.stringify(trail.title),
      description: JSON.stringify(trail.description),
      search_text: searchKey([...Object.values(trail.title), ...Object.values(trail.description)].join(' ')),
      workload_minutes: 0,
      points: options.points,
      published_points: options.points,
      enrolment_rule: options.rule,
      blocked_menu: options.blockedMenu,
      prerequisite_course_id: options.prerequisite,
      published_at: publishedAt,
      updated_at: publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('trail_items')
    .values(
      trail.courses.map((title, index) => ({
        trail_id: row.id,
        client_id: clientId,
        position: index + 1,
        item_type: 'course' as const,
        course_id: idOf(title),
      })),
    )
    .execute();
  return row.id;
}

/** The academy's online courses by their en-US title. */
async function academyCourses(db: Db) {
  const { academy } = await clientIds(db);
  const courses = await db
    .selectFrom('courses')
    .select(['id', 'title'])
    .where('client_id', '=', academy)
    .where('kind', '=', 'online_course')
    .execute();
  const idOf = (title: string) => {
    const found = courses.find((course) => course.title['en-US'] === title);
    if (!found) throw new Error(`demo course missing: ${title}`);
    return found.id;
  };
  return { academy, idOf };
}

/**
 * Two demo trails of the academy: the service trail (open, blocked order, 50 points; `learner` has finished its
 * first course, so it stands halfway) and the franchisee trail (self-enrolment, 120 points), which needs the service
 * trail finished first.
 */
export const trailsStep: SeedStep = {
  name: '2026-11-27 learning trails',
  async run(db: Db) {
    const { academy, idOf } = await academyCourses(db);
    const insertTrail = (trail: DemoTrail, options: TrailOptions) =>
      insertDemoTrail(db, academy, idOf, trail, { ...options, daysAgo: 7 });
    const service = await insertTrail(SERVICE_TRAIL, {
      points: 50,
      rule: 'open',
      blockedMenu: true,
      prerequisite: null,
    });
    await insertTrail(FRANCHISEE_TRAIL, {
      points: 120,
      rule: 'self',
      blockedMenu: false,
      prerequisite: service,
    });

    // the demo learner finished the service trail's first course before the trail existed: it stands halfway
    const learner = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'learner')
      .executeTakeFirstOrThrow();
    const finished = await db
      .selectFrom('course_progress')
      .select(['updated_at'])
      .where('user_id', '=', learner.id)
      .where('course_id', '=', idOf('Consultative selling'))
      .where('state', '=', 'finished')
      .executeTakeFirst();
    if (finished)
      await db
        .insertInto('course_progress')
        .values({
          user_id: learner.id,
          course_id: service,
          client_id: academy,
          state: 'in_progress',
          completed_activities: 1,
          total_activities: 2,
          percent: 50,
          started_at: finished.updated_at,
          updated_at: finished.updated_at,
        })
        .execute();
  },
};

const STORE_TRAIL: DemoTrail = {
  title: {
    'pt-BR': 'Trilha da loja',
    'en-US': 'Store trail',
    'es-ES': 'Ruta de la tienda',
    'fr-FR': 'Parcours magasin',
  },
  description: {
    'pt-BR': 'Um curso curto sobre o layout da loja: conclua a trilha e ganhe o selo Trilheiro.',
    'en-US': 'One short course on store layout: finish the trail and earn the Trail blazer badge.',
    'es-ES':
      'Un curso corto sobre el diseño de la tienda: completa la ruta y gana la insignia Explorador de rutas.',
    'fr-FR':
      'Un cours court sur l’aménagement du magasin : terminez le parcours et gagnez le badge Explorateur de parcours.',
  },
  courses: ['Store layout essentials'],
};

/**
 * A trail a learner finishes in a minute (issue 12): 'Store layout essentials' alone (a six-page pdf and a
 * five-second video), open, 30 points; finishing it awards the Trilheiro badge, which the demo learner has not
 * earned yet (their trail progress was written by the seed, not earned).
 */
export const storeTrailStep: SeedStep = {
  name: '2026-11-28 learning store trail',
  async run(db: Db) {
    const { academy, idOf } = await academyCourses(db);
    await insertDemoTrail(db, academy, idOf, STORE_TRAIL, {
      points: 30,
      rule: 'open',
      blockedMenu: false,
      prerequisite: null,
      daysAgo: 1,
    });
  },
};
