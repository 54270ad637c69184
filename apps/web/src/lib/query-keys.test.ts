import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { READ_ONCE, refreshQueries, reservationKeys } from './query-keys';

describe('refreshing the reservations queries', () => {
  it('reads a shown query again, but only marks a READ_ONCE one stale for its next opening', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const details = vi.fn(async () => 'details');
    const draft = vi.fn(async () => 'draft');
    const observe = (queryKey: readonly unknown[], queryFn: () => Promise<string>, meta?: typeof READ_ONCE) =>
      new QueryObserver(client, { queryKey, queryFn, meta, staleTime: 0 }).subscribe(() => undefined);
    const stopDetails = observe(reservationKeys.one(7), details);
    const stopDraft = observe(reservationKeys.draft(7), draft, READ_ONCE);
    await vi.waitFor(() => expect(draft).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(details).toHaveBeenCalledTimes(1));

    await refreshQueries(client, { queryKey: reservationKeys.all });

    expect(details).toHaveBeenCalledTimes(2);
    expect(draft).toHaveBeenCalledTimes(1);
    expect(client.getQueryCache().find({ queryKey: reservationKeys.draft(7) })?.state.isInvalidated).toBe(true);
    stopDetails();
    stopDraft();
  });
});
