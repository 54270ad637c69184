import { describe, expect, it } from 'vitest';
import type { Grantee } from './permissions.js';
import { RESERVATION_STATUSES } from './statuses.js';
import type { BusinessClock } from './time-format.js';
import {
  closedTripRefusal,
  CUSTOMER_TOLD_ON,
  DRIVING_STEPS,
  DRIVING_OPENS_HOURS_BEFORE_PICKUP,
  drivingOpensAt,
  earliestStepAt,
  earlyStepRefusal,
  everySlotDroppedOff,
  extrasCents,
  extrasRefusal,
  isPassedStep,
  mayStepForDriver,
  mayTakeStep,
  mayReviewExtras,
  maySetDuty,
  SLOT_STEP_LABELS,
  STEP_TARGET,
  STEPPING_TRIP_STATUSES,
  nextSlotStep,
  PROGRESS_LABELS,
  progressRank,
  SLOT_STEPS,
  SLOT_PROGRESS,
  SLOT_TRANSITIONS,
  slotStepRefusal,
  STEP_CLOCK_SKEW_MS,
  STEP_MAX_AGE_MS,
  stepTime,
  TRIP_EXTRAS,
  tripProgress,
  type SlotStep,
  type SlotProgress,
  type SlotStepTimes,
} from './trip-progress.js';

/**
 * The day of the trip's rules (issue 24, decision 058; issue 37, decision 070), tested directly: the steps and their
 * table, the refusals' words, the time a step records, the driving window before the pickup, the extras.
 */

/** The table of decision 058, written out again so that a change to the rules' table is a change to this test too. */
const ALLOWED: Record<SlotProgress, SlotStep[]> = {
  assigned: ['accept', 'decline'],
  accepted: ['on-the-way', 'decline'],
  'on-the-way': ['on-location'],
  'on-location': ['on-board'],
  'on-board': ['dropped-off'],
  'dropped-off': [],
};

const NY: BusinessClock = { timeZone: 'America/New_York', timeFormat: '12h' };
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const staff = (permissions: string[], isAdmin = false): Grantee & { id: number } => ({ id: 7, isAdmin, permissions });

