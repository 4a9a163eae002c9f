import {
  CreateReviewRequest,
  ModeratedReview,
  ModerateReviewRequest,
  ModerationPage,
  ModerationQuery,
  ReportReviewRequest,
  Review,
  ReviewInput,
  ReviewListQuery,
  ReviewPage,
} from '../assessment-reviews.ts';
import { IdParam, OkResponse } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';

/** The schemas of endpoints/assessment-reviews.ts, by the same names. */
export const assessmentReviewSchemas = {
  reviews: { query: ReviewListQuery, response: ReviewPage },
  createReview: { body: CreateReviewRequest, response: Review, status: 201 },
  updateReview: { params: IdParam, body: ReviewInput, response: Review },
  deleteReview: { params: IdParam, response: OkResponse },
  reportReview: { params: IdParam, body: ReportReviewRequest, response: OkResponse },
  adminReviews: { query: ModerationQuery, response: ModerationPage },
  adminModerateReview: { params: IdParam, body: ModerateReviewRequest, response: ModeratedReview },
} as const satisfies Record<string, EndpointSchemas>;
