import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { apiUrl } from './api-client';

/** What `GET /events` says of a trip that changed (decision 049). */
export interface ReservationEvent {
  id: number;
  status: string | null;
  version: number | null;
  linkedId: number | null;
  deleted: boolean;
}

export type LiveEvent = { kind: 'reservation'; reservation: ReservationEvent } | { kind: 'resync' };

export interface LiveEventsOptions {
  token: string;
  onEvent: (event: LiveEvent) => void;
  /** The stream answered 401: the session is over, stop. */
  onUnauthorized?: () => void;
  /** The first wait before connecting again; doubled after each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/** The one field a trip's event must carry to be acted on: the trip's id. */
const isReservationEvent = (data: unknown): data is ReservationEvent =>
  typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'number';

function toLiveEvent(message: EventSourceMessage): LiveEvent | null {
  if (message.event === 'resync') return { kind: 'resync' };
  if (message.event !== 'reservation') return null;
  try {
    const data: unknown = JSON.parse(message.data);
    return isReservationEvent(data) ? { kind: 'reservation', reservation: data } : null;
  } catch {
    return null;
  }
}

/** Waits `ms`, or less when `signal` aborts. */
export const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Reads a server-sent event stream to its end (eventsource-parser): each message to `onMessage`, the server's
 * `retry:` to `onRetry`. Shared by the staff's live updates and a trip's status page.
 */
export async function readEventStream(
  body: ReadableStream<BufferSource>,
  onMessage: (message: EventSourceMessage) => void,
  onRetry: (ms: number) => void,
): Promise<void> {
  const parser = createParser({ onEvent: onMessage, onRetry });
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(value);
  }
}

/**
 * Listens to the server's live events until `signal` aborts. The bearer token travels in a header, which
 * `EventSource` cannot send, so this reads the stream with `fetch`. A dropped stream is opened again after a wait
 * (the server's `retry:`, then doubling), and each new stream starts with a resync: what changed while nobody
 * listened is read again.
 */
export async function listenToLiveEvents(options: LiveEventsOptions, signal: AbortSignal): Promise<void> {
  const { token, onEvent, onUnauthorized, maxRetryMs = 30_000 } = options;
  let baseRetry = options.retryMs ?? 2_000;
  let retry = baseRetry;
  let connectedBefore = false;
  while (!signal.aborted) {
    try {
      const response = await fetch(apiUrl('/events'), {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      if (response.status === 401) return onUnauthorized?.();
      if (response.ok && response.body) {
        if (connectedBefore) onEvent({ kind: 'resync' });
        connectedBefore = true;
        retry = baseRetry;
        await readEventStream(
          response.body,
          (message) => {
            const event = toLiveEvent(message);
            if (event) onEvent(event);
          },
          (ms) => {
            baseRetry = ms;
            retry = ms;
          },
        );
      }
    } catch {
      if (signal.aborted) return;
    }
    await wait(retry, signal);
    retry = Math.min(retry * 2, maxRetryMs);
  }
}
