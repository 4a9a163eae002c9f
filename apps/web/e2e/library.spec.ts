import { expect, test } from '@playwright/test';
import { newBrowserContext, openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectTablesLaidOut } from './layout.ts';
import { type DemoUser, USERS } from './texts.ts';

// The library (issue 16, docs/content.md "Library"): the academy's learner finds the store layout guide by its kind
// and a word, and previews the pdf in the app; the academy's editor uploads a pdf with the bulk upload (each file
// straight to the file store, docs/learning.md "Uploads") and sees a renamed image refused. Then the learner searches
// the whole library (accents and case ignored, a kind), and finds a file the editor uploads until the editor
// unpublishes it. Each viewport uploads files of its own names.

const EDITOR: DemoUser = {
  username: 'e2e.news.editor',
  fullName: 'Eva Editora',
  firstName: 'Eva',
  language: 'pt-BR',
};
const GUIDE = 'Guia de layout da loja';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('library (issue 16; SPEC §2 library, library/{name}, libraries/{id})', () => {
  test('a learner finds and previews a library pdf; an editor uploads files with progress', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }, testInfo) => {
    test.slow(); // two people's browsers, uploads with progress and axe on each screen: 60-66 s on a slow 2-core machine
    const project = isMobile ? 'mobile' : 'desktop';
    await signIn(page, USERS.learner);
    await expect(page).toHaveURL('/home');
    await openMenuEntry(page, isMobile, 'Biblioteca');
    await expect(page).toHaveURL('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca', exact: true })).toBeVisible();
    const categories = page.getByRole('list', { name: 'Categorias da biblioteca' });
    await expect(categories.getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page, 'library categories');

    await categories.getByRole('link', { name: 'Manuais e guias', exact: true }).click();
    await expect(page).toHaveURL('/library/manuais-e-guias');
    await expect(page.getByRole('heading', { level: 1, name: 'Manuais e guias', exact: true })).toBeVisible();
    const files = page.getByRole('list', { name: 'Arquivos de Manuais e guias' });
    await expect(files.getByRole('listitem')).toHaveCount(4);
    await expectNoAxeViolations(page, 'library category');

    // the kind filter applies at once, the search with its button
    await page.getByRole('combobox', { name: 'Tipo de arquivo' }).selectOption('pdf');
    await expect(page).toHaveURL('/library/manuais-e-guias?kind=pdf');
    await expect(files.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Buscar por título ou descrição' }).fill('vitrines');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL('/library/manuais-e-guias?kind=pdf&search=vitrines');
    await expect(files.getByRole('listitem')).toHaveCount(1);
    await expect(files.getByText('PDF ·', { exact: false })).toBeVisible();

    const preview = page.waitForResponse((response) =>
      /\/api\/v1\/library\/files\/\d+\/download/.test(response.url()),
    );
    await files.getByRole('link', { name: GUIDE, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: GUIDE, exact: true })).toBeVisible();
    const frame = page.getByTitle(`Pré-visualização: ${GUIDE}`);
    await expect(frame).toBeVisible();
    const served = await preview;
    // the frame holds the pdf itself (a policy refusing the frame would leave an error page there)
    const framed = await (await frame.elementHandle())?.contentFrame();
    await expect.poll(() => framed?.evaluate(() => document.contentType)).toBe('application/pdf');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(served.headers()['content-disposition']).toMatch(/^inline; filename="guia-de-layout-da-loja.pdf"/);
    await expect(page.getByRole('link', { name: 'Baixar arquivo', exact: true })).toHaveAttribute(
      'href',
      /\/download\?token=.+&attachment=1$/,
    );
    await expectNoAxeViolations(page, 'library file');
    await page.getByRole('link', { name: 'Voltar para Manuais e guias', exact: true }).click();
    await expect(page).toHaveURL('/library/manuais-e-guias');

    // the editor uploads a pdf and a renamed image in one go
    const editorContext = await newBrowserContext(browser, testInfo, baseURL);
    try {
      const editor = await editorContext.newPage();
      await signIn(editor, EDITOR, '/admin/library');
      await expect(
        editor.getByRole('heading', { level: 1, name: 'Gestão da biblioteca', exact: true }),
      ).toBeVisible();
      await expect(
        editor.getByRole('table', { name: 'Categorias' }).getByText('Manuais e guias'),
      ).toBeVisible();
      await expectNoAxeViolations(editor, 'library management');
      await expectTablesLaidOut(editor, 'library management', () =>
        expect(editor.getByText(GUIDE).first()).toBeVisible(),
      );
      // into another category than the learner's, whose files the other viewport counts
      await editor
        .getByRole('combobox', { name: 'Categoria dos arquivos enviados' })
        .selectOption({ label: 'Planilhas e arquivos' });
      const name = `circular-${project}.pdf`;
      // the file input (the files' table, scrolled sideways, is a region named "Arquivos" too)
      await editor.getByRole('button', { name: 'Arquivos', exact: true }).setInputFiles([
        { name, mimeType: 'application/pdf', buffer: PDF },
        { name: `foto-${project}.png`, mimeType: 'image/png', buffer: PDF },
      ]);
      await editor.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expect(editor.getByText('Envio concluído: 1 de 2 arquivos enviados.')).toBeVisible();
      // straight to the file store, a progress bar per file; the refused one's reason in the editor's language
      for (const bar of ['Progresso do envio', `Progresso de ${name}`])
        await expect(editor.getByRole('progressbar', { name: bar, exact: true })).toHaveAttribute(
          'aria-valuenow',
          '100',
        );
      await expect(editor.getByText(`${name}: Enviado`, { exact: true })).toBeVisible();
      await expect(
        editor.getByText(
          `foto-${project}.png: O conteúdo do arquivo não corresponde à extensão do nome. Envie o arquivo original.`,
        ),
      ).toBeVisible();
      await expect(editor.getByText(`circular-${project}`, { exact: true }).first()).toBeVisible();
      await expectNoAxeViolations(editor, 'library upload');
    } finally {
      await editorContext.close();
    }
  });

  test('a learner searches every category; a file the editor unpublishes is no longer found', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }, testInfo) => {
    const project = isMobile ? 'mobile' : 'desktop';
    await signIn(page, USERS.learner, '/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca', exact: true })).toBeVisible();
    const search = async (words: string) => {
      await page.getByRole('searchbox', { name: 'Buscar em toda a biblioteca' }).fill(words);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    };
    const results = page.getByRole('list', { name: 'Arquivos encontrados na biblioteca' });

    // accents and case ignored, in every category
    await search('POLITICA');
    await expect(page).toHaveURL('/library?search=POLITICA');
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results.getByRole('link', { name: 'Política de atendimento', exact: true })).toBeVisible();
    await expect(results.getByRole('link', { name: 'Manuais e guias', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'library search');
    await search('loja');
    await expect(results.getByRole('listitem')).toHaveCount(5);
    for (const category of ['Manuais e guias', 'Mídia', 'Planilhas e arquivos'])
      await expect(results.getByRole('link', { name: category, exact: true }).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Tipo de arquivo' }).selectOption('image');
    await expect(page).toHaveURL('/library?search=loja&kind=image');
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results.getByRole('link', { name: 'Fachada da loja', exact: true })).toBeVisible();

    const editorContext = await newBrowserContext(browser, testInfo, baseURL);
    try {
      // the editor uploads a file, published at once
      const editor = await editorContext.newPage();
      await signIn(editor, EDITOR, '/admin/library');
      await editor
        .getByRole('combobox', { name: 'Categoria dos arquivos enviados' })
        .selectOption({ label: 'Mídia' });
      const title = `comunicado-${project}`;
      // the file input, as above
      await editor
        .getByRole('button', { name: 'Arquivos', exact: true })
        .setInputFiles([{ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: PDF }]);
      await editor.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expect(editor.getByText('Envio concluído: 1 de 1 arquivos enviados.')).toBeVisible();

      // the learner finds it
      await page.getByRole('combobox', { name: 'Tipo de arquivo' }).selectOption('');
      await search('comunicado');
      await expect(results.getByRole('link', { name: title, exact: true })).toBeVisible();

      // the editor unpublishes it: marked for the editors, gone for the learner
      await editor.getByRole('searchbox', { name: 'Buscar arquivos' }).fill(title);
      await editor.getByRole('button', { name: 'Buscar', exact: true }).click();
      await editor.getByRole('button', { name: `Despublicar ${title}`, exact: true }).click();
      await expect(editor.getByText('Arquivo despublicado: só os editores o veem.')).toBeVisible();
      await expect(editor.getByText('Não publicado', { exact: true })).toBeVisible();
      await expect(editor.getByRole('button', { name: `Publicar ${title}`, exact: true })).toBeVisible();
      await expectNoAxeViolations(editor, 'library management: an unpublished file');
    } finally {
      await editorContext.close();
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca', exact: true })).toBeVisible();
    await expect(page.getByText('Nenhum arquivo da biblioteca encontrado com estes filtros.')).toBeVisible();
    await expect(results).toHaveCount(0);
    await expectNoAxeViolations(page, 'library search: nothing found');
  });
});