describe('the steps and their table', () => {
  it('lists the progress in order and the steps that lead through it', () => {
    expect(SLOT_PROGRESS).toEqual(['assigned', 'accepted', 'on-the-way', 'on-location', 'on-board', 'dropped-off']);
    expect(SLOT_STEPS).toEqual(['accept', 'decline', 'on-the-way', 'on-location', 'on-board', 'dropped-off']);
    expect(SLOT_PROGRESS.map(progressRank)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('leads each step to its step, and decline to none', () => {
    expect(STEP_TARGET).toEqual({
      accept: 'accepted',
      decline: null,
      'on-the-way': 'on-the-way',
      'on-location': 'on-location',
      'on-board': 'on-board',
      'dropped-off': 'dropped-off',
    });
  });

  it('is the table of decision 058: forward one step at a time, declined until the car leaves', () => {
    expect(SLOT_TRANSITIONS).toEqual(ALLOWED);
    for (const progress of SLOT_PROGRESS)
      for (const step of SLOT_STEPS) expect(mayTakeStep(progress, step)).toBe(ALLOWED[progress].includes(step));
  });

  it('offers the one forward step of the big button, never decline, and none when done', () => {
    expect(SLOT_PROGRESS.map(nextSlotStep)).toEqual([
      'accept',
      'on-the-way',
      'on-location',
      'on-board',
      'dropped-off',
      null,
    ]);
  });

  it('labels every step and every step for people', () => {
    expect(PROGRESS_LABELS).toMatchObject({ assigned: 'Assigned', 'on-board': 'Passenger on board' });
    expect(SLOT_STEP_LABELS).toMatchObject({ accept: 'Accept', decline: 'Decline', 'dropped-off': 'Dropped off' });
    for (const progress of SLOT_PROGRESS) expect(PROGRESS_LABELS[progress]).toBeTruthy();
    for (const step of SLOT_STEPS) expect(SLOT_STEP_LABELS[step]).toBeTruthy();
  });

  it('knows a step for a step already reached or passed, and that decline is never one', () => {
    expect(isPassedStep('on-the-way', 'accept')).toBe(true);
    expect(isPassedStep('on-the-way', 'on-the-way')).toBe(true);
    expect(isPassedStep('on-the-way', 'on-location')).toBe(false);
    expect(isPassedStep('assigned', 'accept')).toBe(false);
    for (const progress of SLOT_PROGRESS) expect(isPassedStep(progress, 'decline')).toBe(false);
  });
});

describe('slotStepRefusal', () => {
  it('names where the job is and the next step', () => {
    expect(slotStepRefusal('accepted', 'on-board')).toBe(
      'This job is accepted: it cannot be marked “Passenger on board” yet. Next is “On the way”.',
    );
    expect(slotStepRefusal('assigned', 'on-the-way')).toBe(
      'This job is assigned: it cannot be marked “On the way” yet. Next is “Accept”.',
    );
  });

  it('says a job on its way can no longer be declined, and a dropped-off job is finished', () => {
    expect(slotStepRefusal('on-the-way', 'decline')).toBe(
      'This job is on the way: it can no longer be declined. Call dispatch.',
    );
    expect(slotStepRefusal('dropped-off', 'on-board')).toBe('This job is dropped off: it is finished.');
  });
});

describe('a trip’s progress across its cars', () => {
  it('is its least advanced car with a driver, or null when no car has one', () => {
    expect(tripProgress([{ progress: 'on-board' }, { progress: 'accepted' }, { progress: null }])).toBe('accepted');
    expect(tripProgress([{ progress: 'dropped-off' }])).toBe('dropped-off');
    expect(tripProgress([{ progress: null }])).toBeNull();
    expect(tripProgress([])).toBeNull();
  });

  it('is dropped off when every car is, and there is at least one', () => {
    expect(everySlotDroppedOff([{ progress: 'dropped-off' }, { progress: 'dropped-off' }])).toBe(true);
    expect(everySlotDroppedOff([{ progress: 'dropped-off' }, { progress: 'on-board' }])).toBe(false);
    expect(everySlotDroppedOff([{ progress: 'dropped-off' }, { progress: null }])).toBe(false);
    expect(everySlotDroppedOff([])).toBe(false);
  });

  it('tells the customer when the car leaves and when it is there', () => {
    expect(CUSTOMER_TOLD_ON).toEqual(['on-the-way', 'on-location']);
  });
});

describe('stepTime: the time a step records', () => {
  const received = at('2031-06-05T15:00:00Z');

  it('keeps the phone’s time of an offline step up to a day old, else takes the server’s', () => {
    expect(stepTime(null, received)).toEqual(received);
    expect(stepTime(at('2031-06-05T14:50:00Z'), received)).toEqual(at('2031-06-05T14:50:00Z'));
    expect(stepTime(new Date(received.getTime() - STEP_MAX_AGE_MS), received)).toEqual(
      new Date(received.getTime() - STEP_MAX_AGE_MS),
    );
    expect(stepTime(new Date(received.getTime() - STEP_MAX_AGE_MS - 1), received)).toEqual(received);
  });

  it('never records a time ahead of the server: a phone ahead is the server’s time', () => {
    expect(stepTime(new Date(received.getTime() + 1_000), received)).toEqual(received);
    expect(stepTime(new Date(received.getTime() + STEP_CLOCK_SKEW_MS + 1), received)).toEqual(received);
  });

  it('raises a time before the job was given or its last step to that moment, and keeps one in order', () => {
    const lastStep = at('2031-06-05T14:40:00Z');
    expect(stepTime(at('2031-06-05T14:30:00Z'), received, lastStep)).toEqual(lastStep);
    expect(stepTime(at('2031-06-05T14:45:00Z'), received, lastStep)).toEqual(at('2031-06-05T14:45:00Z'));
    expect(stepTime(at('2031-06-05T14:40:00Z'), received, lastStep)).toEqual(lastStep);
    expect(stepTime(null, received, null)).toEqual(received);
    // A floor after the server's own time (the database's clock a little ahead) still wins: the order holds.
    const later = at('2031-06-05T15:00:01Z');
    expect(stepTime(null, received, later)).toEqual(later);
  });
});

describe('earliestStepAt', () => {
  const none: SlotStepTimes = {
    assignedAt: null,
    acceptedAt: null,
    onTheWayAt: null,
    onLocationAt: null,
    onBoardAt: null,
    droppedOffAt: null,
  };

  it('is when the job was given while no step is reached, then the latest step, and null when nothing is known', () => {
    expect(earliestStepAt(none)).toBeNull();
    expect(earliestStepAt({ ...none, assignedAt: at('2031-06-04T10:00:00Z') })).toEqual(at('2031-06-04T10:00:00Z'));
    expect(
      earliestStepAt({
        ...none,
        assignedAt: at('2031-06-04T10:00:00Z'),
        acceptedAt: at('2031-06-04T11:00:00Z'),
        onTheWayAt: at('2031-06-05T14:00:00Z'),
      }),
    ).toEqual(at('2031-06-05T14:00:00Z'));
    // A slot given before its time was kept: its own steps are the floor.
    expect(earliestStepAt({ ...none, acceptedAt: at('2031-06-04T11:00:00Z') })).toEqual(at('2031-06-04T11:00:00Z'));
  });

  it('takes the latest time even when the stored times were out of order before this rule', () => {
    const times = { ...none, onTheWayAt: at('2031-06-05T14:00:00Z'), onLocationAt: at('2031-06-05T13:00:00Z') };
    expect(earliestStepAt(times)).toEqual(at('2031-06-05T14:00:00Z'));
  });
});

describe('the driving window before the pickup', () => {
  const pickUp = at('2031-06-05T18:30:00Z'); // Thursday 2:30 PM in New York

  it('opens the driving steps 2 hours before the pickup; accepting and declining are any time', () => {
    expect(DRIVING_OPENS_HOURS_BEFORE_PICKUP).toBe(2);
    expect(DRIVING_STEPS).toEqual(['on-the-way', 'on-location', 'on-board', 'dropped-off']);
    expect(drivingOpensAt(pickUp)).toEqual(at('2031-06-05T16:30:00Z'));
  });

  it('refuses every driving step before the window, saying when it opens', () => {
    const fiveDaysAhead = new Date(pickUp.getTime() - 5 * 24 * HOUR);
    for (const step of DRIVING_STEPS) {
      expect(earlyStepRefusal(step, pickUp, fiveDaysAhead, NY)).toBe(
        `The pickup is on Thu 2031-06-05 at 2:30 PM: “${SLOT_STEP_LABELS[step]}” can be marked from Thu 2031-06-05 ` +
          'at 12:30 PM, 2 hours before it. If the pickup time has changed, ask dispatch to change it first.',
      );
    }
    expect(earlyStepRefusal('on-the-way', pickUp, new Date(drivingOpensAt(pickUp).getTime() - 1), NY)).not.toBeNull();
    expect(earlyStepRefusal('on-the-way', pickUp, fiveDaysAhead, { ...NY, timeFormat: '24h' })).toContain(
      'from Thu 2031-06-05 at 12:30, 2 hours before it',
    );
  });

  it('allows them from the moment the window opens, and after the pickup', () => {
    for (const step of DRIVING_STEPS) {
      expect(earlyStepRefusal(step, pickUp, drivingOpensAt(pickUp), NY)).toBeNull();
      expect(earlyStepRefusal(step, pickUp, at('2031-06-05T18:00:00Z'), NY)).toBeNull();
      expect(earlyStepRefusal(step, pickUp, at('2031-06-06T18:00:00Z'), NY)).toBeNull();
    }
  });

  it('never refuses accepting or declining a job ahead, nor a trip without a pickup time', () => {
    const weekAhead = new Date(pickUp.getTime() - 7 * 24 * HOUR);
    expect(earlyStepRefusal('accept', pickUp, weekAhead, NY)).toBeNull();
    expect(earlyStepRefusal('decline', pickUp, weekAhead, NY)).toBeNull();
    expect(earlyStepRefusal('dropped-off', null, weekAhead, NY)).toBeNull();
  });

  it('names the day before when the window opens on it', () => {
    const justAfterMidnight = at('2031-06-05T04:30:00Z'); // 12:30 AM on Thursday in New York
    expect(earlyStepRefusal('on-the-way', justAfterMidnight, at('2031-06-04T12:00:00Z'), NY)).toContain(
      'can be marked from Wed 2031-06-04 at 10:30 PM',
    );
  });
});

describe('who steps jobs and sets duty', () => {
  it('lets dispatch with reservations:assign step a driver’s job on their behalf, and administrators', () => {
    expect(mayStepForDriver(staff(['reservations:assign']))).toBe(true);
    expect(mayStepForDriver(staff([], true))).toBe(true);
    expect(mayStepForDriver(staff(['reservations:view']))).toBe(false);
    expect(mayStepForDriver(null)).toBe(false);
  });

  it('lets a driver set their own duty, and dispatch anyone’s', () => {
    expect(maySetDuty(staff([]), 7)).toBe(true);
    expect(maySetDuty(staff([]), 8)).toBe(false);
    expect(maySetDuty(staff(['reservations:assign']), 8)).toBe(true);
    expect(maySetDuty(undefined, 7)).toBe(false);
  });
});

describe('which trips step', () => {
  it('steps the jobs of booked trips not yet over', () => {
    expect(STEPPING_TRIP_STATUSES).toEqual(['created', 'viewed', 'assigned', 'unpaid']);
  });

  it('says why a trip that is over, or not booked, has no jobs to step', () => {
    expect(closedTripRefusal('completed')).toBe('This trip is completed: its jobs no longer move.');
    expect(closedTripRefusal('cancelled')).toBe('This trip is cancelled: its jobs no longer move.');
    expect(closedTripRefusal('draft')).toBe('This trip is a draft, not a booked trip: it has no jobs to move.');
    for (const status of RESERVATION_STATUSES.filter((s) => !STEPPING_TRIP_STATUSES.includes(s)))
      expect(closedTripRefusal(status)).toMatch(new RegExp(`^This trip is (a )?${status}`));
  });
});

describe('extras', () => {
  it('are waiting time, tolls and parking', () => {
    expect(TRIP_EXTRAS).toEqual(['waiting', 'tolls', 'parking']);
  });

  it('charge in exact cents: the minutes at the minute’s price, tolls and parking; nothing for none', () => {
    expect(extrasCents({ waitingMinutes: 20, tolls: 6.5, parking: 4.35 }, 1.15)).toEqual([
      { label: 'Waiting time (20 min)', cents: 2300 },
      { label: 'Tolls', cents: 650 },
      { label: 'Parking', cents: 435 },
    ]);
    expect(extrasCents({ waitingMinutes: 7, tolls: null, parking: 0 }, 0.29)).toEqual([
      { label: 'Waiting time (7 min)', cents: 203 },
    ]);
    expect(extrasCents({ waitingMinutes: 15, tolls: null, parking: null }, 0)).toEqual([]);
    expect(extrasCents({ waitingMinutes: null, tolls: null, parking: null }, 2)).toEqual([]);
  });

  it('are reported after the drop-off, only those the office takes, until the office reviews them', () => {
    expect(extrasRefusal('on-board', ['tolls'], ['tolls'], null)).toBe('Extras are reported after the drop-off.');
    expect(extrasRefusal(null, ['tolls'], ['tolls'], null)).toBe('Extras are reported after the drop-off.');
    expect(extrasRefusal('dropped-off', ['tolls', 'parking'], ['tolls'], null)).toBe(
      'The office does not take parking as extras.',
    );
    expect(extrasRefusal('dropped-off', ['tolls'], ['tolls'], 'approved')).toBe(
      'The office has already approved this job’s extras.',
    );
    expect(extrasRefusal('dropped-off', ['tolls'], ['tolls'], 'declined')).toBe(
      'The office has already declined this job’s extras.',
    );
    expect(extrasRefusal('dropped-off', ['tolls', 'waiting'], ['waiting', 'tolls'], 'submitted')).toBeNull();
  });

  it('are reviewed by those who may add addons', () => {
    expect(mayReviewExtras(staff(['reservations:addAddon']))).toBe(true);
    expect(mayReviewExtras(staff(['reservations:assign']))).toBe(false);
    expect(mayReviewExtras(null)).toBe(false);
  });
});
