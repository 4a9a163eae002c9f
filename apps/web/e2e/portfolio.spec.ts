import { expect, test } from '@playwright/test';
import { loginHeading, submitLogin } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { POINTS_SELLER, REWARDS, TEXTS } from './texts.ts';

// The public portfolio (SPEC §2, §6): the rewards client's portfolio setting is on in the demo (seed step
// '2026-11-28 portfolio'), so a signed-out visit to its login shows its showcase, in its default language (es-ES).
const ES = {
  heading: `Bienvenido a ${REWARDS}`,
  courses: 'Cursos destacados',
  pc: 'Arma un PC para juegos',
  counter: 'Atención en el mostrador',
  processors: 'Conoce los procesadores',
  activities: 'Actividades del curso',
  enrol: 'Inicia sesión para inscribirte',
  about: 'Sobre el equipo',
  back: 'Volver al portafolio',
};

test.describe('the public portfolio', () => {
  test('shows the showcase, a course by its slug, the team, and signs in to enrol back at the course', async ({
    page,
  }) => {
    await page.goto('/?client=chip-rewards');
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1, name: ES.heading, exact: true })).toBeVisible();
    const banner = page.getByRole('region', { name: TEXTS['es-ES'].cookieTitle, exact: true });
    await banner.getByRole('button', { name: TEXTS['es-ES'].acceptAll, exact: true }).click();
    const showcase = page.getByRole('region', { name: ES.courses, exact: true });
    for (const title of [ES.pc, ES.counter, ES.processors])
      await expect(showcase.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'portfolio showcase');

    await showcase.getByRole('link', { name: ES.pc, exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio-course\/arma-un-pc-para-juegos-id-\d+$/);
    const canonical = new URL(page.url()).pathname;
    const id = canonical.split('-id-').at(-1);
    await expect(page.getByRole('heading', { level: 1, name: ES.pc, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: ES.activities }).getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page, 'portfolio course');

    // an old slug with the same id lands on the course's own address
    await page.goto(`/portfolio-course/an-old-title-id-${id}`);
    await expect(page.getByRole('heading', { level: 1, name: ES.pc, exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${canonical}$`));

    // the team behind the programme, from the header
    await page.getByRole('banner').getByRole('link', { name: ES.about, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: ES.about, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'about the team');
    await page.goBack();

    // signing in to enrol goes through the login and back to the course's page in the app
    await page.getByRole('link', { name: ES.enrol, exact: true }).click();
    await expect(loginHeading(page, 'es-ES')).toBeVisible();
    await submitLogin(page, POINTS_SELLER.username, undefined, 'es-ES');
    await expect(page).toHaveURL(new RegExp(`/online-courses/${id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: /^(Monte um PC para jogos|Arma un PC para juegos)$/ }),
    ).toBeVisible();
  });
});
