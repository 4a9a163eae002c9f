import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { animationsSettled, openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { USERS } from './texts.ts';

// Issue 14's authoring journey, in pt-BR: the demo instructor creates a question bank, writes two questions in the
// editor, imports three more from a CSV (a wrong row first, refused in the preview), adds a conventional test to a
// course of theirs, sets its rules and previews it as a learner. Desktop and mobile share one database: each run's
// bank and course have titles of their own.

const PT = {
  menu: 'Bancos de perguntas',
  createBank: 'Novo banco',
  bankDialog: 'Novo banco de perguntas',
  bankTitle: 'Título',
  newQuestion: 'Nova pergunta',
  type: 'Tipo',
  // the pt-BR prompt, not its translations' fields (“Enunciado — Inglês”)
  prompt: /^Enunciado( \*)?$/,
  save: 'Salvar',
  added: 'Pergunta adicionada.',
  csv: 'Conteúdo do CSV',
  check: 'Conferir',
  imported: '3 perguntas importadas.',
  coursesMenu: 'Cursos',
  createCourse: 'Novo curso',
  titleIn: 'Título — Português (Brasil)',
  createSubmit: 'Criar curso',
  addActivity: 'Adicionar atividade',
  activityDialog: 'Nova atividade',
  kind: 'Tipo de atividade',
  add: 'Adicionar',
  rulesLink: (title: string) => `Regras e perguntas do teste ${title}`,
  rulesSaved: 'Regras salvas.',
  preview: 'Pré-visualizar',
};

const CSV_WRONG = ['type,prompt,options,correct', 'single,Qual é a vitrine certa?,Cheia|Organizada,3'].join(
  '\n',
);
const CSV = [
  'type,prompt,options,correct,explanation',
  'single,Qual é a vitrine certa?,Cheia|Organizada,2,Uma vitrine organizada vende mais.',
  'ordering,Ordene a abertura da loja.,Acender as luzes|Abrir a porta|Receber o cliente,,',
  'short_answer,Como se chama quem compra?,,cliente|Cliente,',
].join('\n');

async function dialogReady(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  await animationsSettled(page);
  return dialog;
}

test.describe('test authoring (instructor)', () => {
  test('builds a bank by hand and by CSV, sets a test’s rules and previews it', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    const suffix = `${isMobile ? 'mobile' : 'desktop'}-${randomUUID().slice(0, 8)}`;
    const bankTitle = `Vitrines ${suffix}`;

    await signIn(page, USERS.instructor);
    await openMenuEntry(page, isMobile, PT.menu);
    await expect(page).toHaveURL('/admin/question-banks');
    await expect(page.getByRole('heading', { level: 1, name: PT.menu, exact: true })).toBeVisible();
    // the demo's bank is the instructor's too
    await expect(page.getByRole('link', { name: 'Atendimento', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'question banks');

    // a new bank opens its editor
    await page.getByRole('button', { name: PT.createBank, exact: true }).click();
    const bankDialog = await dialogReady(page, PT.bankDialog);
    await bankDialog.getByRole('textbox', { name: PT.bankTitle }).fill(bankTitle);
    await bankDialog.getByRole('button', { name: PT.createBank, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: bankTitle, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'empty bank');

    // a true/false, then a multiple choice whose right options are asked for before it is sent
    await page.getByRole('button', { name: PT.newQuestion, exact: true }).click();
    let dialog = await dialogReady(page, PT.newQuestion);
    await dialog.getByRole('combobox', { name: PT.type }).selectOption('true_false');
    await dialog.getByRole('textbox', { name: PT.prompt }).fill('A vitrine muda a cada estação.');
    await dialog.getByRole('radio', { name: 'Verdadeira' }).check();
    await expectNoAxeViolations(page, 'question editor: true or false');
    await dialog.getByRole('button', { name: PT.save, exact: true }).click();
    await expect(page.getByText(PT.added, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: PT.newQuestion, exact: true }).click();
    dialog = await dialogReady(page, PT.newQuestion);
    await dialog.getByRole('combobox', { name: PT.type }).selectOption('multiple');
    await dialog.getByRole('textbox', { name: PT.prompt }).fill('O que atrai o cliente?');
    await dialog.getByRole('textbox', { name: 'Opção 1', exact: true }).fill('Boa iluminação');
    await dialog.getByRole('textbox', { name: 'Opção 2', exact: true }).fill('Preços escondidos');
    await dialog.getByRole('button', { name: 'Adicionar opção', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Opção 3', exact: true }).fill('Produtos arrumados');
    await dialog.getByRole('button', { name: PT.save, exact: true }).click();
    await expect(dialog.getByText('Marque a resposta certa.', { exact: true })).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Opção 1 é certa' }).check();
    await dialog.getByRole('checkbox', { name: 'Opção 3 é certa' }).check();
    await expectNoAxeViolations(page, 'question editor: multiple choice');
    await dialog.getByRole('button', { name: PT.save, exact: true }).click();
    await expect(dialog).toBeHidden();
    const questions = page.getByRole('list', { name: 'Perguntas do banco', exact: true });
    await expect(questions.getByRole('listitem')).toHaveCount(2);

    // a CSV: a wrong row is shown and nothing imported; the fixed file imports its three questions
    await page.getByRole('textbox', { name: PT.csv }).fill(CSV_WRONG);
    await page.getByRole('button', { name: PT.check, exact: true }).click();
    const rows = page.getByRole('table', { name: 'Linhas do arquivo' });
    await expect(rows.getByText('correct: não indica opções existentes')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Importar 0 perguntas' })).toBeDisabled();
    await expectNoAxeViolations(page, 'csv preview with errors');
    await page.getByRole('textbox', { name: PT.csv }).fill(CSV);
    await page.getByRole('button', { name: PT.check, exact: true }).click();
    await page.getByRole('button', { name: 'Importar 3 perguntas', exact: true }).click();
    await expect(page.getByText(PT.imported, { exact: true })).toBeVisible();
    await expect(questions.getByRole('listitem')).toHaveCount(5);

    // a course of theirs with a conventional test
    const courseTitle = `Teste de vitrine ${suffix}`;
    await openMenuEntry(page, isMobile, PT.coursesMenu);
    await page.getByRole('link', { name: PT.createCourse, exact: true }).click();
    await page.getByRole('textbox', { name: PT.titleIn }).fill(courseTitle);
    await page.getByRole('button', { name: PT.createSubmit, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: courseTitle, exact: true })).toBeVisible();
    await page.getByRole('button', { name: PT.addActivity, exact: true }).click();
    dialog = await dialogReady(page, PT.activityDialog);
    await dialog.getByRole('combobox', { name: PT.kind }).selectOption('conventional_test');
    await dialog.getByRole('textbox', { name: PT.titleIn }).fill('Prova da vitrine');
    await dialog.getByRole('button', { name: PT.add, exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: PT.rulesLink('Prova da vitrine'), exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/tests\/\d+$/);
    await expect(page.getByText(/Este teste ainda não tem regras/)).toBeVisible();
    await expectNoAxeViolations(page, 'test without rules');

    // its rules: the new bank, two attempts, three questions drawn, ten minutes
    const rules = page.getByRole('region', { name: 'Regras do teste' });
    await rules
      .getByRole('combobox', { name: /Banco de perguntas/ })
      .selectOption({ label: `${bankTitle} (5 perguntas)` });
    await rules.getByRole('textbox', { name: /Tentativas/ }).fill('2');
    await rules.getByRole('textbox', { name: /Perguntas sorteadas/ }).fill('3');
    await rules.getByRole('textbox', { name: /Tempo para responder/ }).fill('10');
    await rules.getByRole('button', { name: 'Salvar regras', exact: true }).click();
    await expect(page.getByText(PT.rulesSaved, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Teste convencional', exact: true }),
    ).toBeVisible();

    // the preview: three of the five, as a learner sees them, no attempt recorded
    await page.getByRole('button', { name: PT.preview, exact: true }).click();
    await expect(page.getByText('3 perguntas · tentativas: 2 · tempo: 10', { exact: true })).toBeVisible();
    await expect(page.getByText('Pergunta 3 de 3', { exact: true })).toBeVisible();
    await expect(page.getByText('Nenhuma tentativa.', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'test rules and preview');
  });
});
