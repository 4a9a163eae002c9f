import type { ImportPreview, QuestionBank } from '@elevar/contract';
import { QUESTION_TYPES } from '@elevar/domain';
import { describe, expect, it } from 'vitest';
import { admin, authorBank, call, t, useAssessmentSuite } from '../../../../test/assessment-suite.ts';

// CSV import of questions: a preview with each row's errors, nothing written until confirmed with every row valid.
useAssessmentSuite();

const VALID = [
  'type;prompt;options;correct;explanation',
  'single;"Qual cor; a da marca?";Azul|Verde;2;Verde é a cor da marca.',
  'multiple;Quais são frutas?;Maçã|Pedra|Uva;1|3;',
  'true_false;O céu é azul?;;verdadeiro;',
  'matching;Ligue;Brasil=Brasília|França=Paris;;',
  'ordering;Ordene;Um|Dois|Três;;',
  'short_answer;Capital da França?;;Paris|paris;',
].join('\n');

async function importInto(bankId: number, csv: string, confirm = false) {
  return call<ImportPreview>(admin, 'POST', `/api/v1/admin/assessment/banks/${bankId}/import`, {
    csv,
    confirm,
  });
}

describe('CSV import of questions', () => {
  it('previews every row without writing, then appends the six types once confirmed', async () => {
    const { bank } = await authorBank();
    const preview = await importInto(bank.id, VALID);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ valid: 6, invalid: 0, imported: 0, header_error: null });
    expect(preview.body.rows[0]).toMatchObject({
      line: 2,
      prompt: 'Qual cor; a da marca?',
      errors: [],
      question: { key: { type: 'single', correct: 'o2' }, explanation: 'Verde é a cor da marca.' },
    });
    expect(
      (await call<QuestionBank>(admin, 'GET', `/api/v1/admin/assessment/banks/${bank.id}`)).body.questions,
    ).toHaveLength(6);

    const done = await importInto(bank.id, VALID, true);
    expect(done.body.imported).toBe(6);
    const read = await call<QuestionBank>(admin, 'GET', `/api/v1/admin/assessment/banks/${bank.id}`);
    expect(read.body.questions.slice(6).map((q) => q.type)).toEqual([...QUESTION_TYPES]);
    expect(read.body.questions[8]?.key).toEqual({ type: 'true_false', correct: true });
    expect(read.body.questions[9]?.key).toEqual({ type: 'matching', pairs: { l1: 'r1', l2: 'r2' } });
    const audit = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_id', '=', bank.id)
      .where('action', '=', 'assessment.question.imported')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('names each bad row’s columns and writes nothing, even when confirmed', async () => {
    const { bank } = await authorBank();
    const csv = [
      'type,prompt,options,correct,image_url',
      'single,Qual?,A|B,3,',
      'multiple,Quais?,A|B,,',
      'essay,Disserte,,,',
      ',Sem tipo,,,',
      'single,Com imagem,A|B,1,ftp://example.com/x.png',
      'matching,Ligue,Brasil|França,,',
      'ordering,Ordene,Um,,',
      'true_false,Certo?,,talvez,',
      'single,Certa,A|B,1,',
    ].join('\n');
    const preview = await importInto(bank.id, csv, true);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ valid: 1, invalid: 8, imported: 0 });
    expect(preview.body.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, [{ column: 'correct', code: 'bad_correct' }]],
      [3, [{ column: 'correct', code: 'required' }]],
      [4, [{ column: 'type', code: 'unknown_type' }]],
      [5, [{ column: 'type', code: 'required' }]],
      [6, [{ column: 'image_url', code: 'bad_url' }]],
      [7, [{ column: 'options', code: 'bad_pair' }]],
      [8, [{ column: 'options', code: 'too_few_options' }]],
      [9, [{ column: 'correct', code: 'bad_correct' }]],
      [10, []],
    ]);
    const read = await call<QuestionBank>(admin, 'GET', `/api/v1/admin/assessment/banks/${bank.id}`);
    expect(read.body.questions).toHaveLength(6);
  });

  it('refuses a file without the columns, with no rows, or too long', async () => {
    const { bank } = await authorBank();
    expect((await importInto(bank.id, 'pergunta,tipo\nx,y')).body.header_error).toBe('missing_columns');
    expect((await importInto(bank.id, 'type,prompt,options,correct\n\n')).body.header_error).toBe('empty');
    const many = [
      'type,prompt,options,correct',
      ...Array.from({ length: 501 }, (_, i) => `true_false,Q${i},,true`),
    ];
    expect((await importInto(bank.id, many.join('\n'))).body.header_error).toBe('too_many_rows');
    expect((await importInto(bank.id, '')).status).toBe(400);
    expect((await importInto(999_999_999, VALID)).status).toBe(404);
  });
});
