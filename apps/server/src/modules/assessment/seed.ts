import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import { insertDemoCourse, demoText as t } from '../learning/index.ts';
import type { SeedStep } from '../manifest.ts';
import { assessmentRestartDemoStep } from './seed-restart.ts';
import { assessmentReviewsStep } from './seed-reviews.ts';

/** The demo bank's questions: one of each type (texts in the client's default language, pt-BR); the assessment bench's bank too. */
export const QUESTIONS = [
  {
    type: 'single',
    prompt: 'Qual é o primeiro passo do atendimento?',
    options: [
      { id: 'a', text: 'Cumprimentar o cliente' },
      { id: 'b', text: 'Oferecer um desconto' },
      { id: 'c', text: 'Mostrar o estoque' },
    ],
    key: { type: 'single', correct: 'a' },
    explanation: 'O atendimento começa com um cumprimento.',
  },
  {
    type: 'multiple',
    prompt: 'Quais atitudes ajudam a entender o cliente?',
    options: [
      { id: 'ouvir', text: 'Ouvir com atenção' },
      { id: 'perguntar', text: 'Fazer perguntas abertas' },
      { id: 'interromper', text: 'Interromper para agilizar' },
    ],
    key: { type: 'multiple', correct: ['ouvir', 'perguntar'] },
  },
  {
    type: 'true_false',
    prompt: 'Devemos confirmar o pedido antes de fechar a venda.',
    options: [],
    key: { type: 'true_false', correct: true },
  },
  {
    type: 'matching',
    prompt: 'Ligue cada situação à melhor resposta.',
    options: [
      { id: 'duvida', text: 'O cliente tem uma dúvida' },
      { id: 'pressa', text: 'O cliente está com pressa' },
    ],
    right: [
      { id: 'explicar', text: 'Explicar com calma' },
      { id: 'objetivo', text: 'Ser objetivo' },
    ],
    key: { type: 'matching', pairs: { duvida: 'explicar', pressa: 'objetivo' } },
  },
  {
    type: 'ordering',
    prompt: 'Ordene os passos do atendimento.',
    options: [
      { id: 'cumprimentar', text: 'Cumprimentar' },
      { id: 'entender', text: 'Entender a necessidade' },
      { id: 'oferecer', text: 'Oferecer o produto' },
      { id: 'fechar', text: 'Fechar a venda' },
    ],
    key: { type: 'ordering', order: ['cumprimentar', 'entender', 'oferecer', 'fechar'] },
  },
  {
    type: 'short_answer',
    prompt: 'Como se chama o programa de pontos da loja?',
    options: [],
    key: { type: 'short_answer', accepted: ['Elevar', 'Programa Elevar'] },
  },
] as const;

/** Questions shaped as the demo's into a bank, in their order (the demo's bank and the assessment bench's). */
export function insertQuestions(
  db: Db,
  clientId: number,
  bankId: number,
  questions: readonly { type: string; prompt: string; options: readonly object[]; key: object }[],
) {
  return db
    .insertInto('assessment_questions')
    .values(
      questions.map((q, index) => ({
        client_id: clientId,
        bank_id: bankId,
        type: q.type,
        prompt: q.prompt,
        options: JSON.stringify(q.options),
        right_options: JSON.stringify('right' in q ? q.right : []),
        answer_key: JSON.stringify(q.key),
        explanation: 'explanation' in q ? (q.explanation as string) : null,
        position: index + 1,
      })),
    )
    .returning('id')
    .execute();
}

/**
 * The assessment demo (issue 14): the academy's course "Service check", open, 30 points: a conventional test (three
 * attempts, 70 %, four questions drawn from the six of a bank, corrections shown), an evaluated quiz (four correct
 * answers of six) and a one-attempt block test (with its warning), all over the demo bank.
 */
