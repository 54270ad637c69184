/**
 * The what-if before a rate change (issue 39, decision 093): booked legs priced again under a draft card, before (the
 * leg's stored total) against after, by month (the pickup's business month), service type and car class, with the
 * legs that change most. Pure and in cents; the caller feeds it legs in batches and reads the answer once.
 */
import { priceJob } from './price-job.js';
import { toCents } from '../money.js';
import type { RateCard, ServiceType } from './rate-card.js';
import type { Cents } from './types.js';
import { whatIfCards, whatIfJob, type BookedLegRow, type WhatIfCards, type WhatIfSkipReason } from './what-if-leg.js';

/** How many legs, and their totals before and after. */
export interface WhatIfFigures {
  trips: number;
  before: Cents;
  after: Cents;
}

export interface WhatIfTrip {
  id: number;
  date: string;
  service: ServiceType;
  classes: string;
  before: Cents;
  after: Cents;
}

export interface WhatIfSkipped {
  reason: WhatIfSkipReason;
  label: string;
  trips: number;
  /** Their stored totals: revenue the what-if says nothing about. */
  before: Cents;
}

export interface WhatIfOutcome {
  priced: WhatIfFigures;
  byMonth: (WhatIfFigures & { month: string })[];
  byService: (WhatIfFigures & { service: ServiceType })[];
  byClass: (WhatIfFigures & { classes: string })[];
  /** The legs whose price changes most (by the absolute change, then by id), largest first. */
  top: WhatIfTrip[];
  skipped: WhatIfSkipped[];
}

/** Legs that change most, kept by default. */
export const WHAT_IF_TOP = 20;

const empty = (): WhatIfFigures => ({ trips: 0, before: 0, after: 0 });

function add<K>(map: Map<K, WhatIfFigures>, key: K, before: Cents, after: Cents): void {
  let figures = map.get(key);
  if (!figures) map.set(key, (figures = empty()));
  figures.trips += 1;
  figures.before += before;
  figures.after += after;
}

const change = (trip: Pick<WhatIfTrip, 'before' | 'after'>) => Math.abs(trip.after - trip.before);
/** Larger change first, then the older id. */
const ranks = (a: WhatIfTrip, b: WhatIfTrip) => change(b) - change(a) || a.id - b.id;

/** The map's entries in the order of their keys. */
const inOrder = <K extends string>(map: Map<K, WhatIfFigures>): [K, WhatIfFigures][] =>
  [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** One run: `add` each leg, then `outcome`. */
export class WhatIfRun {
  private readonly cards: WhatIfCards;
  private readonly priced = empty();
  private readonly months = new Map<string, WhatIfFigures>();
  private readonly services = new Map<ServiceType, WhatIfFigures>();
  private readonly classes = new Map<string, WhatIfFigures>();
  private readonly skipped = new Map<string, WhatIfSkipped>();
  private top: WhatIfTrip[] = [];

  constructor(
    card: RateCard,
    private readonly topSize = WHAT_IF_TOP,
  ) {
    this.cards = whatIfCards(card);
  }

  add(row: BookedLegRow): void {
    const before = row.amount === null ? 0 : Number.isSafeInteger(row.amount) ? row.amount * 100 : toCents(row.amount);
    const job = whatIfJob(row, this.cards);
    if ('reason' in job) return this.skip(job.reason, job.label, before);
    let after: Cents;
    try {
      after = priceJob(job.input).total;
    } catch (error) {
      // An input the engine refuses (a zone the draft lacks, more passengers than its seats) is the leg's, not the run's.
      if (error instanceof RangeError) return this.skip('refused', `Not priced: ${error.message}`, before);
      throw error;
    }
    const date = job.input.outbound.date;
    this.priced.trips += 1;
    this.priced.before += before;
    this.priced.after += after;
    add(this.months, date.slice(0, 7), before, after);
    add(this.services, job.service, before, after);
    add(this.classes, job.classes, before, after);
    this.keep({ id: row.id, date, service: job.service, classes: job.classes, before, after });
  }

  private skip(reason: WhatIfSkipReason, label: string, before: Cents): void {
    let skipped = this.skipped.get(label);
    if (!skipped) this.skipped.set(label, (skipped = { reason, label, trips: 0, before: 0 }));
    skipped.trips += 1;
    skipped.before += before;
  }

  /** Kept sorted, at most `topSize`: a leg that changes less than the last kept is passed over at once. */
  private keep(trip: WhatIfTrip): void {
    const last = this.top[this.top.length - 1];
    if (this.top.length >= this.topSize && last && ranks(trip, last) >= 0) return;
    let i = this.top.length;
    while (i > 0 && ranks(trip, this.top[i - 1] ?? trip) < 0) i--;
    this.top.splice(i, 0, trip);
    if (this.top.length > this.topSize) this.top.pop();
  }

  outcome(): WhatIfOutcome {
    return {
      priced: { ...this.priced },
      byMonth: inOrder(this.months).map(([month, figures]) => ({ month, ...figures })),
      byService: inOrder(this.services).map(([service, figures]) => ({ service, ...figures })),
      byClass: inOrder(this.classes).map(([classes, figures]) => ({ classes, ...figures })),
      top: [...this.top],
      skipped: [...this.skipped.values()].sort((a, b) => b.trips - a.trips || (a.label < b.label ? -1 : 1)),
    };
  }
}
