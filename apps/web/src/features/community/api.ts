import {
  type CreateForumTopicRequest,
  endpoints,
  type QueryOf,
  type UpdateForumTopicRequest,
} from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../api/HttpContext.tsx';
import { useAppState } from '../../storage/StoreContext.tsx';

export type TopicListQuery = QueryOf<typeof endpoints.forumTopics>;
export type ReportListQuery = QueryOf<typeof endpoints.adminForumReports>;

export const forumKeys = {
  all: ['forum'] as const,
  topics: (clientId: number | null, query: Partial<TopicListQuery>) =>
    [...forumKeys.all, 'topics', clientId, query] as const,
  topic: (clientId: number | null, id: number) => [...forumKeys.all, 'topic', clientId, id] as const,
  replies: (clientId: number | null, id: number, page: number) =>
    [...forumKeys.all, 'replies', clientId, id, page] as const,
  reports: (clientId: number | null, query: Partial<ReportListQuery>) =>
    [...forumKeys.all, 'reports', clientId, query] as const,
  blocked: (clientId: number | null, page: number) => [...forumKeys.all, 'blocked', clientId, page] as const,
  members: (clientId: number | null, search: string) =>
    [...forumKeys.all, 'members', clientId, search] as const,
};

/** A followed topic's new reply or a mention arrives as a notification: the live socket then reads these again. */
const refreshOnForum = { refreshOn: ['forum_reply', 'forum_mention'] };

const useClientId = () => useAppState((state) => state.common.session?.id_user_client_selected ?? null);

/** GET /api/v1/forum/topics: the client's topics, most recently active first. */
export function useTopics(query: Partial<TopicListQuery>) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: forumKeys.topics(clientId, query),
    queryFn: ({ signal }) => http.call(endpoints.forumTopics, { signal, query }),
    meta: refreshOnForum,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/forum/topics/:id: a topic and whether the user follows it. */
export function useTopic(id: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: forumKeys.topic(clientId, id),
    queryFn: ({ signal }) => http.call(endpoints.forumTopic, { signal, params: { id } }),
  });
}

/** GET /api/v1/forum/topics/:id/replies: a page of its replies, oldest first. */
export function useReplies(id: number, page: number, pageSize: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: forumKeys.replies(clientId, id, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.forumReplies, { signal, params: { id }, query: { page, page_size: pageSize } }),
    meta: refreshOnForum,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/forum/reports: the moderators' report queue. */
export function useReports(query: Partial<ReportListQuery>) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: forumKeys.reports(clientId, query),
    queryFn: ({ signal }) => http.call(endpoints.adminForumReports, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/forum/blocks: the members blocked from the client's forum, newest block first. */
export function useBlockedMembers(page: number, pageSize: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: forumKeys.blocked(clientId, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminForumBlocks, { signal, query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/forum/members: the first members whose username starts with `search` (none asked while it is empty). */
export function useMentionSuggestions(search: string, size = 6) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: forumKeys.members(clientId, search),
    queryFn: ({ signal }) =>
      http.call(endpoints.forumMembers, { signal, query: { search, page: 1, page_size: size } }),
    enabled: search.length > 0,
    staleTime: 30_000,
  });
}

/** Every change the forum's screens make; each reads the forum again once done. */
export function useForumActions() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: forumKeys.all });
  const mutation = <V, R>(mutationFn: (variables: V) => Promise<R>) => ({ mutationFn, onSuccess: done });
  return {
    createTopic: useMutation(
      mutation((body: CreateForumTopicRequest) => http.call(endpoints.forumTopicCreate, { body })),
    ),
    updateTopic: useMutation(
      mutation(({ id, ...body }: UpdateForumTopicRequest & { id: number }) =>
        http.call(endpoints.forumTopicUpdate, { params: { id }, body }),
      ),
    ),
    deleteTopic: useMutation(
      mutation((id: number) => http.call(endpoints.forumTopicDelete, { params: { id } })),
    ),
    reply: useMutation(
      mutation(({ id, body }: { id: number; body: string }) =>
        http.call(endpoints.forumReplyCreate, { params: { id }, body: { body } }),
      ),
    ),
    voiceReply: useMutation(
      mutation(({ id, audio, body }: { id: number; audio: Blob; body: string }) => {
        const form = new FormData();
        if (body) form.append('body', body);
        form.append(
          'audio',
          audio,
          audio.type.includes('ogg') ? 'voice.ogg' : audio.type.includes('mp4') ? 'voice.m4a' : 'voice.webm',
        );
        return http.call(endpoints.forumVoiceReplyCreate, { params: { id }, body: form });
      }),
    ),
    updateReply: useMutation(
      mutation(({ id, body }: { id: number; body: string }) =>
        http.call(endpoints.forumReplyUpdate, { params: { id }, body: { body } }),
      ),
    ),
    deleteReply: useMutation(
      mutation((id: number) => http.call(endpoints.forumReplyDelete, { params: { id } })),
    ),
    report: useMutation(
      mutation(({ target, id, reason }: { target: 'topic' | 'reply'; id: number; reason: string }) =>
        http.call(target === 'topic' ? endpoints.forumTopicReport : endpoints.forumReplyReport, {
          params: { id },
          body: { reason },
        }),
      ),
    ),
    follow: useMutation(
      mutation(({ id, subscribed }: { id: number; subscribed: boolean }) =>
        http.call(endpoints.forumSubscription, { params: { id }, body: { subscribed } }),
      ),
    ),
    uploadImage: useMutation({
      mutationFn: (file: File) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return http.call(endpoints.forumImageUpload, { body });
      },
    }),
    setStatus: useMutation(
      mutation(({ id, status }: { id: number; status: 'open' | 'closed' }) =>
        http.call(endpoints.adminForumTopicStatus, { params: { id }, body: { status } }),
      ),
    ),
    setHidden: useMutation(
      mutation(({ target, id, hidden }: { target: 'topic' | 'reply'; id: number; hidden: boolean }) =>
        http.call(
          target === 'topic' ? endpoints.adminForumTopicVisibility : endpoints.adminForumReplyVisibility,
          {
            params: { id },
            body: { hidden },
          },
        ),
      ),
    ),
    setBlocked: useMutation(
      mutation(({ userId, blocked }: { userId: number; blocked: boolean }) =>
        http.call(blocked ? endpoints.adminForumBlock : endpoints.adminForumUnblock, {
          params: { id: userId },
        }),
      ),
    ),
  };
}
