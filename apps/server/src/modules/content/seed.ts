import { searchKey } from '@elevar/domain';
import sharp from 'sharp';
import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import { IMAGE_CONTENT_TYPE, reencodeImage } from '../../platform/images.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { recordStoredFile } from '../../platform/storage.ts';
import type { SeedContext, SeedStep } from '../manifest.ts';
import { NEWS_COVER_PURPOSE, NEWS_COVER_SIZE } from './news/editor.ts';

type Lang = 'pt-BR' | 'en-US' | 'es-ES' | 'fr-FR';
type Version = { title: string; summary: string; body: string };

interface DemoArticle {
  category: 0 | 1;
  pinned: boolean;
  cover: boolean;
  /** When it was published (fixed, before the test clock's day, so tests and a fresh start both show it). */
  publishAt: string;
  versions: Record<Lang, Version>;
}

const CATEGORIES: Record<Lang, string>[] = [
  { 'pt-BR': 'Comunicados', 'en-US': 'Announcements', 'es-ES': 'Comunicados', 'fr-FR': 'Annonces' },
  { 'pt-BR': 'Eventos', 'en-US': 'Events', 'es-ES': 'Eventos', 'fr-FR': 'Événements' },
];

const GUIDE =
  'https://www.elevar.example/central-de-ajuda/artigos/2026/novo-calendario-de-treinamentos?ref=news';

const ARTICLES: DemoArticle[] = [
  {
    category: 0,
    pinned: true,
    cover: true,
    publishAt: '2026-11-18T12:00:00Z',
    versions: {
      'pt-BR': {
        title: 'Bem-vindo ao novo portal de notícias',
        summary: 'Tudo o que acontece na rede, em um só lugar.',
        body: `<p>A partir de hoje as novidades da rede chegam por aqui. Veja o <strong>calendário de treinamentos</strong>: <a href="${GUIDE}">${GUIDE}</a></p><ul><li>Notícias fixadas aparecem primeiro.</li><li>O selo <em>nova</em> some depois que você lê.</li></ul>`,
      },
      'en-US': {
        title: 'Welcome to the new news portal',
        summary: 'Everything happening in the network, in one place.',
        body: `<p>From today the network's news arrives here. See the <strong>training calendar</strong>: <a href="${GUIDE}">${GUIDE}</a></p><ul><li>Pinned news comes first.</li><li>The <em>new</em> badge goes once you have read it.</li></ul>`,
      },
      'es-ES': {
        title: 'Bienvenido al nuevo portal de noticias',
        summary: 'Todo lo que pasa en la red, en un solo lugar.',
        body: `<p>Desde hoy las novedades de la red llegan aquí. Mira el <strong>calendario de formación</strong>: <a href="${GUIDE}">${GUIDE}</a></p><ul><li>Las noticias fijadas aparecen primero.</li><li>La insignia <em>nueva</em> desaparece cuando la lees.</li></ul>`,
      },
      'fr-FR': {
        title: 'Bienvenue sur le nouveau portail d’actualités',
        summary: 'Tout ce qui se passe dans le réseau, au même endroit.',
        body: `<p>Désormais, les nouvelles du réseau arrivent ici. Consultez le <strong>calendrier des formations</strong> : <a href="${GUIDE}">${GUIDE}</a></p><ul><li>Les actualités épinglées apparaissent en premier.</li><li>Le badge <em>nouveau</em> disparaît après lecture.</li></ul>`,
      },
    },
  },
  {
    category: 1,
    pinned: false,
    cover: false,
    publishAt: '2026-11-20T12:00:00Z',
    versions: {
      'pt-BR': {
        title: 'Convenção anual de franqueados',
        summary: 'Inscrições abertas para o encontro de dezembro.',
        body: '<p>A convenção acontece em dezembro, em São Paulo. <strong>Inscreva-se</strong> com o seu gerente.</p>',
      },
      'en-US': {
        title: 'Annual franchisee convention',
        summary: 'Sign-ups open for the December meeting.',
        body: '<p>The convention takes place in December, in São Paulo. <strong>Sign up</strong> with your manager.</p>',
      },
      'es-ES': {
        title: 'Convención anual de franquiciados',
        summary: 'Inscripciones abiertas para el encuentro de diciembre.',
        body: '<p>La convención es en diciembre, en São Paulo. <strong>Inscríbete</strong> con tu gerente.</p>',
      },
      'fr-FR': {
        title: 'Convention annuelle des franchisés',
        summary: 'Inscriptions ouvertes pour la rencontre de décembre.',
        body: '<p>La convention a lieu en décembre, à São Paulo. <strong>Inscrivez-vous</strong> auprès de votre responsable.</p>',
      },
    },
  },
  {
    category: 0,
    pinned: false,
    cover: false,
    publishAt: '2026-11-19T12:00:00Z',
    versions: {
      'pt-BR': {
        title: 'Novo curso de atendimento disponível',
        summary: 'O curso Service check já está no catálogo.',
        body: '<p>O curso <em>Service check</em> está disponível no catálogo de cursos online.</p>',
      },
      'en-US': {
        title: 'New customer service course available',
        summary: 'The Service check course is in the catalogue.',
        body: '<p>The <em>Service check</em> course is available in the online course catalogue.</p>',
      },
      'es-ES': {
        title: 'Nuevo curso de atención disponible',
        summary: 'El curso Service check ya está en el catálogo.',
        body: '<p>El curso <em>Service check</em> está disponible en el catálogo de cursos en línea.</p>',
      },
      'fr-FR': {
        title: 'Nouveau cours de service client disponible',
        summary: 'Le cours Service check est au catalogue.',
        body: '<p>Le cours <em>Service check</em> est disponible dans le catalogue des cours en ligne.</p>',
      },
    },
  },
];

