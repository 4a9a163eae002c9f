import { FREE_TEXT_MAX_LENGTH } from '@elevar/domain';
import { z } from 'zod';
import { id, PageQuery, pageOf, queryId } from './common.ts';

// Course and trail reviews (docs/assessment.md "Reviews"): a rating of 1 to 5 and a comment, one per user and course.

export const REVIEW_RATING_MAX = 5;

export const ReviewListQuery = PageQuery.extend({
  course_id: queryId().describe('The course or trail'),
});
export type ReviewListQuery = z.input<typeof ReviewListQuery>;

export const ReviewInput = z.object({
  rating: z.number().int().min(1).max(REVIEW_RATING_MAX),
  comment: z.string().trim().max(FREE_TEXT_MAX_LENGTH).default(''),
});
export type ReviewInput = z.input<typeof ReviewInput>;

export const CreateReviewRequest = ReviewInput.extend({
  course_id: id().describe('The course or trail'),
});
export type CreateReviewRequest = z.input<typeof CreateReviewRequest>;

export const ReportReviewRequest = z.object({
  reason: z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH),
});
export type ReportReviewRequest = z.infer<typeof ReportReviewRequest>;

export const Review = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  author: z.string().describe('The author’s name'),
  mine: z.boolean(),
  hidden: z.boolean().describe('Hidden by a moderator: only its author still sees it'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof Review>;

export const ReviewSummary = z.object({
  average: z
    .number()
    .nullable()
    .describe('The mean rating of the visible reviews, one decimal; null without any'),
  count: z.number().int(),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ReviewPage = pageOf(Review).extend({
  summary: ReviewSummary,
  mine: Review.nullable().describe('The user’s own review, hidden or not'),
});
export type ReviewPage = z.infer<typeof ReviewPage>;

export const ModerationQuery = PageQuery.extend({
  status: z.enum(['reported', 'hidden']).default('reported'),
});
export type ModerationQuery = z.input<typeof ModerationQuery>;

export const ModeratedReview = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  course_kind: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  author: z.string(),
  open_reports: z.number().int(),
  last_reason: z.string().nullable().describe('The newest report’s reason'),
  hidden: z.boolean(),
  created_at: z.string(),
});
export type ModeratedReview = z.infer<typeof ModeratedReview>;
export const ModerationPage = pageOf(ModeratedReview);
export type ModerationPage = z.infer<typeof ModerationPage>;

export const ModerateReviewRequest = z.object({
  hidden: z.boolean().describe('true hides the review; false shows it again, its open reports dismissed'),
});
export type ModerateReviewRequest = z.infer<typeof ModerateReviewRequest>;
