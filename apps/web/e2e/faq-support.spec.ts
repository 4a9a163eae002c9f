import { expect, test } from '@playwright/test';
import { newBrowserContext, openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { DemoUser } from './texts.ts';

// FAQ and support (issue 16, docs/content.md): an academy learner searches the FAQ (accents ignored) and opens an
// answer; then writes to support, is told the answer date, and sees the support team's answer arrive in the inbox
// and in the ticket's thread, posted by a support team member on the queue screen in the same journey. Each
// viewport has its own learner (e2e/serve.mjs) and its own ticket subject.

const LEARNERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: {
    username: 'e2e.support.desktop',
    fullName: 'Sara Suporte',
    firstName: 'Sara',
    language: 'pt-BR',
  },
  mobile: {
    username: 'e2e.support.mobile',
    fullName: 'Saulo Suporte',
    firstName: 'Saulo',
    language: 'pt-BR',
  },
};
/** A programme administrator of the academy alone (news' editor; saves nothing here). */
const EDITOR: DemoUser = {
  username: 'e2e.news.editor',
  fullName: 'Eva Editora',
  firstName: 'Eva',
  language: 'pt-BR',
};
/** The academy's support team member (its only client, so no picker). */
const AGENT: DemoUser = {
  username: 'e2e.reviewer',
  fullName: 'Rita Revisora',
  firstName: 'Rita',
  language: 'pt-BR',
};

