import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { animationsSettled, openMenuEntry, signIn, signOut, submitLogin } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ACADEMY, E2E_PUBLISHERS, TEXTS, USERS } from './texts.ts';

// Issue 12's authoring journey: the demo instructor builds a course with three kinds of activity (an uploaded
// audio, a YouTube video, an uploaded pdf), then a programme administrator of the academy publishes it and finds
// it in the catalogue. Desktop and mobile share one database: each run's course has a title of its own.

const MEDIA = path.join(import.meta.dirname, '../public/demo/media');

const PT = {
  menu: 'Cursos',
  title: 'Cursos',
  create: 'Novo curso',
  createSubmit: 'Criar curso',
  titleIn: 'Título — Português (Brasil)',
  descriptionIn: 'Descrição — Português (Brasil)',
  points: 'Pontos',
  created: 'Curso criado. Agora adicione as atividades.',
  addActivity: 'Adicionar atividade',
  activityDialog: 'Nova atividade',
  kind: 'Tipo de atividade',
  activityTitle: 'Título — Português (Brasil)',
  videoId: 'ID do vídeo',
  duration: 'Duração (segundos)',
  pages: 'Número de páginas',
  add: 'Adicionar',
  uploaded: (name: string) => `${name} enviado.`,
  added: (title: string) => `Atividade ${title} adicionada.`,
  moveUp: (title: string) => `Subir ${title}`,
  moved: (title: string, position: number) => `${title} agora é a atividade ${position} de 3.`,
  activities: 'Atividades em ordem',
  instructorNote: 'Um administrador do programa publica o curso quando estiver pronto.',
};

/** How the desktop table names a course's edit link, before the title (authoring locales, en-US `list.editLabel`). */
const EDIT_PREFIX = 'Edit the course ';

const EN = {
  menu: 'Courses',
  search: 'Search',
  publish: 'Publish',
  publishDialog: 'Publish the course?',
  published: 'Course published.',
  preview: 'Preview as a learner',
  frozen: 'Points frozen at publication: 25.',
};

async function dialogReady(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  await animationsSettled(page);
  return dialog;
}