export const assessmentDemoStep: SeedStep = {
  name: '2026-11-29 assessment tests',
  async run(db: Db) {
    const ids = await clientIds(db);
    const clientId = ids.academy;
    // the demo instructor's bank: the staff screens list it for them and for the academy's administrators
    const instructor = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'instructor')
      .executeTakeFirst();
    const bank = await db
      .insertInto('assessment_banks')
      .values({ client_id: clientId, title: 'Atendimento', created_by: instructor?.id ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertQuestions(db, clientId, bank.id, QUESTIONS);
    const course = await insertDemoCourse(db, {
      clientId,
      title: t(
        'Avaliação de atendimento',
        'Service check',
        'Evaluación de atención',
        'Évaluation de l’accueil',
      ),
      description: t(
        'Um teste, um quiz e uma prova de uma só tentativa sobre o atendimento.',
        'A test, a quiz and a one-attempt exam on customer service.',
        'Una prueba, un cuestionario y un examen de un solo intento sobre la atención.',
        'Un test, un quiz et un examen en une seule tentative sur l’accueil.',
      ),
      workloadMinutes: 20,
      points: 30,
      publishedAt: new Date(Date.now() - 2 * 86_400_000),
      activities: [
        {
          kind: 'conventional_test',
          title: t('Teste de atendimento', 'Service test', 'Prueba de atención', 'Test d’accueil'),
          content: {},
        },
        {
          kind: 'evaluated_quiz',
          title: t('Quiz rápido', 'Quick quiz', 'Cuestionario rápido', 'Quiz rapide'),
          content: {},
        },
        {
          kind: 'block_test',
          title: t('Prova final', 'Final exam', 'Examen final', 'Examen final'),
          content: {},
        },
      ],
    });
    const [test, quiz, exam] = course.activityIds as [number, number, number];
    const base = { client_id: clientId, bank_id: bank.id, time_limit_seconds: null };
    await db
      .insertInto('assessment_tests')
      .values([
        {
          ...base,
          activity_id: test,
          max_attempts: 3,
          min_score: 70,
          question_count: 4,
          show_corrections: true,
        },
        { ...base, activity_id: quiz, max_attempts: 2, min_correct: 4, question_count: null },
        {
          ...base,
          activity_id: exam,
          max_attempts: 1,
          min_score: 60,
          question_count: 6,
          time_limit_seconds: 600,
        },
      ])
      .execute();
  },
};

type Texts = { 'en-US': string; 'es-ES': string; 'fr-FR': string };
const tr = (en: string, es: string, fr: string): Texts => ({ 'en-US': en, 'es-ES': es, 'fr-FR': fr });

/** The demo bank's texts in the other languages, by pt-BR prompt: the prompt's, then each option's by id. */
const TRANSLATIONS: Record<string, { prompt: Texts; options: Record<string, Texts>; explanation?: Texts }> = {
  'Qual é o primeiro passo do atendimento?': {
    prompt: tr(
      'What is the first step of customer service?',
      '¿Cuál es el primer paso de la atención?',
      'Quelle est la première étape de l’accueil ?',
    ),
    options: {
      a: tr('Greet the customer', 'Saludar al cliente', 'Saluer le client'),
      b: tr('Offer a discount', 'Ofrecer un descuento', 'Proposer une remise'),
      c: tr('Show the stock', 'Mostrar el inventario', 'Montrer le stock'),
    },
    explanation: tr(
      'Customer service starts with a greeting.',
      'La atención empieza con un saludo.',
      'L’accueil commence par une salutation.',
    ),
  },
  'Quais atitudes ajudam a entender o cliente?': {
    prompt: tr(
      'Which attitudes help you understand the customer?',
      '¿Qué actitudes ayudan a entender al cliente?',
      'Quelles attitudes aident à comprendre le client ?',
    ),
    options: {
      ouvir: tr('Listen carefully', 'Escuchar con atención', 'Écouter attentivement'),
      perguntar: tr('Ask open questions', 'Hacer preguntas abiertas', 'Poser des questions ouvertes'),
      interromper: tr(
        'Interrupt to speed up',
        'Interrumpir para agilizar',
        'Interrompre pour aller plus vite',
      ),
    },
  },
  'Devemos confirmar o pedido antes de fechar a venda.': {
    prompt: tr(
      'We should confirm the order before closing the sale.',
      'Debemos confirmar el pedido antes de cerrar la venta.',
      'Il faut confirmer la commande avant de conclure la vente.',
    ),
    options: {},
  },
  'Ligue cada situação à melhor resposta.': {
    prompt: tr(
      'Match each situation to the best response.',
      'Relaciona cada situación con la mejor respuesta.',
      'Associez chaque situation à la meilleure réponse.',
    ),
    options: {
      duvida: tr('The customer has a question', 'El cliente tiene una duda', 'Le client a une question'),
      pressa: tr('The customer is in a hurry', 'El cliente tiene prisa', 'Le client est pressé'),
      explicar: tr('Explain calmly', 'Explicar con calma', 'Expliquer calmement'),
      objetivo: tr('Be brief', 'Ser directo', 'Aller à l’essentiel'),
    },
  },
  'Ordene os passos do atendimento.': {
    prompt: tr(
      'Put the steps of customer service in order.',
      'Ordena los pasos de la atención.',
      'Mettez les étapes de l’accueil dans l’ordre.',
    ),
    options: {
      cumprimentar: tr('Greet', 'Saludar', 'Saluer'),
      entender: tr('Understand the need', 'Entender la necesidad', 'Comprendre le besoin'),
      oferecer: tr('Offer the product', 'Ofrecer el producto', 'Proposer le produit'),
      fechar: tr('Close the sale', 'Cerrar la venta', 'Conclure la vente'),
    },
  },
  'Como se chama o programa de pontos da loja?': {
    prompt: tr(
      'What is the store’s points programme called?',
      '¿Cómo se llama el programa de puntos de la tienda?',
      'Comment s’appelle le programme de points du magasin ?',
    ),
    options: {},
  },
};

/** The demo bank's questions in English, Spanish and French too (question texts per language, issue 14). */
export const questionTranslationsStep: SeedStep = {
  name: '2026-12-02 assessment question translations',
  async run(db: Db) {
    const ids = await clientIds(db);
    const rows = await db
      .selectFrom('assessment_questions as q')
      .innerJoin('assessment_banks as b', 'b.id', 'q.bank_id')
      .select(['q.id', 'q.prompt', 'q.options', 'q.right_options'])
      .where('b.client_id', '=', ids.academy)
      .where('b.title', '=', 'Atendimento')
      .execute();
    for (const row of rows) {
      const texts = TRANSLATIONS[row.prompt];
      if (!texts) continue;
      const translated = (options: typeof row.options) =>
        JSON.stringify(options.map((o) => ({ ...o, translations: texts.options[o.id] ?? {} })));
      await db
        .updateTable('assessment_questions')
        .set({
          prompt_translations: JSON.stringify(texts.prompt),
          explanation_translations: JSON.stringify(texts.explanation ?? {}),
          options: translated(row.options),
          right_options: translated(row.right_options),
        })
        .where('id', '=', row.id)
        .execute();
    }
  },
};

export const assessmentDemoSteps: readonly SeedStep[] = [
  assessmentDemoStep,
  questionTranslationsStep,
  assessmentReviewsStep,
  assessmentRestartDemoStep,
];