test.describe('FAQ and support (issue 16; SPEC §2 faq, support, contact-us)', () => {
  test('a learner searches the FAQ and opens an answer', async ({ page, isMobile }) => {
    await signIn(page, LEARNERS[isMobile ? 'mobile' : 'desktop']);
    await expect(page).toHaveURL('/home');
    await openMenuEntry(page, isMobile, 'Perguntas frequentes');
    await expect(page).toHaveURL('/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Perguntas frequentes', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Conta e acesso' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cursos e certificados' })).toBeVisible();
    await expectNoAxeViolations(page, 'faq');

    // "educacao" finds "educação": the search ignores accents and case
    await page.getByRole('searchbox', { name: 'Buscar nas perguntas e respostas' }).fill('EDUCACAO');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/search=EDUCACAO/);
    const question = page.getByRole('button', {
      name: 'A educação a distância conta como treinamento obrigatório?',
      exact: true,
    });
    await expect(question).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Esqueci minha senha. Como recupero o acesso?' }),
    ).toHaveCount(0);
    await question.click();
    await expect(
      page.getByText('Os cursos on-line marcados como obrigatórios', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'faq answer');

    await page.getByRole('searchbox', { name: 'Buscar nas perguntas e respostas' }).fill('zzzz');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(
      page.getByText('Nenhuma pergunta encontrada. Tente outras palavras ou outra categoria.'),
    ).toBeVisible();
  });

  test('the FAQ editor sees every question of a language and previews an answer', async ({
    page,
    isMobile,
  }) => {
    await signIn(page, EDITOR);
    // the staff entry is named apart from the learners' FAQ in the same menu
    await openMenuEntry(page, isMobile, 'Gestão de perguntas frequentes');
    await expect(page).toHaveURL('/admin/faq');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('es-ES');
    await expect(page).toHaveURL(/language=es-ES/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gestão de perguntas frequentes', exact: true }),
    ).toBeVisible();
    const question = page.getByRole('article', { name: '¿Cuánto tarda el soporte en responder?' });
    await expect(question.getByText('Publicada', { exact: true })).toBeVisible();
    await question.getByRole('button', { name: 'Pré-visualizar' }).click();
    await expect(question.getByText('7 días hábiles')).toBeVisible();
    await expectNoAxeViolations(page, 'faq management');

    // the answer in the rich-text editor, previewed before saving (and left unsaved: the FAQ is the demo's)
    await question.getByRole('button', { name: 'Editar', exact: true }).click();
    const form = page.getByRole('form', { name: 'Editar pergunta' });
    const answer = form.getByRole('textbox', { name: 'Resposta', exact: true });
    await expect(answer).toContainText('7 días hábiles');
    await answer.click();
    await answer.press('ControlOrMeta+End');
    await page.keyboard.insertText(' Gracias.');
    await form.getByRole('button', { name: 'Pré-visualizar o texto', exact: true }).click();
    await expect(
      form.getByRole('region', { name: 'Pré-visualização do texto' }).getByText('Gracias.', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'faq answer editor');
    await form.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(form).toHaveCount(0);
  });

  test('a learner writes to support and the support team’s answer arrives', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }, testInfo) => {
    const project = isMobile ? 'mobile' : 'desktop';
    const subject = `Vídeo não carrega (${project} ${Date.now()})`;
    await signIn(page, LEARNERS[project], '/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Suporte', exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: 'Enviar mensagem ao suporte' });
    await form.getByRole('combobox', { name: 'País' }).selectOption('BR');
    await form.getByRole('textbox', { name: 'Assunto' }).fill(subject);
    const message = form.getByRole('textbox', { name: 'Mensagem' });
    await message.fill('x'.repeat(257));
    await expect(form.getByText('257 de 256 caracteres')).toBeVisible();
    await expect(form.getByText('Seu texto tem mais que 256 caracteres')).toBeVisible();
    await message.fill('O vídeo da aula 2 fica carregando.');
    await expectNoAxeViolations(page, 'support form');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Mensagem enviada' });
    await expect(sent).toContainText('O suporte vai responder até');
    const ticketLink = sent.getByRole('link', { name: 'Acompanhar o atendimento' });
    const ticketPath = await ticketLink.getAttribute('href');
    expect(ticketPath).toMatch(/^\/support\/tickets\/\d+$/);
    await expect(page.getByRole('article', { name: subject })).toBeVisible();
    // the learner waits on the thread: the answer arrives there live (the socket's support_reply notification)
    await ticketLink.click();
    await expect(page).toHaveURL(ticketPath ?? '');
    const thread = page.getByRole('list', { name: 'Mensagens' });
    await expect(thread.getByText('O vídeo da aula 2 fica carregando.')).toBeVisible();
    await expect(page.getByText('Aguardando resposta', { exact: true })).toBeVisible();

    // the support team answers on its queue
    const agentContext = await newBrowserContext(browser, testInfo, baseURL);
    try {
      const agent = await agentContext.newPage();
      await signIn(agent, AGENT);
      await openMenuEntry(agent, isMobile, 'Fila de atendimentos');
      await expect(agent).toHaveURL('/admin/support');
      await expect(
        agent.getByRole('heading', { level: 1, name: 'Fila de atendimentos', exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(agent, 'support queue');
      await agent.getByRole('article', { name: subject }).getByRole('link', { name: subject }).click();
      await expect(agent.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await agent.getByRole('textbox', { name: 'Sua mensagem' }).fill('Corrigimos o vídeo, tente de novo.');
      await expectNoAxeViolations(agent, 'support ticket (staff)');
      await agent.getByRole('button', { name: 'Enviar resposta', exact: true }).click();
      await expect(agent.getByText('Resposta enviada.')).toBeVisible();
    } finally {
      await agentContext.close();
    }

    // the answer shows in the open thread without a reload, and waits in the learner's inbox
    await expect(thread.getByText('Corrigimos o vídeo, tente de novo.')).toBeVisible();
    await expect(thread.getByText('Equipe de suporte', { exact: false })).toBeVisible();
    await expect(page.getByText('Respondido', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'support ticket');
    await page.goto('/profile/messages');
    const inboxItem = page
      .getByRole('article')
      .filter({ hasText: `O suporte respondeu ao seu atendimento “${subject}”.` });
    await expect(inboxItem).toBeVisible();
    await expect(inboxItem.getByRole('link', { name: 'Ver atendimento' })).toHaveAttribute(
      'href',
      ticketPath ?? '',
    );
  });
});
