/**
 * A car's extras and its wait as the API shows them (issue 24, decision 094): the slot's report, the wait measured from
 * its steps and billed by the engine's one rule. Beside the schemas, not in them: it prices (pricing/job-extras.ts).
 */
import { fromCents, toCents } from './money.js';
import { carWait, carWaitSummary, waitedMinutes } from './pricing/job-extras.js';
import type { ExtrasState, SlotExtras, SlotWait, WaitCorrection, WaitTerms } from './schemas/trip-progress.js';
import { extrasCents } from './trip-progress.js';

/** What a slot holds of its extras and its wait, as the queries select it (`slotExtrasColumns`, its times). */
export interface SlotExtrasSource {
  id: number;
  waitingMinutes: number | null;
  tolls: number | null;
  parking: number | null;
  extrasState: ExtrasState | null;
  onLocationAt: Date | null;
  onBoardAt: Date | null;
  waitTerms: WaitTerms | null;
  waitCorrection: WaitCorrection | null;
}

/** A car's wait as the API shows it, or null when it has neither both steps nor a correction. */
export function slotWaitOf(slot: SlotExtrasSource, correctedByName: string | null = null): SlotWait | null {
  const measured = waitedMinutes(slot.onLocationAt, slot.onBoardAt);
  const correction = slot.waitCorrection;
  const minutes = correction?.to ?? measured;
  if (minutes === null) return null;
  const terms = slot.waitTerms;
  const billed = terms ? carWait(terms, minutes) : null;
  return {
    measuredMinutes: measured,
    minutes,
    correction: correction && { ...correction, byName: correctedByName },
    pickupKind: terms?.pickupKind ?? null,
    graceMinutes: terms?.graceMinutes ?? null,
    perMinute: terms ? fromCents(terms.perMinute) : null,
    billedMinutes: billed?.billedMinutes ?? 0,
    amount: fromCents(billed?.line?.amount ?? 0),
    summary: terms ? carWaitSummary(terms, minutes) : `Waited ${minutes} min`,
    line: billed?.line ? { label: billed.line.label, explanation: billed.line.explanation } : null,
  };
}

/**
 * A slot's extras as the API shows them, or null when there is nothing: no report, no review, no wait measured.
 * Minutes a driver typed before decision 094 count at the configuration's minute price, as they did, where the steps
 * measured no wait.
 */
export function slotExtrasOf(
  slot: SlotExtrasSource,
  waitingMinuteAmount: number,
  correctedByName: string | null = null,
): SlotExtras | null {
  const wait = slotWaitOf(slot, correctedByName);
  if (slot.extrasState === null && wait === null) return null;
  // Minutes typed before decision 094 count only where the steps measured nothing (the review charges the same).
  const typed = wait === null ? slot : { ...slot, waitingMinutes: null };
  const reported = extrasCents(typed, waitingMinuteAmount).reduce((sum, line) => sum + line.cents, 0);
  return {
    slotId: slot.id,
    waitingMinutes: slot.waitingMinutes,
    tolls: slot.tolls,
    parking: slot.parking,
    state: slot.extrasState,
    wait,
    amount: fromCents(reported + toCents(wait?.amount ?? 0)),
  };
}
