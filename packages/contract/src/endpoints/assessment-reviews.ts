import type { Endpoint } from '../endpoints.ts';

/** Course and trail reviews (docs/assessment.md "Reviews"): the learners' side and the moderators' queue. */
export const assessmentReviewEndpoints = {
  reviews: { method: 'GET', path: '/api/v1/reviews', encoding: 'json-bearer' },
  createReview: { method: 'POST', path: '/api/v1/reviews', encoding: 'json-bearer' },
  updateReview: { method: 'PATCH', path: '/api/v1/reviews/:id', encoding: 'json-bearer' },
  deleteReview: { method: 'DELETE', path: '/api/v1/reviews/:id', encoding: 'json-bearer' },
  reportReview: { method: 'POST', path: '/api/v1/reviews/:id/reports', encoding: 'json-bearer' },
  adminReviews: { method: 'GET', path: '/api/v1/admin/reviews', encoding: 'json-bearer' },
  adminModerateReview: { method: 'PATCH', path: '/api/v1/admin/reviews/:id', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
