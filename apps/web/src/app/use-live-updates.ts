import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listenToLiveEvents } from '../lib/live-events';
import { refreshQueries, reservationKeys } from '../lib/query-keys';
import { useSessionState } from '../lib/session';

/** What a change of a trip makes stale: the lists, the details and the staff home; never a quote being made. */
const STALE_PARTS = new Set(['rows', 'one', 'operations']);
const isStale = (query: Query) =>
  query.queryKey[0] === reservationKeys.all[0] && STALE_PARTS.has(String(query.queryKey[1]));

/** Changes that arrive together (a round trip's two legs, a busy minute) refresh the screens once. */
const COALESCE_MS = 250;

/**
 * While someone is signed in, the server's live events (`GET /events`, decision 049) refresh the reservations on
 * screen: a colleague's change shows in the list, the details and the staff home without a reload. The screens
 * that are not shown are only marked stale.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { status, token } = useSessionState();
  useEffect(() => {
    if (status !== 'signed-in' || !token) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void refreshQueries(queryClient, { predicate: isStale });
      }, COALESCE_MS);
    };
    void listenToLiveEvents({ token, onEvent: refresh }, controller.signal);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [queryClient, status, token]);
}
