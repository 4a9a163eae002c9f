import type { Endpoint } from '../endpoints.ts';

/** The community forum (issue 16, docs/community.md): topics, replies, reports and the moderators' queue. */
export const communityEndpoints = {
  forumTopics: { method: 'GET', path: '/api/v1/forum/topics', encoding: 'json-bearer' },
  forumTopicCreate: { method: 'POST', path: '/api/v1/forum/topics', encoding: 'json-bearer' },
  forumTopic: { method: 'GET', path: '/api/v1/forum/topics/:id', encoding: 'json-bearer' },
  forumTopicUpdate: { method: 'PATCH', path: '/api/v1/forum/topics/:id', encoding: 'json-bearer' },
  forumTopicDelete: { method: 'DELETE', path: '/api/v1/forum/topics/:id', encoding: 'json-bearer' },
  forumReplies: { method: 'GET', path: '/api/v1/forum/topics/:id/replies', encoding: 'json-bearer' },
  forumReplyCreate: { method: 'POST', path: '/api/v1/forum/topics/:id/replies', encoding: 'json-bearer' },
  forumVoiceReplyCreate: {
    method: 'POST',
    path: '/api/v1/forum/topics/:id/voice-replies',
    encoding: 'multipart-bearer',
  },
  forumReplyUpdate: { method: 'PATCH', path: '/api/v1/forum/replies/:id', encoding: 'json-bearer' },
  forumReplyDelete: { method: 'DELETE', path: '/api/v1/forum/replies/:id', encoding: 'json-bearer' },
  forumTopicReport: { method: 'POST', path: '/api/v1/forum/topics/:id/reports', encoding: 'json-bearer' },
  forumReplyReport: { method: 'POST', path: '/api/v1/forum/replies/:id/reports', encoding: 'json-bearer' },
  forumSubscription: {
    method: 'PUT',
    path: '/api/v1/forum/topics/:id/subscription',
    encoding: 'json-bearer',
  },
  forumImageUpload: { method: 'POST', path: '/api/v1/forum/images', encoding: 'multipart-bearer' },
  adminForumReports: { method: 'GET', path: '/api/v1/admin/forum/reports', encoding: 'json-bearer' },
  adminForumTopicVisibility: {
    method: 'POST',
    path: '/api/v1/admin/forum/topics/:id/visibility',
    encoding: 'json-bearer',
  },
  adminForumReplyVisibility: {
    method: 'POST',
    path: '/api/v1/admin/forum/replies/:id/visibility',
    encoding: 'json-bearer',
  },
  adminForumTopicStatus: {
    method: 'POST',
    path: '/api/v1/admin/forum/topics/:id/status',
    encoding: 'json-bearer',
  },
  forumMembers: { method: 'GET', path: '/api/v1/forum/members', encoding: 'json-bearer' },
  adminForumBlocks: { method: 'GET', path: '/api/v1/admin/forum/blocks', encoding: 'json-bearer' },
  adminForumBlock: { method: 'PUT', path: '/api/v1/admin/forum/blocks/:id', encoding: 'json-bearer' },
  adminForumUnblock: { method: 'DELETE', path: '/api/v1/admin/forum/blocks/:id', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
