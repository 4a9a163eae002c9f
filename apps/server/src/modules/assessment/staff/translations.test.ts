import type {
  AttemptResult,
  AuthoringQuestion,
  ImportPreview,
  OpenAttempt,
  QuestionBank,
  TestPreview,
  TestSettings,
} from '@elevar/contract';
import { describe, expect, it } from 'vitest';
import {
  admin,
  call,
  client,
  learnerOf,
  submit,
  t,
  useAssessmentSuite,
  type Who,
  watchVideo,
} from '../../../../test/assessment-suite.ts';
import { buildCourse } from '../../../../test/course-fixtures.ts';

// Question texts per language: the prompt and options written in pt-BR (required) and, optionally, in the other
// languages; a learner reads their language's, else the client's default language's, else the pt-BR text.
useAssessmentSuite();

const BANKS = '/api/v1/admin/assessment/banks';

const TRANSLATED = {
  prompt: 'Qual é a cor da marca?',
  prompt_translations: {
    'en-US': 'What is the brand colour?',
    'fr-FR': 'Quelle est la couleur de la marque ?',
    'es-ES': ' ',
  },
  options: [
    { id: 'a', text: 'Azul', translations: { 'en-US': 'Blue', 'fr-FR': 'Bleu' } },
    { id: 'b', text: 'Verde', translations: { 'en-US': 'Green' } },
  ],
  key: { type: 'single', correct: 'b' },
  explanation: 'Verde é a cor da marca.',
  explanation_translations: { 'fr-FR': 'Le vert est la couleur de la marque.' },
};

async function bankWith(question: object) {
  const bank = await call<QuestionBank>(admin, 'POST', BANKS, { title: 'Idiomas' });
  const added = await call<AuthoringQuestion>(admin, 'POST', `${BANKS}/${bank.body.id}/questions`, question);
  return { bankId: bank.body.id, added };
}

/** A course of a video and a one-question test with corrections, over `bankId`. */
async function testOver(bankId: number) {
  const course = await buildCourse(t.db, {
    clientId: client.id,
    activities: [
      { kind: 'video', duration: 60 },
      { kind: 'conventional_test', content: {} },
    ],
  });
  const testId = course.activityIds[1] as number;
  const set = await call<TestSettings>(admin, 'PUT', `/api/v1/admin/assessment/activities/${testId}`, {
    bank_id: bankId,
    max_attempts: 3,
    question_count: null,
    time_limit_seconds: null,
    show_corrections: true,
  });
  expect(set.status).toBe(200);
  return { testId, videoId: course.activityIds[0] as number };
}

async function attemptIn(who: Who, testId: number, language: string) {
  const started = await call<OpenAttempt>(
    who,
    'POST',
    `/api/v1/assessment/activities/${testId}/attempts`,
    undefined,
    { 'accept-language': language },
  );
  expect(started.status).toBe(200);
  return started.body;
}

