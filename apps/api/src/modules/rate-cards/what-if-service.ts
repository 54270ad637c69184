import {
  addDays,
  startOfBusinessDay,
  toPricingRateCard,
  whatIfAnswer,
  WhatIfRun,
  type BookedLegRow,
  type WhatIfLine,
  type WhatIfRequest,
} from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { bookedLegsBatch, countBookedLegs, type LegCursor, type Window } from '../reservations/index.js';
import { foundCard } from './rate-cards-service.js';

/**
 * Legs read a batch: one round trip to the database each. Large enough that the read is the cost, not the trips to
 * the database; small enough that progress moves about every half second at a million legs.
 */
export const WHAT_IF_BATCH = 10_000;

/** A what-if about to run: the card and the window checked, the legs counted. */
export interface WhatIfPlan {
  db: Executor;
  cardId: number;
  input: WhatIfRequest;
  run: WhatIfRun;
  window: Window;
  total: number;
}

/**
 * Checks the request before anything is streamed (so a refusal is an ordinary 4xx): the card exists and is a draft
 * (a published card is what the company charges: there is nothing to try), and counts the legs for the progress.
 */
export async function planWhatIf(
  db: Executor,
  id: number,
  input: WhatIfRequest,
  timeZone: string,
): Promise<WhatIfPlan> {
  const row = await foundCard(db, id);
  if (row.status !== 'draft')
    throw new AppError(
      'CONFLICT',
      `Rate card "${row.name}" is published: the what-if prices a draft. Copy it to a new draft and change that.`,
    );
  const window = {
    from: startOfBusinessDay(input.from, timeZone),
    to: startOfBusinessDay(addDays(input.to, 1), timeZone),
  };
  const total = await countBookedLegs(db, window);
  return { db, cardId: id, input, run: new WhatIfRun(toPricingRateCard(row.id, row.card)), window, total };
}

/**
 * The run (decision 093): the legs in keyset batches, each priced as it arrives; a progress line after each batch,
 * then the result. Reads only: nothing is written. Stops when the reader stops pulling (the client went away).
 */
export async function* runWhatIf(plan: WhatIfPlan, batchSize = WHAT_IF_BATCH): AsyncGenerator<WhatIfLine> {
  const started = performance.now();
  const { db, window, run } = plan;
  let done = 0;
  yield { progress: { done, total: plan.total } };
  // The next batch is asked for before this one is priced: the database reads while the engine prices.
  let pending: Promise<{ rows: BookedLegRow[]; next: LegCursor | null }> | null = bookedLegsBatch(
    db,
    window,
    null,
    batchSize,
  );
  while (pending) {
    const batch: { rows: BookedLegRow[]; next: LegCursor | null } = await pending;
    pending = batch.next ? bookedLegsBatch(db, window, batch.next, batchSize) : null;
    for (const leg of batch.rows) run.add(leg);
    done += batch.rows.length;
    // Trips booked during the run may pass the count: the total grows with them rather than the bar overflowing.
    yield { progress: { done, total: Math.max(done, plan.total) } };
  }
  const seconds = Math.round(performance.now() - started) / 1000;
  yield {
    result: whatIfAnswer(run.outcome(), { cardId: plan.cardId, from: plan.input.from, to: plan.input.to, seconds }),
  };
}
