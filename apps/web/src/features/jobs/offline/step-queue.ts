import type { SlotStepResult } from '@livery/domain';
import type { QueuedStep, StepStore } from './step-store';

/**
 * What became of one sending: the server has the step (`sent`, any 2xx), refused it for good (`refused`: a 409 that
 * names where the job is, or a job no longer theirs — sending it again would be refused again), or could not be
 * reached or failed (`kept`: the step stays and is sent again later).
 */
export type SendOutcome =
  { kind: 'sent'; result?: SlotStepResult } | { kind: 'refused'; message: string } | { kind: 'kept'; message: string };

export type SendStep = (step: QueuedStep) => Promise<SendOutcome>;

/** A step the server did not accept, shown to the driver as "not accepted: <message>" until dismissed. */
export interface Refusal {
  step: QueuedStep;
  message: string;
}

export interface StepQueueState {
  /** The steps waiting to be sent, oldest first. */
  steps: readonly QueuedStep[];
  /** A sending is under way. */
  sending: boolean;
  refusals: readonly Refusal[];
  /** Why the last sending stopped with steps left (no connection, a server error), cleared by the next success. */
  problem: string | null;
}

export interface StepQueueOptions {
  /** Whether to try now (the browser's `navigator.onLine`): offline, a sending waits for the `online` event. */
  isOnline?: () => boolean;
  /** After each step the server answered (sent or refused): the screens read the job again. */
  onAnswered?: (step: QueuedStep, outcome: SendOutcome) => void;
}

const byOrder = (a: QueuedStep, b: QueuedStep) => a.seq - b.seq;

/**
 * The driver's steps, kept on the phone and sent in the order they were made, one at a time (issue 24, decision
 * 058). A step leaves the queue only when the server answered it (2xx, or a refusal shown to the driver); a network
 * error keeps it and stops the sending, so a later step never overtakes an earlier one. Each step carries its
 * clientId, so sending one again after an answer that never arrived is safe.
 */
export class StepQueue {
  private state: StepQueueState = { steps: [], sending: false, refusals: [], problem: null };
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private lastSeq = 0;

  constructor(
    private readonly store: StepStore,
    private readonly send: SendStep,
    private readonly options: StepQueueOptions = {},
  ) {}

  getState = (): StepQueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setOnAnswered(onAnswered: StepQueueOptions['onAnswered']): void {
    this.options.onAnswered = onAnswered;
  }

  private set(patch: Partial<StepQueueState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Reads the kept steps (the store is the truth: another tab or an earlier start may have added some). */
  async load(): Promise<readonly QueuedStep[]> {
    const steps = (await this.store.all()).sort(byOrder);
    this.lastSeq = Math.max(this.lastSeq, ...steps.map((step) => step.seq));
    this.set({ steps });
    return steps;
  }

  /** The next order number: after every step kept, even when the clock went back. */
  nextSeq(): number {
    this.lastSeq = Math.max(Date.now(), this.lastSeq + 1);
    return this.lastSeq;
  }

  /** Keeps a step, then tries to send what waits. Resolves once it is kept (not sent). */
  async add(step: Omit<QueuedStep, 'seq'> & { seq?: number }): Promise<QueuedStep> {
    const kept: QueuedStep = { ...step, seq: step.seq ?? this.nextSeq() };
    await this.store.put(kept);
    this.set({ steps: [...this.state.steps.filter((t) => t.clientId !== kept.clientId), kept].sort(byOrder) });
    void this.flush();
    return kept;
  }

  /**
   * Sends what waits, oldest first, one at a time, until the queue is empty or a step is kept. One sending at a time:
   * a call while one runs makes it look once more at the end (for a step added meanwhile after a kept one).
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
      const [step] = await this.load();
      if (!step) return;
      const outcome = await this.send(step);
      if (outcome.kind === 'kept') {
        this.set({ problem: outcome.message });
        return;
      }
      await this.store.delete(step.clientId);
      this.set({
        steps: this.state.steps.filter((t) => t.clientId !== step.clientId),
        problem: null,
        refusals:
          outcome.kind === 'refused'
            ? [...this.state.refusals, { step, message: outcome.message }]
            : this.state.refusals,
      });
      this.options.onAnswered?.(step, outcome);
    }
  }

  /** The driver read a refusal. */
  dismiss(clientId: string): void {
    this.set({ refusals: this.state.refusals.filter((r) => r.step.clientId !== clientId) });
  }
}
