import type { FastifyInstance } from 'fastify';
import type { ReservationEvent } from '@livery/domain';

/** One server-sent event: its name (`message` when unnamed) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/** Events from the stream's text as it arrives, chunk by chunk, as this server writes them (LF line ends). */
function serverSentEventParser(): (chunk: string) => ServerSentEvent[] {
  let buffered = '';
  return (chunk) => {
    const blocks = (buffered + chunk).split('\n\n');
    buffered = blocks.pop() ?? '';
    return blocks.flatMap((block) => {
      const fields = block.split('\n').map((line) => /^([^:]*):? ?(.*)$/.exec(line)!.slice(1) as [string, string]);
      const data = fields.filter(([field]) => field === 'data').map(([, value]) => value);
      const event = fields.findLast(([field]) => field === 'event')?.[1] ?? 'message';
      // Comments and retry advice carry no data.
      return data.length ? [{ event, data: data.join('\n') }] : [];
    });
  };
}

/** A client of `GET /api/v1/events` on a listening server, read as the web reads it: fetch and a body reader. */
export interface LiveClient {
  status: number;
  headers: Headers;
  /** Every event so far, in order. */
  received: ServerSentEvent[];
  /** Everything the server sent so far, comments and `retry:` included. */
  text: () => string;
  /** The first event (received or to come) that matches, or a rejection after `timeoutMs`. */
  waitFor: (match: (event: ServerSentEvent) => boolean, timeoutMs?: number) => Promise<ServerSentEvent>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close: () => void;
}

export async function connectLive(
  origin: string,
  token: string | null,
  /** Another stream than the staff's (a trip's status page, decision 058). */
  path = '/api/v1/events',
): Promise<LiveClient> {
  const abort = new AbortController();
  const response = await fetch(`${origin}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  });
  const received: ServerSentEvent[] = [];
  const wake = new Set<() => void>();
  let text = '';
  const read = async () => {
    if (!response.ok || !response.body) return;
    const parse = serverSentEventParser();
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const chunk = decoder.decode(value, { stream: true });
        text += chunk;
        received.push(...parse(chunk));
        for (const notify of wake) notify();
      }
    } catch {
      // aborted by close()
    }
  };
  const ended = read();
  return {
    status: response.status,
    headers: response.headers,
    received,
    text: () => text,
    ended,
    close: () => abort.abort(),
    waitFor: (match, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          finish();
          resolve(found);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          wake.delete(check);
        };
        wake.add(check);
        check();
      }),
  };
}

/** The data of a `reservation` event. */
export const reservationEventOf = (event: ServerSentEvent): ReservationEvent | null =>
  event.event === 'reservation' ? (JSON.parse(event.data) as ReservationEvent) : null;

/** Matches a `reservation` event about this trip (and more, when given). */
export const aboutTrip =
  (id: number, more: Partial<ReservationEvent> = {}) =>
  (event: ServerSentEvent) => {
    const data = reservationEventOf(event);
    return !!data && data.id === id && Object.entries(more).every(([key, value]) => data[key as 'id'] === value);
  };

/**
 * Closes these clients, then every connection to the server. Node's fetch (undici) opens a fresh connection to
 * replace one it aborted, sends nothing on it, and Node's `server.close()` waits for such a connection until its
 * headers time out (a minute): the app would not close in a test's time.
 */
export async function closeLiveClients(app: FastifyInstance, clients: readonly LiveClient[]): Promise<void> {
  for (const client of clients) client.close();
  await Promise.all(clients.map((client) => client.ended));
  await new Promise((resolve) => setTimeout(resolve, 100));
  app.server.closeAllConnections();
}