/** A generated 16:9 cover: the academy's colours, stored as news covers are (re-encoded WebP). */
async function demoCover(db: Db, context: SeedContext): Promise<string> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><defs><linearGradient id="g" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#1c7ed6"/><stop offset="1" stop-color="#0b7285"/></linearGradient></defs>' +
      '<rect width="1200" height="675" fill="url(#g)"/><circle cx="960" cy="160" r="220" fill="#ffffff" opacity=".12"/>' +
      '<circle cx="200" cy="620" r="260" fill="#ffffff" opacity=".08"/></svg>',
  );
  const image = await reencodeImage(await sharp(svg).png().toBuffer(), NEWS_COVER_SIZE);
  const key = await context.files.write(image);
  await recordStoredFile(db, {
    key,
    ownerUserId: null,
    purpose: NEWS_COVER_PURPOSE,
    contentType: IMAGE_CONTENT_TYPE,
    size: image.length,
  });
  return key;
}

const texts = (article: DemoArticle, field: keyof Version) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(article.versions).map(([code, v]) => [
        code,
        field === 'body' ? sanitizeRichText(v.body) : v[field],
      ]),
    ),
  );

/** The academy's news (Chip Rewards has no news module): two categories, three articles, the first pinned with a cover. */
export const contentDemoSteps: readonly SeedStep[] = [
  {
    name: '2026-11-30 news',
    async run(db, context) {
      const { academy } = await clientIds(db);
      const categories = [];
      for (const [position, names] of CATEGORIES.entries())
        categories.push(
          await db
            .insertInto('news_categories')
            .values({ client_id: academy, names: JSON.stringify(names), position })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
      for (const article of ARTICLES) {
        const languages = Object.keys(article.versions);
        await db
          .insertInto('news_articles')
          .values({
            client_id: academy,
            category_id: categories[article.category]?.id ?? null,
            cover_key: article.cover ? await demoCover(db, context) : null,
            publish_at: new Date(article.publishAt),
            pinned: article.pinned,
            title: texts(article, 'title'),
            summary: texts(article, 'summary'),
            body: texts(article, 'body'),
            languages,
            search_text: searchKey(
              Object.values(article.versions)
                .map((v) => v.title)
                .join(' '),
            ),
          })
          .execute();
      }
    },
  },
];
