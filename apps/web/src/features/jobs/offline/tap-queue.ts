import type { SlotMoveResult } from '@livery/domain';
import type { QueuedTap, TapStore } from './tap-store';

/**
 * What became of one sending: the server has the tap (`sent`, any 2xx), refused it for good (`refused`: a 409 that
 * names where the job is, or a job no longer theirs — sending it again would be refused again), or could not be
 * reached or failed (`kept`: the tap stays and is sent again later).
 */
export type SendOutcome =
  { kind: 'sent'; result?: SlotMoveResult } | { kind: 'refused'; message: string } | { kind: 'kept'; message: string };

export type SendTap = (tap: QueuedTap) => Promise<SendOutcome>;

/** A tap the server did not accept, shown to the driver as "not accepted: <message>" until dismissed. */
export interface Refusal {
  tap: QueuedTap;
  message: string;
}

export interface TapQueueState {
  /** The taps waiting to be sent, oldest first. */
  taps: readonly QueuedTap[];
  /** A sending is under way. */
  sending: boolean;
  refusals: readonly Refusal[];
  /** Why the last sending stopped with taps left (no connection, a server error), cleared by the next success. */
  problem: string | null;
}

export interface TapQueueOptions {
  /** Whether to try now (the browser's `navigator.onLine`): offline, a sending waits for the `online` event. */
  isOnline?: () => boolean;
  /** After each tap the server answered (sent or refused): the screens read the job again. */
  onAnswered?: (tap: QueuedTap, outcome: SendOutcome) => void;
}

const byOrder = (a: QueuedTap, b: QueuedTap) => a.seq - b.seq;

/**
 * The driver's taps, kept on the phone and sent in the order they were made, one at a time (issue 24, decision
 * 058). A tap leaves the queue only when the server answered it (2xx, or a refusal shown to the driver); a network
 * error keeps it and stops the sending, so a later tap never overtakes an earlier one. Each tap carries its
 * clientId, so sending one again after an answer that never arrived is safe.
 */
export class TapQueue {
  private state: TapQueueState = { taps: [], sending: false, refusals: [], problem: null };
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private lastSeq = 0;

  constructor(
    private readonly store: TapStore,
    private readonly send: SendTap,
    private readonly options: TapQueueOptions = {},
  ) {}

  getState = (): TapQueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setOnAnswered(onAnswered: TapQueueOptions['onAnswered']): void {
    this.options.onAnswered = onAnswered;
  }

  private set(patch: Partial<TapQueueState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Reads the kept taps (the store is the truth: another tab or an earlier start may have added some). */
  async load(): Promise<readonly QueuedTap[]> {
    const taps = (await this.store.all()).sort(byOrder);
    this.lastSeq = Math.max(this.lastSeq, ...taps.map((tap) => tap.seq));
    this.set({ taps });
    return taps;
  }

  /** The next order number: after every tap kept, even when the clock went back. */
  nextSeq(): number {
    this.lastSeq = Math.max(Date.now(), this.lastSeq + 1);
    return this.lastSeq;
  }

  /** Keeps a tap, then tries to send what waits. Resolves once it is kept (not sent). */
  async add(tap: Omit<QueuedTap, 'seq'> & { seq?: number }): Promise<QueuedTap> {
    const kept: QueuedTap = { ...tap, seq: tap.seq ?? this.nextSeq() };
    await this.store.put(kept);
    this.set({ taps: [...this.state.taps.filter((t) => t.clientId !== kept.clientId), kept].sort(byOrder) });
    void this.flush();
    return kept;
  }

  /**
   * Sends what waits, oldest first, one at a time, until the queue is empty or a tap is kept. One sending at a time:
   * a call while one runs makes it look once more at the end (for a tap added meanwhile after a kept one).
   */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      this.set({ sending: false });
    });
    return this.running;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      if (this.options.isOnline && !this.options.isOnline()) {
        await this.load();
        return;
      }
      this.set({ sending: true });
      await this.sendAll();
    } while (this.again && this.state.problem === null);
  }

  private async sendAll(): Promise<void> {
    for (;;) {
      const [tap] = await this.load();
      if (!tap) return;
      const outcome = await this.send(tap);
      if (outcome.kind === 'kept') {
        this.set({ problem: outcome.message });
        return;
      }
      await this.store.delete(tap.clientId);
      this.set({
        taps: this.state.taps.filter((t) => t.clientId !== tap.clientId),
        problem: null,
        refusals:
          outcome.kind === 'refused'
            ? [...this.state.refusals, { tap, message: outcome.message }]
            : this.state.refusals,
      });
      this.options.onAnswered?.(tap, outcome);
    }
  }

  /** The driver read a refusal. */
  dismiss(clientId: string): void {
    this.set({ refusals: this.state.refusals.filter((r) => r.tap.clientId !== clientId) });
  }
}
