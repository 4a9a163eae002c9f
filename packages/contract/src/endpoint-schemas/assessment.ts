import {
  AnswerParams,
  AnswerSaved,
  AttemptParams,
  AttemptResult,
  AuthoringQuestion,
  CreateBankRequest,
  InterventionRequest,
  LearnerParams,
  LearnerStanding,
  OpenAttempt,
  QuestionBank,
  QuestionInput,
  SaveAnswerRequest,
  TestSettings,
  TestSettingsInput,
  TestView,
} from '../assessment.ts';
import {
  BankListQuery,
  BankPage,
  ImportPreview,
  ImportQuestionsRequest,
  QuestionParams,
  RenameBankRequest,
  StaffAttemptPage,
  StaffAttemptQuery,
  TestPreview,
  UpdateQuestionRequest,
} from '../assessment-authoring.ts';
import { IdParam, OkResponse } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';

/** The schemas of endpoints/assessment.ts, by the same names. */
export const assessmentSchemas = {
  assessmentTest: { params: IdParam, response: TestView },
  assessmentStart: { params: IdParam, response: OpenAttempt },
  assessmentSaveAnswer: { params: AnswerParams, body: SaveAnswerRequest, response: AnswerSaved },
  assessmentSubmit: { params: AttemptParams, response: AttemptResult },
  assessmentResult: { params: AttemptParams, response: AttemptResult },
  adminAssessmentCreateBank: { body: CreateBankRequest, response: QuestionBank, status: 201 },
  adminAssessmentBank: { params: IdParam, response: QuestionBank },
  adminAssessmentAddQuestion: {
    params: IdParam,
    body: QuestionInput,
    response: AuthoringQuestion,
    status: 201,
  },
  adminAssessmentTest: { params: IdParam, response: TestSettings },
  adminAssessmentSetTest: { params: IdParam, body: TestSettingsInput, response: TestSettings },
  adminAssessmentAttempts: { params: IdParam, query: StaffAttemptQuery, response: StaffAttemptPage },
  adminAssessmentBanks: { query: BankListQuery, response: BankPage },
  adminAssessmentRenameBank: { params: IdParam, body: RenameBankRequest, response: QuestionBank },
  adminAssessmentDeleteBank: { params: IdParam, response: OkResponse },
  adminAssessmentUpdateQuestion: {
    params: QuestionParams,
    body: UpdateQuestionRequest,
    response: AuthoringQuestion,
  },
  adminAssessmentDeleteQuestion: { params: QuestionParams, response: OkResponse },
  adminAssessmentImportQuestions: { params: IdParam, body: ImportQuestionsRequest, response: ImportPreview },
  adminAssessmentPreview: { params: IdParam, response: TestPreview },
  adminAssessmentIntervene: { params: LearnerParams, body: InterventionRequest, response: LearnerStanding },
} as const satisfies Record<string, EndpointSchemas>;
