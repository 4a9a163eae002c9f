import { expect, test } from '@playwright/test';
import { approvedAccount } from './api.ts';
import { loginHeading, openLogin, submitLogin, switchLanguageSignedIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { type Lang, TEXTS } from './texts.ts';

/** The profile screen's title and its contact section's, per language (features/profile/locales). */
const PROFILE: Record<Lang, { title: string; contact: string }> = {
  'pt-BR': { title: 'Perfil', contact: 'Contato' },
  'en-US': { title: 'Profile', contact: 'Contact' },
  'es-ES': { title: 'Perfil', contact: 'Contacto' },
  'fr-FR': { title: 'Profil', contact: 'Contact' },
};

// Axe (WCAG 2.2 AA) on the login, the home and the profile in each of the four languages: texts of another
// length or another language attribute are where a layout or a label breaks.
for (const language of Object.keys(PROFILE) as Lang[]) {
  test(`login, home and profile in ${language} pass axe`, async ({ page, request, isMobile }, testInfo) => {
    const t = TEXTS[language];
    const account = await approvedAccount(request, testInfo, `Idioma${language.slice(0, 2)}`);

    await openLogin(page);
    if (language !== 'pt-BR') {
      await page
        .getByRole('contentinfo')
        .getByRole('combobox', { name: TEXTS['pt-BR'].language })
        .selectOption(language);
    }
    await expect(loginHeading(page, language)).toBeVisible();
    await expectNoAxeViolations(page, `login (${language})`);

    await submitLogin(page, account.email, account.password, language);
    await expect(loginHeading(page, language)).toBeHidden();
    const signedInAs = ((await page.locator('html').getAttribute('lang')) ?? 'pt-BR') as Lang;
    if (signedInAs !== language) await switchLanguageSignedIn(page, isMobile, signedInAs, language);
    await expect(page.getByRole('heading', { level: 1, name: t.greeting(account.name) })).toBeVisible();
    await expectNoAxeViolations(page, `home (${language})`);

    await page.goto('/profile');
    await expect(
      page.getByRole('heading', { level: 1, name: PROFILE[language].title, exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `profile (${language})`);
    await page.goto('/profile/contact');
    await expect(page.getByRole('heading', { name: PROFILE[language].contact, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `profile contact (${language})`);
  });
}
