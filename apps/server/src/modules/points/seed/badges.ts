import { type BadgeRuleKind, isValidBadgeRule, LANGUAGES, type PointKind } from '@elevar/domain';
import type { Db } from '../../../db/connection.ts';
import { clientIds } from '../../../db/seed/lookups.ts';

type Texts = string;

/** code, rule, threshold, kind, icon, names and descriptions as pt-BR|en-US|es-ES|fr-FR. */
type BadgeSeed = [string, BadgeRuleKind, number, PointKind | null, string, Texts, Texts];

const ACADEMY: BadgeSeed[] = [
  [
    'first-course',
    'first_entry',
    1,
    'training',
    'graduation-cap',
    'Primeiro curso|First course|Primer curso|Premier cours',
    'Conclua seu primeiro curso|Finish your first course|Termina tu primer curso|Terminez votre premier cours',
  ],
  [
    'five-courses',
    'entry_count',
    5,
    'training',
    'books',
    'Aprendiz dedicado|Dedicated learner|Aprendiz dedicado|Apprenant assidu',
    'Conclua 5 cursos|Finish 5 courses|Termina 5 cursos|Terminez 5 cours',
  ],
  [
    'first-webinar',
    'first_entry',
    1,
    'webinar',
    'video',
    'Primeiro webinar|First webinar|Primer webinar|Premier webinaire',
    'Assista a um webinar|Attend a webinar|Asiste a un webinar|Suivez un webinaire',
  ],
];

const REWARDS: BadgeSeed[] = [
  [
    'first-sale',
    'first_entry',
    1,
    'sale',
    'receipt',
    'Primeira venda|First sale|Primera venta|Première vente',
    'Tenha sua primeira venda aprovada|Get your first sale approved|Obtén tu primera venta aprobada|Faites approuver votre première vente',
  ],
  [
    'ten-sales',
    'entry_count',
    10,
    'sale',
    'medal',
    'Vendedor de ouro|Top seller|Vendedor estrella|Vendeur vedette',
    '10 vendas aprovadas|10 sales approved|10 ventas aprobadas|10 ventes approuvées',
  ],
  [
    'twenty-five-sales',
    'entry_count',
    25,
    'sale',
    'trophy',
    'Lenda das vendas|Sales legend|Leyenda de ventas|Légende de la vente',
    '25 vendas aprovadas|25 sales approved|25 ventas aprobadas|25 ventes approuvées',
  ],
  [
    'first-photo',
    'first_entry',
    1,
    'photo',
    'camera',
    'Vitrine em foco|Display in focus|Vitrina en foco|Vitrine en vedette',
    'Envie a primeira foto da vitrine|Upload your first display photo|Sube tu primera foto de vitrina|Envoyez votre première photo de vitrine',
  ],
  [
    'mystery-shopper',
    'first_entry',
    1,
    'mystery_shopper',
    'detective',
    'Atendimento aprovado|Mystery shopper passed|Cliente incógnito aprobado|Client mystère réussi',
    'Receba uma visita de cliente oculto|Get a mystery shopper visit|Recibe una visita de cliente incógnito|Recevez une visite de client mystère',
  ],
  [
    'event-streak',
    'event_streak',
    2,
    'event',
    'flame',
    'Presença constante|Regular attendee|Asistencia constante|Présence assidue',
    'Faça check-in em eventos 2 semanas seguidas|Check in at events 2 weeks in a row|Haz check-in en eventos 2 semanas seguidas|Présent à des événements 2 semaines de suite',
  ],
  [
    'campaign-1000',
    'campaign_experience',
    1000,
    null,
    'star',
    'Mil pontos|A thousand points|Mil puntos|Mille points',
    'Alcance 1000 pontos de experiência numa campanha|Reach 1000 experience points in a campaign|Alcanza 1000 puntos de experiencia en una campaña|Atteignez 1000 points d’expérience dans une campagne',
  ],
];

function byLanguage(texts: Texts): string {
  const parts = texts.split('|');
  return JSON.stringify(Object.fromEntries(LANGUAGES.map((language, i) => [language.code, parts[i] ?? ''])));
}

function rows(clientId: number, seeds: BadgeSeed[]) {
  return seeds.map(([code, rule, threshold, pointKind, icon, names, descriptions], position) => {
    if (!isValidBadgeRule({ rule, threshold, pointKind }))
      throw new Error(`demo badge ${code}: invalid rule`);
    return {
      client_id: clientId,
      code,
      rule,
      threshold,
      point_kind: pointKind,
      icon,
      names: byLanguage(names),
      descriptions: byLanguage(descriptions),
      position,
    };
  });
}

/**
 * Badges of both demo clients. Runs before the points history step, so the posting hook awards them as the
 * demo users' history is posted (with their badge_earned notifications).
 */
export const badgesStep = {
  name: '2026-11-21 badges',
  async run(db: Db) {
    const clients = await clientIds(db);
    await db
      .insertInto('badges')
      .values([...rows(clients.academy, ACADEMY), ...rows(clients.rewards, REWARDS)])
      .execute();
  },
};

/**
 * The academy's badge for trails finished (issue 12: finishing a trail awards it, points or none), after its other
 * badges. Found by the client's slug, so it also lands on a database seeded before it.
 */
export const trailBadgeStep = {
  name: '2026-11-27 trail badge',
  async run(db: Db) {
    const { academy } = await clientIds(db);
    const last = await db
      .selectFrom('badges')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('client_id', '=', academy)
      .executeTakeFirst();
    const [row] = rows(academy, [
      [
        'trail-blazer',
        'trails_finished',
        1,
        null,
        'trophy',
        'Trilheiro|Trail blazer|Explorador de rutas|Explorateur de parcours',
        'Conclua uma trilha|Finish a trail|Termina una ruta|Terminez un parcours',
      ],
    ]);
    if (row)
      await db
        .insertInto('badges')
        .values({ ...row, position: (last?.position ?? -1) + 1 })
        .execute();
  },
};