describe('question texts per language', () => {
  it('keeps the translations written (blank ones are none) and serves each learner their language', async () => {
    const { bankId, added } = await bankWith(TRANSLATED);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      prompt: 'Qual é a cor da marca?',
      prompt_translations: {
        'en-US': 'What is the brand colour?',
        'fr-FR': 'Quelle est la couleur de la marque ?',
      },
      options: [
        { id: 'a', text: 'Azul', translations: { 'en-US': 'Blue', 'fr-FR': 'Bleu' } },
        { id: 'b', text: 'Verde', translations: { 'en-US': 'Green' } },
      ],
    });
    expect(added.body.prompt_translations).not.toHaveProperty('es-ES');
    expect(added.body.explanation_translations).toEqual({ 'fr-FR': 'Le vert est la couleur de la marque.' });
    // a translated explanation without the pt-BR one it translates is none
    const unexplained = await call<AuthoringQuestion>(admin, 'POST', `${BANKS}/${bankId}/questions`, {
      ...TRANSLATED,
      explanation: null,
    });
    expect(unexplained.body.explanation_translations).toEqual({});
    await call(admin, 'DELETE', `${BANKS}/${bankId}/questions/${unexplained.body.id}`);
    const { testId, videoId } = await testOver(bankId);

    const english = await learnerOf(client.id);
    await watchVideo(english, videoId, true);
    const attempt = await attemptIn(english, testId, 'en-US');
    expect(attempt.questions[0]?.prompt).toBe('What is the brand colour?');
    expect(attempt.questions[0]?.options.map((o) => [o.id, o.text]).sort()).toEqual([
      ['a', 'Blue'],
      ['b', 'Green'],
    ]);
    // no translations leave the server for a learner: one language
    expect(JSON.stringify(attempt)).not.toContain('Azul');
    expect(JSON.stringify(attempt)).not.toContain('translations');
    const saved = await call(
      english,
      'PUT',
      `/api/v1/assessment/attempts/${attempt.id}/answers/${attempt.questions[0]?.id}`,
      { answer: { type: 'single', choice: 'b' } },
    );
    expect(saved.status).toBe(200);
    const result = await submit(english, attempt.id);
    expect(result.body.passed).toBe(true);
    // the corrections as the result is read, in the reader's language
    const read = await call<AttemptResult>(
      english,
      'GET',
      `/api/v1/assessment/attempts/${attempt.id}`,
      undefined,
      { 'accept-language': 'fr-FR' },
    );
    expect(read.body.corrections?.[0]).toMatchObject({
      prompt: 'Quelle est la couleur de la marque ?',
      explanation: 'Le vert est la couleur de la marque.',
      options: expect.arrayContaining([
        { id: 'a', text: 'Bleu' },
        // none in French: the client's default language (pt-BR)
        { id: 'b', text: 'Verde' },
      ]),
    });

    // Spanish was left blank: pt-BR, the client's default
    const spanish = await learnerOf(client.id);
    await watchVideo(spanish, videoId, true);
    const inSpanish = await attemptIn(spanish, testId, 'es-ES');
    expect(inSpanish.questions[0]?.prompt).toBe('Qual é a cor da marca?');

    // the staff's preview, in the staff's language
    const preview = await call<TestPreview>(
      admin,
      'GET',
      `/api/v1/admin/assessment/activities/${testId}/preview`,
      undefined,
      { 'accept-language': 'en-US' },
    );
    expect(preview.body.questions[0]?.prompt).toBe('What is the brand colour?');
  });

  it('falls back to the client’s default language before pt-BR', async () => {
    const { bankId } = await bankWith(TRANSLATED);
    const { testId, videoId } = await testOver(bankId);
    const french = await t.db
      .selectFrom('languages')
      .select('id')
      .where('code', '=', 'fr-FR')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('clients')
      .set({ default_language_id: french.id })
      .where('id', '=', client.id)
      .execute();
    try {
      const spanish = await learnerOf(client.id);
      await watchVideo(spanish, videoId, true);
      const attempt = await attemptIn(spanish, testId, 'es-ES');
      expect(attempt.questions[0]?.prompt).toBe('Quelle est la couleur de la marque ?');
      // option b has no French: pt-BR
      expect(attempt.questions[0]?.options.map((o) => o.text).sort()).toEqual(['Bleu', 'Verde']);
    } finally {
      await t.db.updateTable('clients').set({ default_language_id: 1 }).where('id', '=', client.id).execute();
    }
  });

  it('reads a question stored before translations as its pt-BR texts in every language', async () => {
    const { bankId, added } = await bankWith({ ...TRANSLATED, prompt_translations: {}, options: [] });
    expect(added.status).toBe(422);
    const bank = await t.db
      .selectFrom('assessment_banks')
      .select('client_id')
      .where('id', '=', bankId)
      .executeTakeFirstOrThrow();
    // as the questions were before the migration: no translations, options without any
    await t.db
      .insertInto('assessment_questions')
      .values({
        client_id: bank.client_id,
        bank_id: bankId,
        type: 'single',
        prompt: 'Pergunta antiga?',
        options: JSON.stringify([
          { id: 'x', text: 'Sim' },
          { id: 'y', text: 'Não' },
        ]),
        right_options: '[]',
        answer_key: JSON.stringify({ type: 'single', correct: 'x' }),
        position: 1,
      })
      .execute();
    const read = await call<QuestionBank>(admin, 'GET', `${BANKS}/${bankId}`);
    expect(read.body.questions[0]).toMatchObject({
      prompt: 'Pergunta antiga?',
      prompt_translations: {},
      options: [
        { id: 'x', text: 'Sim', translations: {} },
        { id: 'y', text: 'Não', translations: {} },
      ],
    });
    const { testId, videoId } = await testOver(bankId);
    const english = await learnerOf(client.id);
    await watchVideo(english, videoId, true);
    const attempt = await attemptIn(english, testId, 'en-US');
    expect(attempt.questions[0]?.prompt).toBe('Pergunta antiga?');
  });

  it('refuses a language it does not know and a translation too long, naming the field', async () => {
    const bank = await call<QuestionBank>(admin, 'POST', BANKS, { title: 'Idiomas' });
    const unknown = await call<{ error: { details: { field: string }[] } }>(
      admin,
      'POST',
      `${BANKS}/${bank.body.id}/questions`,
      { ...TRANSLATED, prompt_translations: { 'de-DE': 'Welche Farbe?' } },
      { 'accept-language': 'en-US' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.map((d) => d.field)).toEqual(['prompt_translations']);
    const long = await call<{ error: { details: { field: string }[] } }>(
      admin,
      'POST',
      `${BANKS}/${bank.body.id}/questions`,
      {
        ...TRANSLATED,
        options: [
          TRANSLATED.options[0],
          { id: 'b', text: 'Verde', translations: { 'fr-FR': 'x'.repeat(300) } },
        ],
      },
    );
    expect(long.status).toBe(400);
    expect(long.body.error.details.map((d) => d.field)).toEqual(['options.1.translations.fr-FR']);
  });
});

