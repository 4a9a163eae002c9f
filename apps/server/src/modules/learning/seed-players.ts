import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import type { SeedStep } from '../manifest.ts';
import { importHtmlPackageFile } from './html/import.ts';
import { insertDemoCourse, demoText as t } from './seed-course.ts';
import { importDemoPackage } from './seed-package.ts';

/** The demo's stream and Flash movie in apps/web/public/demo/media/ (scripts/demo-media.mjs `hls`, `swf`). */
export const PLAYERS_DEMO_MEDIA = {
  hls: '/demo/media/hls/intro.m3u8',
  hlsSeconds: 5,
  captions: '/demo/media/intro.pt.vtt',
  swf: '/demo/media/demo.swf',
} as const;

/** The demo HTML package's source (html/demo beside this file in src/; the compiled server reads it there too). */
function htmlDemoFolder(): string {
  const here = import.meta.dirname;
  const candidates = [
    path.join(here, 'html', 'demo'),
    path.join(here.replace(`${path.sep}dist${path.sep}`, `${path.sep}src${path.sep}`), 'html', 'demo'),
  ];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'index.html')));
  if (!found)
    throw new Error('the demo HTML package is missing (apps/server/src/modules/learning/html/demo)');
  return found;
}

/** The demo HTML package as a zip: every file of its folder, paths relative to it. */
export function htmlDemoZip(): Uint8Array {
  const root = htmlDemoFolder();
  const files: Record<string, Uint8Array> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[path.relative(root, full).split(path.sep).join('/')] = readFileSync(full);
    }
  };
  walk(root);
  return zipSync(files, { level: 6 });
}

const COURSE = {
  title: t(
    'Abertura da loja: formatos interativos',
    'Store opening: interactive formats',
    'Apertura de la tienda: formatos interactivos',
    'Ouverture du magasin : formats interactifs',
  ),
  description: t(
    'Um vídeo em streaming (HLS), uma página interativa (pacote HTML) e uma animação Flash, tocada pelo Ruffle.',
    'A streamed video (HLS), an interactive page (an HTML package) and a Flash animation, played by Ruffle.',
    'Un video en streaming (HLS), una página interactiva (paquete HTML) y una animación Flash, reproducida por Ruffle.',
    'Une vidéo en streaming (HLS), une page interactive (paquet HTML) et une animation Flash, jouée par Ruffle.',
  ),
  wowza: t(
    'A loja em cinco segundos (streaming)',
    'The store in five seconds (stream)',
    'La tienda en cinco segundos (streaming)',
    'Le magasin en cinq secondes (streaming)',
  ),
  html: t(
    'Checklist de abertura da loja',
    'Store opening checklist',
    'Lista de apertura de la tienda',
    'Liste d’ouverture du magasin',
  ),
  flash: t(
    'A gôndola animada (Flash)',
    'The moving shelf (Flash)',
    'La góndola animada (Flash)',
    'Le rayon animé (Flash)',
  ),
};

/**
 * The demo of the player's last content kinds (issue 12): the academy's course 'Store opening: interactive formats'
 * (four languages, open, 20 points) with a wowza activity (the HLS rendition of the demo video, with its captions),
 * an html activity (the package in html/demo, zipped and imported into the seed's file store by the same function as
 * an author's import) and a flash activity (the hand-written demo.swf). The last two count as viewed after 10 s.
 */
export const playersDemoStep: SeedStep = {
  name: '2026-11-28 learning html flash and hls',
  async run(db: Db, { files }) {
    const ids = await clientIds(db);
    const publishedAt = new Date(Date.now() - 86_400_000);
    const { activityIds } = await insertDemoCourse(db, {
      clientId: ids.academy,
      title: COURSE.title,
      description: COURSE.description,
      workloadMinutes: 10,
      points: 20,
      publishedAt,
      activities: [
        {
          kind: 'wowza',
          title: COURSE.wowza,
          content: {
            url: PLAYERS_DEMO_MEDIA.hls,
            captions_url: PLAYERS_DEMO_MEDIA.captions,
            captions_language: 'pt-BR',
          },
          duration: PLAYERS_DEMO_MEDIA.hlsSeconds,
        },
        { kind: 'html', title: COURSE.html, content: { min_seconds: 10 } },
        { kind: 'flash', title: COURSE.flash, content: { url: PLAYERS_DEMO_MEDIA.swf, min_seconds: 10 } },
      ],
    });
    await importDemoPackage(db, files, importHtmlPackageFile, {
      zip: htmlDemoZip(),
      name: 'checklist.zip',
      clientId: ids.academy,
      activityId: activityIds[1],
      publishedAt,
    });
  },
};
