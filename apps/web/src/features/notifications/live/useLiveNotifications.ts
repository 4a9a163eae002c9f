import { endpoints, type Notification } from '@elevar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';
import { applyLiveUpdate, refreshAfterReconnect, refreshUnread, useSelectedClientId } from '../api.ts';
import { staleQueriesOf } from '../texts.ts';
import { RealtimeConnection } from './connection.ts';

/**
 * Opens the tab's realtime socket for the signed-in user and closes it when they sign out (or this unmounts).
 * Pushes for the selected client update the unread counts and the lists in the query cache, and mark stale what a
 * notification says changed (`staleQueriesOf`: a reward order's screens; and the queries whose `meta.refreshOn` names
 * its kind: a support ticket's thread when the team answers); `onNew` hears each new notification or message. Pushes
 * for another of the user's clients are left for when it is selected.
 */
export function useLiveNotifications(onNew: (notification: Notification) => void): void {
  const http = useHttp();
  const queryClient = useQueryClient();
  const userId = useAppState((state) => state.common.session?.user.id ?? null);
  const clientId = useSelectedClientId();
  const latest = useRef({ clientId, onNew });
  useEffect(() => {
    latest.current = { clientId, onNew };
  });

  useEffect(() => {
    if (userId === null) return;
    const connection = new RealtimeConnection({
      fetchToken: async () => (await http.call(endpoints.reloadUserTokens)).user_firebase_token,
      onEvent: (event) => {
        // counts may have moved between their first fetch and the socket being there
        if (event.type === 'ready') return refreshUnread(queryClient, latest.current.clientId);
        // other features' events (a bulk enrolment's progress) carry no unread counts
        if (event.type !== 'notification' && event.type !== 'unread') return;
        if (event.client_id !== latest.current.clientId) return;
        applyLiveUpdate(queryClient, event.client_id, {
          unread: event.unread,
          newRow: event.type === 'notification',
        });
        if (event.type !== 'notification') return;
        for (const queryKey of staleQueriesOf(event.notification))
          void queryClient.invalidateQueries({ queryKey });
        latest.current.onNew(event.notification);
        // a screen showing what the notification is about reads it again (`meta.refreshOn` names the kinds)
        const kind = event.notification.kind;
        void queryClient.invalidateQueries({
          predicate: (query) =>
            (query.meta?.refreshOn as readonly string[] | undefined)?.includes(kind) ?? false,
        });
      },
      onReconnected: () => refreshAfterReconnect(queryClient, latest.current.clientId),
    });
    connection.start();
    return () => connection.stop();
  }, [http, queryClient, userId]);
}
