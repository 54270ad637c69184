import {
  LIVE_EVENTS,
  MAX_STREAMS_PER_USER,
  mayFollowReservation,
  RECONNECT_MS,
  type ReservationAudience,
  type ReservationEvent,
} from '@livery/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Broadcast } from '../../db/broadcast.js';
import { AppError } from '../../lib/app-error.js';
import { type AuthUser } from '../auth/index.js';
import type { ReservationSnapshot } from '../reservations/index.js';
import { LiveStream } from './live-stream.js';
import { mergeNotification, RESERVATIONS_CHANNEL, type ReservationChange } from './reservation-changes.js';

/** Under the ~30–60 s idle limits of common proxies and load balancers. */
const HEARTBEAT_MS = 25_000;
/** Notifications this close together are read in one query (a transaction's arrive together). */
const BATCH_MS = 20;

export interface FeedDeps {
  broadcast: Broadcast;
  /** The trips as they are now (missing: deleted). */
  findSnapshots: (ids: readonly number[]) => Promise<ReservationSnapshot[]>;
  /** The signed-in user now, as authentication sees them (remembered a few seconds at most, decision 033). */
  findUser: (userId: number) => Promise<AuthUser | null>;
  isTokenValid: (token: string) => Promise<boolean>;
  log: FastifyBaseLogger;
}

interface Notice {
  event: ReservationEvent;
  audience: ReservationAudience;
}

function noticeOf(change: ReservationChange, row: ReservationSnapshot | undefined): Notice | null {
  const formerly = [...change.formerly];
  if (row) {
    const { id, status, version, linkedId, customerId, createdById, driverIds } = row;
    const people = [customerId, createdById, ...driverIds, ...formerly].filter((p): p is number => p !== null);
    return { event: { id, status, version, linkedId, deleted: false }, audience: { people } };
  }
  // A driver's slot removed with its trip: the trip's own notification says what was deleted.
  if (!change.deleted) return null;
  return { event: { id: change.id, ...change.deleted, deleted: true }, audience: { people: formerly } };
}

/**
 * The live updates of one API process (decision 049): its open streams, by user, and the trips' changes from
 * migration 0016's triggers through the broadcast (LISTEN on PostgreSQL, so every process hears every change). A
 * change is read once for all the process's clients, then sent to each who may see it now.
 */
export class ReservationFeed {
  private readonly byUser = new Map<number, Set<LiveStream>>();
  private pending = new Map<number, ReservationChange>();
  private batch: NodeJS.Timeout | undefined;
  private delivering = Promise.resolve();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly deps: FeedDeps) {
    deps.broadcast.subscribe(RESERVATIONS_CHANNEL, {
      onMessage: (payload) => this.received(payload),
      onGap: () => {
        for (const stream of this.streams()) stream.send(LIVE_EVENTS.resync, {});
      },
    });
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS).unref();
  }

  /** A new stream for this user, or a 429 past their share of this process. */
  open(user: AuthUser, token: string): LiveStream {
    const streams = this.byUser.get(user.id) ?? new Set<LiveStream>();
    if (streams.size >= MAX_STREAMS_PER_USER) {
      throw new AppError(
        'RATE_LIMITED',
        `You already have ${MAX_STREAMS_PER_USER} live connections open. Close a tab or window and try again.`,
      );
    }
    const stream = new LiveStream(user.id, user.tokenVersion, token);
    streams.add(stream);
    this.byUser.set(user.id, streams);
    stream.body.once('close', () => {
      streams.delete(stream);
      if (streams.size === 0 && this.byUser.get(user.id) === streams) this.byUser.delete(user.id);
    });
    stream.retry(RECONNECT_MS);
    return stream;
  }

  /** Ends every stream (the app is closing: an open response would keep it waiting). */
  close(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.batch);
    for (const stream of this.streams()) stream.end();
  }

  private received(payload: string): void {
    // Nobody here to tell: nothing to read.
    if (this.byUser.size === 0) return;
    if (!mergeNotification(this.pending, payload)) {
      this.deps.log.warn({ payload }, 'not a reservation change notification');
      return;
    }
    this.batch ??= setTimeout(() => {
      this.batch = undefined;
      const changes = [...this.pending.values()];
      this.pending = new Map();
      // One delivery at a time, in order: a later change never overtakes an earlier one.
      this.delivering = this.delivering.then(() => this.deliver(changes));
    }, BATCH_MS);
  }

  private async deliver(changes: ReservationChange[]): Promise<void> {
    try {
      const rows = new Map((await this.deps.findSnapshots(changes.map((c) => c.id))).map((row) => [row.id, row]));
      const notices = changes.flatMap((change) => noticeOf(change, rows.get(change.id)) ?? []);
      if (notices.length === 0) return;
      // One lookup a user, however many tabs they have open.
      await Promise.all(
        [...this.byUser].map(async ([userId, streams]) =>
          this.sendTo(await this.deps.findUser(userId), streams, notices),
        ),
      );
    } catch (error) {
      // What the clients missed is unknown: they refetch.
      this.deps.log.error({ err: error }, 'live updates not delivered; clients told to refetch');
      for (const stream of this.streams()) stream.send(LIVE_EVENTS.resync, {});
    }
  }

  private sendTo(user: AuthUser | null, streams: ReadonlySet<LiveStream>, notices: readonly Notice[]): void {
    const theirs = user ? notices.filter(({ audience }) => mayFollowReservation(user, audience)) : [];
    for (const stream of [...streams]) {
      // Signed out, password changed or account deleted since it opened.
      if (!user || user.tokenVersion !== stream.tokenVersion) stream.end();
      else for (const { event } of theirs) stream.send(LIVE_EVENTS.reservation, event);
    }
  }

  /** Keeps idle connections open through proxies, and ends those whose token has expired. */
  private async beat(): Promise<void> {
    for (const stream of this.streams()) {
      if (await this.deps.isTokenValid(stream.token)) stream.comment('keep-alive');
      else stream.end();
    }
  }

  /** Every open stream, as of now. */
  private streams(): LiveStream[] {
    return [...this.byUser.values()].flatMap((streams) => [...streams]);
  }
}
