import { expect, test } from '@playwright/test';
import { openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { DemoUser } from './texts.ts';

// Sending a store photo (issue 13, SPEC §3 Photo upload, §5 Photos): Mateo (mateo.mx, es-ES, a Mexican salesperson
// of country group 2, registered for Q4 2026 at CompuCentro Polanco by the seed) sees this week's store display
// photo already sent and when the week resets in the store's zone, picks another photo type, chooses a small
// photo and sends it; it appears in his list credited under audit, beside the seed's photos in every audit state,
// and its type can no longer be chosen this week. The desktop journey sends an end cap photo, the mobile one a
// brand stand photo (the journeys share one database).

const MATEO: DemoUser = {
  username: 'mateo.mx',
  fullName: 'Mateo García',
  firstName: 'Mateo',
  language: 'es-ES',
};

const T = {
  menu: 'Subir fotos',
  form: 'Nueva foto en Q4 2026',
  store: 'Tienda',
  type: 'Tipo de foto',
  resets: /^El cupo de esta semana se reinicia el \d{2}\/\d{2}\/\d{4} 00:00 \(America\/Mexico_City\)\.$/,
  displaySent: 'Vitrina · ya enviada esta semana',
  file: 'Foto',
  submit: 'Enviar foto',
  list: 'Mis fotos',
  underAudit: 'Acreditada, en auditoría',
  reproved: 'Reprobada',
  reason: 'Motivo: A foto não mostra a marca em destaque.',
};

/** An 8×8 orange JPEG: the store photo. */
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeADqK/9k=',
  'base64',
);

test.describe('rewards photos (issue 13; SPEC §2 upload-photos, §3 Photo upload, §5 Photos)', () => {
  test('a group 2 seller sends a store photo of a type not sent this week and sees it under audit', async ({
    page,
    isMobile,
  }) => {
    const type = isMobile ? 'Tótem de la marca' : 'Punta de góndola';
    const points = isMobile ? /^Tótem de la marca · \d+ puntos$/ : /^Punta de góndola · \d+ puntos$/;
    await signIn(page, MATEO);
    await expect(page).toHaveURL('/home');
    await openMenuEntry(page, isMobile, T.menu, MATEO.language);
    await expect(page).toHaveURL('/upload-photos');
    await expect(page.getByRole('heading', { level: 1, name: T.menu, exact: true })).toBeVisible();

    const list = page.getByRole('region', { name: T.list, exact: true });
    const reproved = list.getByRole('article').filter({ hasText: T.reason });
    await expect(reproved.getByText(T.reproved, { exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: T.form, exact: true });
    await expect(form.getByText(T.resets)).toBeVisible();
    const typeSelect = form.getByLabel(T.type);
    await expect(typeSelect.getByRole('option', { name: T.displaySent, exact: true })).toBeDisabled();
    await expectNoAxeViolations(page, 'upload-photos');

    await typeSelect.selectOption({
      label: (await typeSelect.getByRole('option', { name: points }).textContent()) ?? '',
    });
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'tienda.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await expect(
      form.getByRole('img', { name: 'Vista previa de la foto elegida', exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'upload-photos filled in');
    await form.getByRole('button', { name: T.submit, exact: true }).click();

    await expect(
      page.getByText(
        new RegExp(`^Foto ${type} de CompuCentro Polanco enviada: \\d+ puntos acreditados, en auditoría\\.$`),
      ),
    ).toBeVisible();
    const sent = list.getByRole('article', { name: type, exact: true });
    await expect(sent.getByText(T.underAudit, { exact: true })).toBeVisible();
    await expect(
      typeSelect.getByRole('option', { name: `${type} · ya enviada esta semana`, exact: true }),
    ).toBeDisabled();
    await expectNoAxeViolations(page, 'upload-photos sent');
  });
});
