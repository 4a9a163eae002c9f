import { test as base, expect, type Page } from '@playwright/test';
import { newBrowserContext, openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { USERS } from './demo.ts';
import type { DemoUser } from './texts.ts';

// The forum (issue 16, docs/community.md): an academy learner opens a topic, replies, edits and deletes the reply,
// then records a voice reply (Chromium's fake microphone); a reply is reported by another learner and hidden by the
// moderator on the report queue. Each viewport has its own forum learner (e2e/serve.mjs) and its own reply texts.

/**
 * Chromium's fake microphone (a tone) granted without a prompt, for the voice reply: this file's browser only, as
 * the flags stay with the browser it launches.
 */
const test = base.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const args = [
        ...(launchOptions.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ];
      await use({ ...launchOptions, args });
    },
    { scope: 'worker' },
  ],
});
test.use({ permissions: ['microphone'] });

const LEARNERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: { username: 'e2e.forum.desktop', fullName: 'Flora Fórum', firstName: 'Flora', language: 'pt-BR' },
  mobile: { username: 'e2e.forum.mobile', fullName: 'Fábio Fórum', firstName: 'Fábio', language: 'pt-BR' },
};
const TOPIC = 'Dicas para estudar pelo celular';

/** Opens the demo topic from the forum's list. */
async function openTopic(page: Page) {
  await page.getByRole('link', { name: TOPIC, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: TOPIC })).toBeVisible();
}

/** Sends a reply and returns its item in the thread. */
async function reply(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Sua resposta' }).fill(text);
  await page.getByRole('button', { name: 'Responder', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Resposta publicada.' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toBeVisible();
  return item;
}

test.describe('forum (issue 16; SPEC §4 forum topic, §6 moderator)', () => {
  test('a learner opens a topic, replies, edits and deletes the reply, and records a voice reply', async ({
    page,
    isMobile,
  }) => {
    test.slow(); // a reply, its edit and a voice reply in the rich-text editor, axe twice: past 60 s on a busy machine
    const project = isMobile ? 'mobile' : 'desktop';
    await signIn(page, LEARNERS[project]);
    await openMenuEntry(page, isMobile, 'Fórum');
    await expect(page).toHaveURL('/forum');
    await expect(page.getByRole('heading', { level: 1, name: 'Fórum', exact: true })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Tópicos' }).getByText('Fechado', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'forum');

    await openTopic(page);
    const text = `Baixo as aulas no Wi-Fi (${project} ${Date.now()})`;
    const item = await reply(page, text);
    await expectNoAxeViolations(page, 'forum topic');

    await item.getByRole('button', { name: 'Editar', exact: true }).click();
    const edited = `${text} e ouço no ônibus`;
    await item.getByRole('textbox', { name: 'Editar resposta' }).fill(edited);
    await item.getByRole('button', { name: 'Salvar', exact: true }).click();
    const changed = page.getByRole('listitem').filter({ hasText: edited });
    await expect(changed.getByText('(editado)')).toBeVisible();

    await changed.getByRole('button', { name: 'Excluir', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir resposta?' });
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Resposta excluída.' })).toBeVisible();
    await expect(page.getByText(edited)).toHaveCount(0);

    // a recorded voice reply (the fake microphone), listened to before sending
    await page.getByRole('button', { name: 'Gravar resposta em áudio', exact: true }).click();
    await expect(page.getByText('Gravando…')).toBeVisible();
    await page.getByRole('button', { name: 'Parar gravação', exact: true }).click();
    await expect(page.getByLabel('Prévia do áudio gravado')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar áudio', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Resposta em áudio publicada.' })).toBeVisible();
    const voice = page
      .getByRole('listitem')
      .filter({ has: page.getByLabel('Resposta em áudio') })
      .last();
    await expect(voice.getByText(LEARNERS[project].fullName)).toBeVisible();
  });

  test('a learner reports a reply and the moderator hides it', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }, testInfo) => {
    test.slow(); // three people's browsers and four axe checks: past 60 s on a busy 2-core machine
    const project = isMobile ? 'mobile' : 'desktop';
    await signIn(page, LEARNERS[project], '/forum');
    await openTopic(page);
    // typing @ and the start of a name suggests the client's members; Enter writes the one chosen
    const box = page.getByRole('textbox', { name: 'Sua resposta' });
    await box.pressSequentially('@moder');
    const suggestions = page.getByRole('listbox', { name: 'Membros para mencionar' });
    await expect(suggestions.getByRole('option', { name: /@moderator$/ })).toBeVisible();
    await expectNoAxeViolations(page, 'forum mention suggestions');
    await box.press('Enter');
    await expect(box).toHaveText('@moderator');
    await expect(suggestions).toHaveCount(0);
    const text = `Vendo pontos da campanha (${project} ${Date.now()})`;
    await reply(page, text);
    const topicPath = new URL(page.url()).pathname;

    // another learner reports it
    const readerContext = await newBrowserContext(browser, testInfo, baseURL);
    const moderatorContext = await newBrowserContext(browser, testInfo, baseURL);
    try {
      const reader = await readerContext.newPage();
      await signIn(reader, USERS.learner, topicPath);
      const reported = reader.getByRole('listitem').filter({ hasText: text });
      await reported.getByRole('button', { name: 'Denunciar', exact: true }).click();
      const dialog = reader.getByRole('dialog', { name: 'Denunciar a resposta aos moderadores' });
      await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Venda de pontos não é permitida.');
      await expectNoAxeViolations(reader, 'forum report dialog');
      await dialog.getByRole('button', { name: 'Enviar denúncia', exact: true }).click();
      await expect(
        reader.getByRole('status').filter({ hasText: 'Denúncia enviada aos moderadores.' }),
      ).toBeVisible();

      // the moderator hides it from the report queue
      const moderator = await moderatorContext.newPage();
      await signIn(moderator, USERS.moderator);
      await openMenuEntry(moderator, isMobile, 'Moderação do fórum');
      await expect(moderator).toHaveURL('/admin/forum');
      const report = moderator.getByRole('listitem').filter({ hasText: text });
      await expect(report.getByText('Motivo: Venda de pontos não é permitida.')).toBeVisible();
      await expectNoAxeViolations(moderator, 'forum moderation');
      await report.getByRole('button', { name: 'Ocultar', exact: true }).click();
      await expect(moderator.getByText('Feito.', { exact: true })).toBeVisible();
      await expect(moderator.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
      // the members blocked from the forum, beside the queue
      await moderator.getByRole('link', { name: 'Membros bloqueados', exact: true }).click();
      await expect(moderator).toHaveURL('/admin/forum/blocks');
      await expect(moderator.getByRole('heading', { level: 1, name: 'Membros bloqueados' })).toBeVisible();
      await expectNoAxeViolations(moderator, 'forum blocked members');

      // gone for the reader; its author sees it marked hidden
      await reader.reload();
      await expect(reader.getByRole('heading', { level: 1, name: TOPIC })).toBeVisible();
      await expect(reader.getByText(text)).toHaveCount(0);
    } finally {
      await readerContext.close();
      await moderatorContext.close();
    }
    await page.reload();
    await expect(
      page.getByRole('listitem').filter({ hasText: text }).getByText('Oculto pela moderação'),
    ).toBeVisible();
  });
});
