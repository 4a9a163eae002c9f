import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { Db } from '../../../db/connection.ts';
import { clientIds } from '../../../db/seed/lookups.ts';
import type { SeedStep } from '../../manifest.ts';
import { insertDemoCourse, demoText as t } from '../seed-course.ts';
import { importDemoPackage } from '../seed-package.ts';
import { importPackageFile } from './import.ts';

/** The demo packages' sources (beside this file in src/; the compiled server reads them there too). */
export function demoFolder(): string {
  const here = import.meta.dirname;
  const candidates = [
    path.join(here, 'demo'),
    path.join(here.replace(`${path.sep}dist${path.sep}`, `${path.sep}src${path.sep}`), 'demo'),
  ];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'sco.js')));
  if (!found)
    throw new Error('the SCORM demo packages are missing (apps/server/src/modules/learning/scorm/demo)');
  return found;
}

/** A demo package as a zip: its folder's files and the shared `sco.js` at the root. */
export function demoZip(name: 'scorm12' | 'scorm2004'): Uint8Array {
  const root = demoFolder();
  const files: Record<string, Uint8Array> = { 'sco.js': readFileSync(path.join(root, 'sco.js')) };
  for (const file of readdirSync(path.join(root, name)))
    files[file] = readFileSync(path.join(root, name, file));
  return zipSync(files, { level: 6 });
}

const COURSE = {
  title: t('Fundamentos de SCORM', 'SCORM essentials', 'Fundamentos de SCORM', 'Les bases de SCORM'),
  description: t(
    'Dois pacotes SCORM de verdade: um SCORM 1.2 e um SCORM 2004 com duas partes. Eles guardam onde você parou.',
    'Two real SCORM packages: a SCORM 1.2 one and a SCORM 2004 one in two parts. They remember where you stopped.',
    'Dos paquetes SCORM reales: uno SCORM 1.2 y uno SCORM 2004 en dos partes. Recuerdan dónde te quedaste.',
    'Deux vrais paquets SCORM : un SCORM 1.2 et un SCORM 2004 en deux parties. Ils retiennent où vous vous êtes arrêté.',
  ),
  activities: [
    {
      package: 'scorm12' as const,
      title: t(
        'SCORM 1.2 na prática',
        'SCORM 1.2 in practice',
        'SCORM 1.2 en la práctica',
        'SCORM 1.2 en pratique',
      ),
    },
    {
      package: 'scorm2004' as const,
      title: t(
        'SCORM 2004 em duas partes',
        'SCORM 2004 in two parts',
        'SCORM 2004 en dos partes',
        'SCORM 2004 en deux parties',
      ),
    },
  ],
};

/**
 * The SCORM demo (issue 12): the academy's course 'SCORM essentials' (four languages, open, 30 points) with a SCORM
 * 1.2 package (one SCO) and a SCORM 2004 4th edition package (two SCOs), zipped from `demo/` and imported into the
 * server's file store (the seed's context) by the same function as an author's import.
 */
export const scormDemoStep: SeedStep = {
  name: '2026-11-27 scorm demo',
  async run(db: Db, { files }) {
    const ids = await clientIds(db);
    const publishedAt = new Date(Date.now() - 86_400_000);
    const { activityIds } = await insertDemoCourse(db, {
      clientId: ids.academy,
      title: COURSE.title,
      description: COURSE.description,
      workloadMinutes: 15,
      points: 30,
      publishedAt,
      activities: COURSE.activities.map((activity) => ({
        kind: 'scorm',
        title: activity.title,
        content: {},
      })),
    });
    for (const [index, activity] of COURSE.activities.entries()) {
      await importDemoPackage(db, files, importPackageFile, {
        zip: demoZip(activity.package),
        name: `${activity.package}.zip`,
        clientId: ids.academy,
        activityId: activityIds[index],
        publishedAt,
      });
    }
  },
};