/** Adds an activity through the dialog; `fill` completes the kind's fields. */
async function addActivity(
  page: Page,
  kind: string,
  title: string,
  fill: (dialog: Locator) => Promise<void>,
) {
  await page.getByRole('button', { name: PT.addActivity, exact: true }).click();
  const dialog = await dialogReady(page, PT.activityDialog);
  await dialog.getByRole('combobox', { name: PT.kind }).selectOption(kind);
  await dialog.getByRole('textbox', { name: PT.activityTitle }).fill(title);
  await fill(dialog);
  await dialog.getByRole('button', { name: PT.add, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(PT.added(title), { exact: true })).toBeVisible();
}

test.describe('course authoring (instructor and programme administrator)', () => {
  test('an instructor builds a course with three activity types; an administrator publishes it', async ({
    page,
    isMobile,
  }, testInfo) => {
    // two people, three uploads and six screens checked by axe: more than one screen's time
    test.slow();
    const suffix = `${isMobile ? 'mobile' : 'desktop'}-${randomUUID().slice(0, 8)}`;
    const courseTitle = `Vitrine e atendimento ${suffix}`;
    const publisher = E2E_PUBLISHERS[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];

    // The instructor (academy, pt-BR) creates the course.
    await signIn(page, USERS.instructor);
    await openMenuEntry(page, isMobile, PT.menu);
    await expect(page).toHaveURL('/admin/courses');
    await expect(page.getByRole('heading', { level: 1, name: PT.title, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'course list (instructor)');

    await page.getByRole('link', { name: PT.create, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: PT.create, exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: PT.titleIn }).fill(courseTitle);
    await page
      .getByRole('textbox', { name: PT.descriptionIn })
      .fill('Como arrumar a loja e receber clientes.');
    await page.getByRole('textbox', { name: PT.points }).fill('25');
    await expectNoAxeViolations(page, 'new course');
    await page.getByRole('button', { name: PT.createSubmit, exact: true }).click();
    await expect(page.getByText(PT.created, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: courseTitle, exact: true })).toBeVisible();
    await expect(page.getByText(PT.instructorNote, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'course editor (instructor)');

    // Three kinds: an uploaded audio, a YouTube video, an uploaded pdf of six pages.
    await addActivity(page, 'audio', 'Sino de boas-vindas', async (dialog) => {
      await dialog.locator('input[type="file"]').setInputFiles(path.join(MEDIA, 'chime.wav'));
      await expect(dialog.getByText(PT.uploaded('chime.wav'), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, 'new activity: audio uploaded');
    });
    await addActivity(page, 'youtube', 'Entrevista com a gerente', async (dialog) => {
      await dialog.getByRole('textbox', { name: PT.videoId }).fill('dQw4w9WgXcQ');
      await dialog.getByRole('textbox', { name: PT.duration }).fill('60');
    });
    await addActivity(page, 'pdf', 'Leiaute da loja', async (dialog) => {
      await dialog.locator('input[type="file"]').setInputFiles(path.join(MEDIA, 'store-layout.pdf'));
      await expect(dialog.getByText(PT.uploaded('store-layout.pdf'), { exact: true })).toBeVisible();
      await dialog.getByRole('textbox', { name: PT.pages }).fill('6');
    });
    const activities = page.getByRole('list', { name: PT.activities, exact: true });
    await expect(activities.getByRole('listitem')).toHaveCount(3);

    // The pdf moves up one place, by keyboard.
    await page.getByRole('button', { name: PT.moveUp('Leiaute da loja'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(PT.moved('Leiaute da loja', 2), { exact: true })).toBeVisible();
    await expect(activities.getByRole('listitem').nth(1)).toContainText('Leiaute da loja');
    await expectNoAxeViolations(page, 'course editor with activities');
    await signOut(page, USERS.instructor);

    // A programme administrator of both clients (en-US) picks the academy and publishes the course.
    // signing out leaves the login on screen, the cookie choice kept
    await submitLogin(page, publisher.username);
    await expect(page).toHaveURL('/select-client');
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['en-US'].clientPickerTitle, exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: ACADEMY, exact: true }).click();
    await expect(page).toHaveURL('/home');

    await openMenuEntry(page, isMobile, EN.menu, 'en-US');
    await expect(page).toHaveURL('/admin/courses');
    await page.getByRole('searchbox', { name: EN.search }).fill(suffix);
    await page.getByRole('button', { name: EN.search, exact: true }).click();
    // the course's edit link: its title on a phone's card, "Edit the course <title>" in the desktop table (the row's
    // progress report link names the title too)
    const course = page.getByRole('link', { name: new RegExp(`^(${EDIT_PREFIX})?${courseTitle}$`) });
    await expect(course).toHaveCount(1);
    await expectNoAxeViolations(page, 'course list (administrator)');
    await course.click();
    await expect(page.getByRole('heading', { level: 1, name: courseTitle, exact: true })).toBeVisible();

    await page.getByRole('button', { name: EN.publish, exact: true }).click();
    const dialog = await dialogReady(page, EN.publishDialog);
    await expect(dialog).toContainText('25 points');
    await expectNoAxeViolations(page, 'publish the course');
    await dialog.getByRole('button', { name: EN.publish, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(EN.published, { exact: true })).toBeVisible();
    await expect(page.getByText(EN.frozen, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'course editor (published)');

    // Preview as a learner, then the catalogue lists it.
    await page.getByRole('link', { name: EN.preview, exact: true }).click();
    await expect(page).toHaveURL(/\/online-courses\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: courseTitle, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'course as a learner sees it');
    await page.goto(`/online-courses?search=${encodeURIComponent(suffix)}`);
    await expect(page.getByRole('link', { name: courseTitle, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'catalogue with the new course');
  });
});
