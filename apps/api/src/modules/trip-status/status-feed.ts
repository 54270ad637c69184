import { RECONNECT_MS, TRIP_STATUS_EVENT } from '@livery/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Broadcast } from '../../db/broadcast.js';
import { AppError } from '../../lib/app-error.js';
import { LiveStream, mergeNotification, RESERVATIONS_CHANNEL, type ReservationChange } from '../events/index.js';
import { isExpired, type TripStatusNow } from './trip-status-service.js';

/** Under the ~30–60 s idle limits of common proxies and load balancers (as the staff's live updates). */
const HEARTBEAT_MS = 25_000;
/** Notifications this close together are read once (a transaction's arrive together). */
const BATCH_MS = 20;
/** Pages open on one trip in one process: a customer, their family, a few tabs; more is someone hammering. */
export const MAX_STREAMS_PER_TRIP = 20;

export interface StatusFeedDeps {
  broadcast: Broadcast;
  /** The trip's page now (null: deleted, or no longer a booked trip). */
  read: (reservationId: number) => Promise<TripStatusNow | null>;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
}

interface Watcher {
  stream: LiveStream;
  expiresAt: Date | null;
}

/**
 * The status pages open on this process (decision 058), by trip: every change of a trip (migration 0016's
 * notification, heard on every process through the broadcast) is read once and sent to each page of that trip as
 * an `event: status` with the page's body. A page ends when its link expires (checked at each heartbeat and change)
 * or its trip is gone. It reuses the staff's stream (LiveStream) and channel, not their audience rules: a status
 * link's holder sees that one trip and nothing else.
 */
export class TripStatusFeed {
  private readonly byTrip = new Map<number, Set<Watcher>>();
  private pending = new Map<number, ReservationChange>();
  private batch: NodeJS.Timeout | undefined;
  private delivering = Promise.resolve();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly deps: StatusFeedDeps) {
    deps.broadcast.subscribe(RESERVATIONS_CHANNEL, {
      onMessage: (payload) => this.received(payload),
      // Changes may have been missed: every page hears how its trip is now.
      onGap: () => this.queue([...this.byTrip.keys()]),
    });
    this.heartbeat = setInterval(() => this.beat(), deps.heartbeatMs ?? HEARTBEAT_MS).unref();
  }

  /** A new stream for a page of this trip, starting with the trip as it is now; a 429 past the trip's share. */
  open(reservationId: number, now: TripStatusNow): LiveStream {
    const watchers = this.byTrip.get(reservationId) ?? new Set<Watcher>();
    if (watchers.size >= MAX_STREAMS_PER_TRIP) {
      throw new AppError('RATE_LIMITED', 'This trip is open in too many pages at once. Close one and try again.');
    }
    // Nobody signed in: no user or session to follow.
    const watcher: Watcher = { stream: new LiveStream(0, 0, ''), expiresAt: now.expiresAt };
    watchers.add(watcher);
    this.byTrip.set(reservationId, watchers);
    watcher.stream.body.once('close', () => {
      watchers.delete(watcher);
      if (watchers.size === 0 && this.byTrip.get(reservationId) === watchers) this.byTrip.delete(reservationId);
    });
    watcher.stream.retry(RECONNECT_MS);
    watcher.stream.send(TRIP_STATUS_EVENT, now.body);
    return watcher.stream;
  }

  /** Ends every stream (the app is closing). */
  close(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.batch);
    for (const watchers of this.byTrip.values()) for (const { stream } of watchers) stream.end();
  }

  private received(payload: string): void {
    if (this.byTrip.size === 0) return;
    const changes = new Map<number, ReservationChange>();
    if (!mergeNotification(changes, payload)) return;
    this.queue([...changes.keys()].filter((id) => this.byTrip.has(id)));
  }

  private queue(ids: number[]): void {
    for (const id of ids) this.pending.set(id, { id, formerly: new Set(), deleted: null });
    if (this.pending.size === 0) return;
    this.batch ??= setTimeout(() => {
      this.batch = undefined;
      const trips = [...this.pending.keys()];
      this.pending = new Map();
      // In order: a later change never overtakes an earlier one.
      this.delivering = this.delivering.then(() => this.deliver(trips));
    }, BATCH_MS);
  }

  private async deliver(trips: number[]): Promise<void> {
    for (const id of trips) {
      const watchers = this.byTrip.get(id);
      if (!watchers?.size) continue;
      try {
        const now = await this.deps.read(id);
        const at = new Date();
        for (const watcher of [...watchers]) {
          if (!now || isExpired(now, at)) {
            watcher.stream.end();
            continue;
          }
          watcher.expiresAt = now.expiresAt;
          watcher.stream.send(TRIP_STATUS_EVENT, now.body);
        }
      } catch (error) {
        // The page reconnects and reads it again; the next change is sent as usual.
        this.deps.log.error({ err: error, reservationId: id }, 'trip status not delivered; its pages reconnect');
        for (const watcher of [...watchers]) watcher.stream.end();
      }
    }
  }

  /** Keeps idle connections open through proxies, and ends the pages whose link has expired. */
  private beat(): void {
    const at = Date.now();
    for (const watchers of this.byTrip.values()) {
      for (const { stream, expiresAt } of [...watchers]) {
        if (expiresAt && expiresAt.getTime() <= at) stream.end();
        else stream.comment('keep-alive');
      }
    }
  }
}
