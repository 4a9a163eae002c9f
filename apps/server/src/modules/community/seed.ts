import { MODULE_ROUTES } from '@elevar/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { MENU_TITLES } from '../../db/seed/demo-content.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { SeedStep } from '../manifest.ts';

/** A demo post: its writer by username, its text, how long before the seed it was written. */
interface DemoPost {
  author: string;
  body: string;
  hoursAgo: number;
}
interface DemoTopic extends DemoPost {
  client: 'academy' | 'rewards';
  title: string;
  status: 'open' | 'closed';
  replies: (DemoPost & { reportedBy?: string; reason?: string })[];
}

const TOPICS: DemoTopic[] = [
  {
    client: 'academy',
    author: 'learner',
    title: 'Dicas para estudar pelo celular',
    status: 'open',
    hoursAgo: 50,
    body: '<p>Alguém tem dicas para fazer os cursos pelo celular? Eu baixo as aulas no Wi-Fi e assisto no ônibus.</p>',
    replies: [
      {
        author: 'instructor',
        hoursAgo: 40,
        body: '<p>Ótima ideia! Use também a <strong>playlist</strong> dos podcasts para ouvir em sequência.</p>',
      },
      {
        author: 'admin',
        hoursAgo: 30,
        body: '<p>Compre já o curso completo em <a href="https://example.com/oferta">https://example.com/oferta-imperdivel-de-hoje</a>!!!</p>',
        reportedBy: 'learner',
        reason: 'Propaganda fora do tema do fórum.',
      },
      {
        author: 'learner',
        hoursAgo: 20,
        body: '<p>Obrigada, @instructor! Vou testar a playlist.</p>',
      },
    ],
  },
  {
    client: 'academy',
    author: 'instructor',
    title: 'Boas-vindas ao fórum da Academia',
    status: 'closed',
    hoursAgo: 200,
    body: '<p>Este é o espaço para trocar experiências sobre os cursos. Seja respeitoso e mantenha o foco nos temas do programa.</p>',
    replies: [{ author: 'learner', hoursAgo: 190, body: '<p>Obrigada pelas boas-vindas!</p>' }],
  },
  {
    client: 'rewards',
    author: 'seller.br',
    title: 'Como vocês organizam as fotos da vitrine?',
    status: 'open',
    hoursAgo: 48,
    body: '<p>Tiro as fotos na segunda-feira de manhã, antes de a loja abrir. E vocês?</p>',
    replies: [
      {
        author: 'promoter.mx',
        hoursAgo: 36,
        body: '<p>¡Yo también! La luz de la mañana ayuda mucho.</p>',
      },
      {
        author: 'promoter.mx',
        hoursAgo: 24,
        body: '<p>Vendo pontos da campanha, chame no privado.</p>',
        reportedBy: 'seller.br',
        reason: 'Venda de pontos não é permitida.',
      },
    ],
  },
  {
    client: 'rewards',
    author: 'admin',
    title: 'Regras da campanha do trimestre',
    status: 'closed',
    hoursAgo: 300,
    body: '<p>As regras da campanha estão na página <em>Sobre o programa</em>. Este tópico está fechado para respostas.</p>',
    replies: [],
  },
];

/**
 * Chip Rewards gets the forum too (the academy has had it since its first seed): switched on, and in its menu
 * before the profile.
 */
async function switchOnForum(db: Db, clientId: number) {
  await db
    .updateTable('clients')
    .set({ enabled_modules: sql`array_append(enabled_modules, 'forum')` })
    .where('id', '=', clientId)
    .where(sql<boolean>`not ('forum' = any(enabled_modules))`)
    .execute();
  const items = await db
    .selectFrom('module_items')
    .select(['module', 'position'])
    .where('client_id', '=', clientId)
    .execute();
  if (items.some((item) => item.module === 'forum')) return;
  const position = items.find((item) => item.module === 'profile')?.position ?? items.length;
  await db
    .updateTable('module_items')
    .set((eb) => ({ position: eb('position', '+', 1) }))
    .where('client_id', '=', clientId)
    .where('position', '>=', position)
    .execute();
  await db
    .insertInto('module_items')
    .values({
      client_id: clientId,
      module: 'forum',
      titles: JSON.stringify(MENU_TITLES.forum ?? { 'pt-BR': 'Fórum' }),
      route: MODULE_ROUTES.forum,
      icon: 'forum',
      position,
    })
    .execute();
}

