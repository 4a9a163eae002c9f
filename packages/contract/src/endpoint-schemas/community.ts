import { IdParam, OkResponse, PageQuery } from '../common.ts';
import {
  CreateForumTopicRequest,
  ForumBlock,
  ForumImage,
  ForumReply,
  ForumReplyPage,
  ForumReplyRequest,
  ForumReportPage,
  ForumReportQuery,
  ForumReportRequest,
  ForumStatusRequest,
  ForumSubscription,
  ForumSubscriptionRequest,
  ForumTopic,
  ForumTopicPage,
  ForumTopicQuery,
  ForumVisibilityRequest,
  UpdateForumTopicRequest,
} from '../community.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';

/** The schemas of `endpoints/community.ts`, by the same names. */
export const communitySchemas = {
  forumTopics: { query: ForumTopicQuery, response: ForumTopicPage },
  forumTopicCreate: { body: CreateForumTopicRequest, response: ForumTopic, status: 201 },
  forumTopic: { params: IdParam, response: ForumTopic },
  forumTopicUpdate: { params: IdParam, body: UpdateForumTopicRequest, response: ForumTopic },
  forumTopicDelete: { params: IdParam, response: OkResponse },
  forumReplies: { params: IdParam, query: PageQuery, response: ForumReplyPage },
  forumReplyCreate: { params: IdParam, body: ForumReplyRequest, response: ForumReply, status: 201 },
  forumReplyUpdate: { params: IdParam, body: ForumReplyRequest, response: ForumReply },
  forumReplyDelete: { params: IdParam, response: OkResponse },
  forumTopicReport: { params: IdParam, body: ForumReportRequest, response: OkResponse },
  forumReplyReport: { params: IdParam, body: ForumReportRequest, response: OkResponse },
  forumSubscription: { params: IdParam, body: ForumSubscriptionRequest, response: ForumSubscription },
  forumImageUpload: { response: ForumImage, status: 201 },
  adminForumReports: { query: ForumReportQuery, response: ForumReportPage },
  adminForumTopicVisibility: { params: IdParam, body: ForumVisibilityRequest, response: OkResponse },
  adminForumReplyVisibility: { params: IdParam, body: ForumVisibilityRequest, response: OkResponse },
  adminForumTopicStatus: { params: IdParam, body: ForumStatusRequest, response: ForumTopic },
  adminForumBlock: { params: IdParam, response: ForumBlock },
  adminForumUnblock: { params: IdParam, response: ForumBlock },
} as const satisfies Record<string, EndpointSchemas>;
