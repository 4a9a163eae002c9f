import {
  endpoints,
  type FeedItem,
  type Notification,
  type NotificationChannel,
  type ResponseOf,
  type UnreadCounts,
} from '@elevar/contract';
import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useHttp } from '../../api/HttpContext.tsx';
import { useAppState } from '../../storage/StoreContext.tsx';

export type { FeedItem, Notification, NotificationChannel, UnreadCounts };
export type NotificationList = ResponseOf<typeof endpoints.notifications>;

export const PAGE_SIZE = 20;
export const FEED_PAGE_SIZE = 20;

export interface NotificationQuery {
  channel: NotificationChannel;
  unreadOnly: boolean;
  page: number;
}

/** Everything here belongs to the selected client: its id is part of every key. */
export const notificationKeys = {
  all: ['notifications'] as const,
  client: (clientId: number | null) => [...notificationKeys.all, clientId] as const,
  unread: (clientId: number | null) => [...notificationKeys.client(clientId), 'unread'] as const,
  lists: (clientId: number | null) => [...notificationKeys.client(clientId), 'list'] as const,
  list: (clientId: number | null, query: NotificationQuery) =>
    [...notificationKeys.lists(clientId), query] as const,
  feed: (clientId: number | null) => [...notificationKeys.client(clientId), 'feed'] as const,
};

/** The selected client's id (null before one is chosen). */
export function useSelectedClientId(): number | null {
  return useAppState((state) => state.common.session?.id_user_client_selected ?? null);
}

/** GET …/notifications/unread-count: the shell's badges. The live socket keeps it fresh between fetches. */
export function useUnreadCounts(enabled = true) {
  const http = useHttp();
  const clientId = useSelectedClientId();
  return useQuery({
    queryKey: notificationKeys.unread(clientId),
    queryFn: ({ signal }) => http.call(endpoints.unreadCounts, { signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    enabled,
  });
}

/** GET /api/v1/notifications: one channel, newest first, optionally unread only. */
export function useNotifications(query: NotificationQuery) {
  const http = useHttp();
  const clientId = useSelectedClientId();
  return useQuery({
    queryKey: notificationKeys.list(clientId, query),
    queryFn: ({ signal }) =>
      http.call(endpoints.notifications, {
        signal,
        query: {
          channel: query.channel,
          unread: query.unreadOnly ? 'true' : undefined,
          page: query.page,
          page_size: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Marks rows read in every cached list page at once, so the screen does not wait for the server. */
function markReadInLists(
  queryClient: QueryClient,
  clientId: number | null,
  matches: (notification: Notification) => boolean,
) {
  const readAt = new Date().toISOString();
  queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys.lists(clientId) }, (page) =>
    page
      ? {
          ...page,
          results: page.results.map((n) =>
            n.read_at === null && matches(n) ? { ...n, read_at: readAt } : n,
          ),
        }
      : page,
  );
}

/** POST …/notifications/:id/read; the answer is the unread counts after it. On failure the lists are refetched. */
export function useReadNotification() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const clientId = useSelectedClientId();
  return useMutation({
    mutationFn: (notification: Notification) =>
      http.call(endpoints.readNotification, { params: { id: notification.id } }),
    onMutate: (notification) => markReadInLists(queryClient, clientId, (n) => n.id === notification.id),
    onSuccess: (counts) => queryClient.setQueryData(notificationKeys.unread(clientId), counts),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.client(clientId) }),
  });
}

/** POST …/notifications/read-all for one channel. */
export function useReadAllNotifications() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const clientId = useSelectedClientId();
  return useMutation({
    mutationFn: (channel: NotificationChannel) =>
      http.call(endpoints.readAllNotifications, { body: { channel } }),
    onSuccess: (counts, channel) => {
      markReadInLists(queryClient, clientId, (n) => n.channel === channel);
      queryClient.setQueryData(notificationKeys.unread(clientId), counts);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.client(clientId) }),
  });
}

/** GET /api/v1/feed: ledger entries, badges and notifications merged by time, a cursor page at a time. */
export function useFeed() {
  const http = useHttp();
  const clientId = useSelectedClientId();
  return useInfiniteQuery({
    queryKey: notificationKeys.feed(clientId),
    queryFn: ({ signal, pageParam }) =>
      http.call(endpoints.feed, {
        signal,
        query: { cursor: pageParam ?? undefined, page_size: FEED_PAGE_SIZE },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
  });
}

/**
 * What a live event changes in the cache: the unread counts it carries, and — for a new row — the lists and the
 * feed, refetched where they are on screen. Counts that changed because rows were read (maybe in this very tab)
 * only mark the lists stale, so a list does not reshuffle under the user's pointer.
 */
export function applyLiveUpdate(
  queryClient: QueryClient,
  clientId: number,
  update: { unread: UnreadCounts; newRow: boolean },
) {
  // a fetch of the counts still on its way was answered before this push: its answer is older
  void queryClient.cancelQueries({ queryKey: notificationKeys.unread(clientId) });
  queryClient.setQueryData(notificationKeys.unread(clientId), update.unread);
  void queryClient.invalidateQueries({
    queryKey: notificationKeys.client(clientId),
    predicate: (query) => query.queryKey[2] !== 'unread',
    refetchType: update.newRow ? 'active' : 'none',
  });
}

/** Refetches the unread counts (e.g. when the socket connects: a push may have gone out before it). */
export function refreshUnread(queryClient: QueryClient, clientId: number | null) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.unread(clientId) });
}

/** After the socket was away: anything may have changed meanwhile. */
export function refreshAfterReconnect(queryClient: QueryClient, clientId: number | null) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.client(clientId) });
}