async function userIds(db: Db, usernames: string[]) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', usernames)
    .execute();
  return new Map(rows.map((row) => [row.username, row.id]));
}

/** The academy learner its moderator blocked from the forum (README's demo accounts); no journey signs in as them. */
export const FORUM_BLOCKED_MEMBER = { username: 'muted', fullName: 'Caio Calado' };

/**
 * A member blocked from the academy's forum, so `moderator` finds one in the blocked members' list and `muted` reads
 * the forum with the blocked notice in place of the forms. A new account: every other academy account is signed in
 * as by a journey that posts.
 */
async function blockedForumMember(db: Db) {
  const { academy } = await clientIds(db);
  const model = await db
    .selectFrom('users')
    .select([
      'password_hash',
      'language_id',
      'country_id',
      'accepted_terms_version',
      'accepted_terms_at',
      'birthday',
      'age_range',
    ])
    .where('username', '=', 'learner')
    .executeTakeFirst();
  const moderator = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'moderator')
    .executeTakeFirst();
  if (!model || !moderator) return;
  const [name, ...rest] = FORUM_BLOCKED_MEMBER.fullName.split(' ');
  const user = await db
    .insertInto('users')
    .values({
      username: FORUM_BLOCKED_MEMBER.username,
      email: `${FORUM_BLOCKED_MEMBER.username}@demo.elevar.app`,
      full_name: FORUM_BLOCKED_MEMBER.fullName,
      name: name ?? FORUM_BLOCKED_MEMBER.fullName,
      last_name: rest.join(' ') || null,
      password_hash: model.password_hash,
      status: 'approved',
      language_id: model.language_id,
      country_id: model.country_id,
      accepted_terms_version: model.accepted_terms_version,
      accepted_terms_at: model.accepted_terms_at,
      // the academy's profile asks for a birthday: the demo learner's
      birthday: model.birthday,
      age_range: model.age_range,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_clients')
    .values({ user_id: user.id, client_id: academy, role: 'learner' })
    .execute();
  await db
    .insertInto('forum_blocks')
    .values({ client_id: academy, user_id: user.id, blocked_by: moderator.id })
    .execute();
}

/**
 * The demo forum (docs/community.md): in each demo client an open topic with replies (one of them reported to the
 * moderators) and a closed one. `moderator` works the academy's queue; `admin`, a superuser, either client's.
 */
export const forumDemoSteps: readonly SeedStep[] = [
  {
    name: '2026-12-03 forum',
    async run(db) {
      const { academy, rewards } = await clientIds(db);
      const names = [
        ...new Set(
          TOPICS.flatMap((t) => [
            t.author,
            ...t.replies.flatMap((r) => [r.author, r.reportedBy ?? r.author]),
          ]),
        ),
      ];
      await switchOnForum(db, rewards);
      const ids = await userIds(db, names);
      const now = Date.now();
      const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
      for (const topic of TOPICS) {
        const author = ids.get(topic.author);
        if (author === undefined) continue;
        const clientId = topic.client === 'academy' ? academy : rewards;
        const replies = topic.replies.filter((reply) => ids.has(reply.author));
        const row = await db
          .insertInto('forum_topics')
          .values({
            client_id: clientId,
            author_id: author,
            title: topic.title,
            body: sanitizeRichText(topic.body),
            status: topic.status,
            reply_count: replies.length,
            last_activity_at: at(Math.min(topic.hoursAgo, ...replies.map((r) => r.hoursAgo))),
            created_at: at(topic.hoursAgo),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const followers = new Set([author]);
        for (const reply of replies) {
          const replyAuthor = ids.get(reply.author) as number;
          followers.add(replyAuthor);
          const saved = await db
            .insertInto('forum_replies')
            .values({
              topic_id: row.id,
              client_id: clientId,
              author_id: replyAuthor,
              body: sanitizeRichText(reply.body),
              created_at: at(reply.hoursAgo),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const reporter = reply.reportedBy ? ids.get(reply.reportedBy) : undefined;
          if (reporter !== undefined)
            await db
              .insertInto('forum_reports')
              .values({
                client_id: clientId,
                topic_id: row.id,
                reply_id: saved.id,
                reporter_id: reporter,
                reason: reply.reason ?? '',
                created_at: at(reply.hoursAgo - 1),
              })
              .execute();
        }
        await db
          .insertInto('forum_subscriptions')
          .values([...followers].map((user_id) => ({ topic_id: row.id, user_id })))
          .execute();
      }
    },
  },
  { name: '2026-12-05 forum blocked member', run: blockedForumMember },
];
