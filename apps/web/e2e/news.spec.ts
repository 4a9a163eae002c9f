import { expect, test } from '@playwright/test';
import { newBrowserContext, openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectTablesLaidOut } from './layout.ts';
import type { DemoUser } from './texts.ts';

// News (issue 16, docs/content.md): a learner opens the academy's news, finds the pinned article first, reads it and
// its "new" badge goes; the academy's news editor writes and publishes an article and the learner sees it, new.
// The journeys share one database, so each viewport has its own reader (e2e/serve.mjs) and its own article.

const READERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: { username: 'e2e.news.desktop', fullName: 'Nina Notícias', firstName: 'Nina', language: 'pt-BR' },
  mobile: { username: 'e2e.news.mobile', fullName: 'Noé Notícias', firstName: 'Noé', language: 'pt-BR' },
};
const EDITOR: DemoUser = {
  username: 'e2e.news.editor',
  fullName: 'Eva Editora',
  firstName: 'Eva',
  language: 'pt-BR',
};
const PINNED = 'Bem-vindo ao novo portal de notícias';

test.describe('news (issue 16; SPEC §2 news, news/{id})', () => {
  test('a learner reads the pinned article; an editor publishes one and the learner sees it', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }, testInfo) => {
    test.slow(); // two people's browsers, six axe checks and the rich-text editor: past 60 s on a busy 2-core machine
    const project = isMobile ? 'mobile' : 'desktop';
    const reader = READERS[project];
    await signIn(page, reader);
    await expect(page).toHaveURL('/home');
    await openMenuEntry(page, isMobile, 'Notícias');
    await expect(page).toHaveURL('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Notícias', exact: true })).toBeVisible();

    // pinned first, new until read
    const first = page.getByRole('article').first();
    await expect(first).toHaveAccessibleName(PINNED);
    await expect(first.getByText('Fixada', { exact: true })).toBeVisible();
    await expect(first.getByText('Nova', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'news list');

    await first.getByRole('link', { name: PINNED, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: PINNED, exact: true })).toBeVisible();
    // the guide's long address shows cut in the middle (SPEC §9), its link whole
    const guide = page.getByRole('link', {
      name: 'https://www.elevar.exampl…de-treinamentos?ref=news',
      exact: true,
    });
    await expect(guide).toHaveAttribute(
      'href',
      'https://www.elevar.example/central-de-ajuda/artigos/2026/novo-calendario-de-treinamentos?ref=news',
    );
    await expectNoAxeViolations(page, 'news article');
    await page.getByRole('link', { name: 'Voltar para as notícias', exact: true }).click();
    await expect(page).toHaveURL('/news');
    const read = page.getByRole('article', { name: PINNED, exact: true });
    await expect(read.getByText('Fixada', { exact: true })).toBeVisible();
    await expect(read.getByText('Nova', { exact: true })).toHaveCount(0);

    // the editor writes an article and publishes it
    const title = `Campanha de fim de ano (${project})`;
    const editorContext = await newBrowserContext(browser, testInfo, baseURL);
    try {
      const editor = await editorContext.newPage();
      await signIn(editor, EDITOR, '/admin/news');
      await expect(
        editor.getByRole('heading', { level: 1, name: 'Gestão de notícias', exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(editor, 'news management');
      await expectTablesLaidOut(editor, 'news management', () =>
        expect(editor.getByText(PINNED).first()).toBeVisible(),
      );
      // the categories, beside the list (create, rename, reorder, delete: docs/content.md "Categories")
      await editor.getByRole('link', { name: 'Categorias', exact: true }).click();
      await expect(editor).toHaveURL('/admin/news/categories');
      await expect(
        editor.getByRole('table', { name: 'Categorias de notícias' }).getByRole('row'),
      ).not.toHaveCount(0);
      await expectNoAxeViolations(editor, 'news categories');
      await editor.getByRole('link', { name: 'Voltar à lista', exact: true }).click();
      await expect(editor).toHaveURL('/admin/news');
      await editor.getByRole('link', { name: 'Nova notícia', exact: true }).click();
      await expect(editor).toHaveURL('/admin/news/new');
      const portuguese = editor.getByRole('tabpanel', { name: 'Português' });
      await portuguese.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
      await portuguese
        .getByRole('textbox', { name: 'Resumo', exact: true })
        .fill('Metas e prêmios de dezembro.');
      // the body in the rich-text editor: bold and a bulleted list from its toolbar, as the reader will see them
      const body = portuguese.getByRole('textbox', { name: 'Texto', exact: true });
      const bold = portuguese.getByRole('button', { name: 'Negrito', exact: true });
      await body.click();
      await editor.keyboard.insertText('As metas de ');
      await bold.click();
      await editor.keyboard.insertText('dezembro');
      await bold.click();
      await editor.keyboard.insertText(' estão no ar.');
      await body.press('Enter');
      await portuguese.getByRole('button', { name: 'Lista com marcadores', exact: true }).click();
      await editor.keyboard.insertText('Metas por loja');
      await body.press('Enter');
      await editor.keyboard.insertText('Prêmios por região');
      await expectNoAxeViolations(editor, 'news rich-text editor');
      // the HTML that will be saved
      const source = portuguese.getByRole('button', { name: 'Editar o HTML', exact: true });
      await source.click();
      await expect(portuguese.getByRole('textbox', { name: 'Texto (HTML)' })).toHaveValue(
        '<p>As metas de <strong>dezembro</strong> estão no ar.</p><ul><li><p>Metas por loja</p></li><li><p>Prêmios por região</p></li></ul>',
      );
      await source.click();
      await expect(body.getByRole('listitem')).toHaveCount(2);
      await editor.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expect(editor.getByText('Notícia criada.', { exact: true })).toBeVisible();
      await expect(editor).toHaveURL(/\/admin\/news\/\d+$/);
      await expect(editor.getByText('Rascunho', { exact: true })).toBeVisible();
      await expectNoAxeViolations(editor, 'news editor');
      await editor.getByRole('button', { name: 'Publicar', exact: true }).click();
      await expect(editor.getByText('Notícia publicada.', { exact: true })).toBeVisible();
      await expect(editor.getByRole('button', { name: 'Despublicar', exact: true })).toBeVisible();
    } finally {
      await editorContext.close();
    }

    // the learner finds it, new, after the pinned one
    await page.reload();
    const published = page.getByRole('article', { name: title, exact: true });
    await expect(published.getByText('Nova', { exact: true })).toBeVisible();
    await expect(page.getByRole('article').first()).toHaveAccessibleName(PINNED);
    await published.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.getByText('As metas de dezembro estão no ar.', { exact: true })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'dezembro' })).toBeVisible();
    await expect(
      page.getByRole('list').filter({ hasText: 'Metas por loja' }).getByRole('listitem'),
    ).toHaveText(['Metas por loja', 'Prêmios por região']);
  });
});
