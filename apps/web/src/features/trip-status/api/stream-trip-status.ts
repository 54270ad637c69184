import { TRIP_STATUS_EVENT, type TripStatus } from '@livery/domain';
import { apiUrl } from '../../../lib/api-client';
import { readEventStream, wait } from '../../../lib/live-events';

export interface TripStatusStreamOptions {
  token: string;
  /** The trip as it is now: at once when the stream opens, then at each change. */
  onStatus: (status: TripStatus) => void;
  /** The link no longer opens (404, 410): stop, and read the page again to say why. */
  onClosed: () => void;
  retryMs?: number;
  maxRetryMs?: number;
}

/** The one field a status must carry to be shown: its number (the rest is the server's contract). */
const isTripStatus = (data: unknown): data is TripStatus =>
  typeof data === 'object' && data !== null && 'number' in data && typeof data.number === 'string';

/**
 * `GET /trip-status/{token}/events` (`streamTripStatus`, decision 058), until `signal` aborts: the trip's status as
 * server-sent events, read with fetch like the staff's live updates (`lib/live-events.ts`). A dropped stream opens
 * again after a wait (the server's `retry:`, then doubling); each new stream starts with the trip as it is now, so
 * nothing missed meanwhile stays missed. A 404 or 410 ends it.
 */
export async function listenToTripStatus(options: TripStatusStreamOptions, signal: AbortSignal): Promise<void> {
  const { token, onStatus, onClosed, maxRetryMs = 30_000 } = options;
  let baseRetry = options.retryMs ?? 2_000;
  let retry = baseRetry;
  while (!signal.aborted) {
    try {
      const response = await fetch(apiUrl(`/trip-status/${encodeURIComponent(token)}/events`), {
        headers: { Accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      if (response.status === 404 || response.status === 410) return onClosed();
      if (response.ok && response.body) {
        retry = baseRetry;
        await readEventStream(
          response.body,
          (message) => {
            if (message.event !== TRIP_STATUS_EVENT) return;
            try {
              const data: unknown = JSON.parse(message.data);
              if (isTripStatus(data)) onStatus(data);
            } catch {
              // A broken event is skipped; the next one says all.
            }
          },
          (ms) => {
            baseRetry = ms;
            retry = ms;
          },
        );
        // The server ends the stream when the link expires or the trip is gone: read the page to learn which.
        if (!signal.aborted) onClosed();
      }
    } catch {
      if (signal.aborted) return;
    }
    await wait(retry, signal);
    retry = Math.min(retry * 2, maxRetryMs);
  }
}
