import type { Endpoint } from '../endpoints.ts';

/** Tests and quizzes (docs/assessment.md): attempts, question banks, the staff's test settings and interventions. */
export const assessmentEndpoints = {
  // Tests and quizzes (docs/assessment.md): the learner's test, attempts, answers saved as they go, the submit.
  assessmentTest: { method: 'GET', path: '/api/v1/assessment/activities/:id', encoding: 'json-bearer' },
  assessmentStart: {
    method: 'POST',
    path: '/api/v1/assessment/activities/:id/attempts',
    encoding: 'json-bearer',
  },
  assessmentSaveAnswer: {
    method: 'PUT',
    path: '/api/v1/assessment/attempts/:id/answers/:question',
    encoding: 'json-bearer',
  },
  assessmentSubmit: {
    method: 'POST',
    path: '/api/v1/assessment/attempts/:id/submit',
    encoding: 'json-bearer',
  },
  assessmentResult: { method: 'GET', path: '/api/v1/assessment/attempts/:id', encoding: 'json-bearer' },
  adminAssessmentCreateBank: {
    method: 'POST',
    path: '/api/v1/admin/assessment/banks',
    encoding: 'json-bearer',
  },
  adminAssessmentBank: { method: 'GET', path: '/api/v1/admin/assessment/banks/:id', encoding: 'json-bearer' },
  adminAssessmentAddQuestion: {
    method: 'POST',
    path: '/api/v1/admin/assessment/banks/:id/questions',
    encoding: 'json-bearer',
  },
  adminAssessmentTest: {
    method: 'GET',
    path: '/api/v1/admin/assessment/activities/:id',
    encoding: 'json-bearer',
  },
  adminAssessmentSetTest: {
    method: 'PUT',
    path: '/api/v1/admin/assessment/activities/:id',
    encoding: 'json-bearer',
  },
  adminAssessmentAttempts: {
    method: 'GET',
    path: '/api/v1/admin/assessment/activities/:id/attempts',
    encoding: 'json-bearer',
  },
  adminAssessmentBanks: { method: 'GET', path: '/api/v1/admin/assessment/banks', encoding: 'json-bearer' },
  adminAssessmentRenameBank: {
    method: 'PATCH',
    path: '/api/v1/admin/assessment/banks/:id',
    encoding: 'json-bearer',
  },
  adminAssessmentDeleteBank: {
    method: 'DELETE',
    path: '/api/v1/admin/assessment/banks/:id',
    encoding: 'json-bearer',
  },
  adminAssessmentUpdateQuestion: {
    method: 'PUT',
    path: '/api/v1/admin/assessment/banks/:id/questions/:question',
    encoding: 'json-bearer',
  },
  adminAssessmentDeleteQuestion: {
    method: 'DELETE',
    path: '/api/v1/admin/assessment/banks/:id/questions/:question',
    encoding: 'json-bearer',
  },
  adminAssessmentImportQuestions: {
    method: 'POST',
    path: '/api/v1/admin/assessment/banks/:id/import',
    encoding: 'json-bearer',
  },
  adminAssessmentPreview: {
    method: 'GET',
    path: '/api/v1/admin/assessment/activities/:id/preview',
    encoding: 'json-bearer',
  },
  adminAssessmentIntervene: {
    method: 'POST',
    path: '/api/v1/admin/assessment/activities/:id/learners/:user/interventions',
    encoding: 'json-bearer',
  },
  adminAssessmentItemAnalysis: {
    method: 'GET',
    path: '/api/v1/admin/assessment/activities/:id/item-analysis',
    encoding: 'json-bearer',
  },
  adminAssessmentItemAnalysisCsv: {
    method: 'GET',
    path: '/api/v1/admin/assessment/activities/:id/item-analysis.csv',
    encoding: 'json-bearer',
  },
} as const satisfies Record<string, Endpoint>;