describe('CSV import of translations', () => {
  it('reads the prompt_<language> and options_<language> columns, and refuses a list of another length', async () => {
    const bank = await call<QuestionBank>(admin, 'POST', BANKS, { title: 'CSV' });
    const csv = [
      'type,prompt,options,correct,prompt_en-US,options_en-US,options_fr-FR,explanation,explanation_en-US',
      'single,Qual cor?,Azul|Verde,2,Which colour?,Blue|Green,,Verde.,Green.',
      'matching,Ligue,Brasil=Brasília|França=Paris,,Match,Brazil=Brasilia|France=Paris,Brésil=Brasilia,,',
    ].join('\n');
    const preview = await call<ImportPreview>(admin, 'POST', `${BANKS}/${bank.body.id}/import`, { csv });
    expect(preview.body).toMatchObject({ valid: 1, invalid: 1 });
    expect(preview.body.rows[0]?.question).toMatchObject({
      prompt_translations: { 'en-US': 'Which colour?' },
      explanation: 'Verde.',
      explanation_translations: { 'en-US': 'Green.' },
      options: [
        { id: 'o1', text: 'Azul', translations: { 'en-US': 'Blue' } },
        { id: 'o2', text: 'Verde', translations: { 'en-US': 'Green' } },
      ],
    });
    expect(preview.body.rows[1]?.errors).toEqual([{ column: 'options_fr-FR', code: 'bad_translation' }]);

    const fixed = csv.replace('Brésil=Brasilia', 'Brésil=Brasilia|France=Paris');
    const done = await call<ImportPreview>(admin, 'POST', `${BANKS}/${bank.body.id}/import`, {
      csv: fixed,
      confirm: true,
    });
    expect(done.body.imported).toBe(2);
    const read = await call<QuestionBank>(admin, 'GET', `${BANKS}/${bank.body.id}`);
    expect(read.body.questions[1]).toMatchObject({
      prompt_translations: { 'en-US': 'Match' },
      options: [
        { id: 'l1', text: 'Brasil', translations: { 'en-US': 'Brazil', 'fr-FR': 'Brésil' } },
        { id: 'l2', text: 'França', translations: { 'en-US': 'France', 'fr-FR': 'France' } },
      ],
      right_options: [
        { id: 'r1', text: 'Brasília', translations: { 'en-US': 'Brasilia', 'fr-FR': 'Brasilia' } },
        { id: 'r2', text: 'Paris', translations: { 'en-US': 'Paris', 'fr-FR': 'Paris' } },
      ],
    });
  });
});
