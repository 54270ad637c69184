import pg from 'pg';

export interface BroadcastListener {
  onMessage(payload: string): void;
  /** Messages may have been missed (the connection to PostgreSQL dropped): assume anything changed. */
  onGap(): void;
}

/**
 * Messages to every API process on one database, this one included (decision 033): PostgreSQL's LISTEN/NOTIFY,
 * or, on PGlite (one process per data folder), a call in this process.
 */
export interface Broadcast {
  /** Delivered to this process's listeners before it returns; resolves once it is on its way to every other. */
  notify(channel: string, payload?: string): Promise<void>;
  subscribe(channel: string, listener: BroadcastListener): void;
  /** False while the PostgreSQL listener is (re)connecting: what a subscriber knows may be out of date. */
  readonly live: boolean;
  close(): Promise<void>;
}

/** Sent after every request that may have written: every process forgets what it remembered (decision 033). */
export const CHANGES_CHANNEL = 'livery_changes';

const CHANNEL_NAME = /^[a-z][a-z0-9_]*$/;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`a channel is a lower-case identifier, not ${channel}`);
}

type Subscribers = Map<string, BroadcastListener[]>;

function deliver(subscribers: Subscribers, channel: string, payload: string): void {
  for (const listener of subscribers.get(channel) ?? []) listener.onMessage(payload);
}

/** PGlite: one process holds the data folder, so every listener is here. */
export function localBroadcast(): Broadcast {
  const subscribers: Subscribers = new Map();
  return {
    live: true,
    notify: (channel, payload = '') => {
      checkChannel(channel);
      deliver(subscribers, channel, payload);
      return Promise.resolve();
    },
    subscribe: (channel, listener) => {
      checkChannel(channel);
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), listener]);
    },
    close: () => Promise.resolve(),
  };
}

/**
 * PostgreSQL: one connection per process LISTENs on every subscribed channel. When it drops, every listener hears
 * of the gap, `live` is false until a new connection listens again (retried each `retryMs`), and listeners hear
 * of the gap once more then.
 */
export function postgresBroadcast(
  pool: pg.Pool,
  connectionString: string,
  onError: (error: unknown) => void,
  retryMs = 1_000,
): Broadcast {
  const subscribers: Subscribers = new Map();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let live = false;
  let closed = false;

  const gap = () => {
    for (const listeners of subscribers.values()) for (const listener of listeners) listener.onGap();
  };

  const lost = (error?: unknown) => {
    if (closed || !live) return;
    live = false;
    if (error) onError(error);
    gap();
    client?.removeAllListeners();
    void client?.end().catch(() => {});
    client = null;
    retry = setTimeout(() => void connect(), retryMs).unref();
  };

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      try {
        await next.connect();
        next.on('notification', (message) => deliver(subscribers, message.channel, message.payload ?? ''));
        next.on('error', (error) => lost(error));
        next.on('end', () => lost());
        for (const channel of subscribers.keys()) await next.query(`listen "${channel}"`);
        client = next;
        live = true;
        gap(); // what happened while nobody listened
      } catch (error) {
        onError(error);
        await next.end().catch(() => {});
        if (!closed) retry = setTimeout(() => void connect(), retryMs).unref();
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };

  return {
    get live() {
      return live;
    },
    notify: async (channel, payload = '') => {
      checkChannel(channel);
      // This process hears it at once; its own copy from PostgreSQL arrives later and is heard again.
      deliver(subscribers, channel, payload);
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: (channel, listener) => {
      checkChannel(channel);
      const isNew = !subscribers.has(channel);
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), listener]);
      if (!client) void connect();
      else if (isNew) client.query(`listen "${channel}"`).catch((error: unknown) => lost(error));
    },
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(retry);
      await connecting;
      client?.removeAllListeners();
      await client?.end().catch(() => {});
    },
  };
}
