import { randomUUID } from 'node:crypto';
import { slotStepResultSchema, type SlotStep, type SlotStepResult } from '@livery/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app.js';
import { reservations } from '../db/schema.js';
import type { BookingIds } from './booking.js';
import { bearer, userWithPermissions, type Headers } from './helper.js';
import { lifecycleHelpers } from './lifecycle.js';

export interface StepOptions {
  clientId?: string;
  takenAt?: string;
  position?: { lat: number; lng: number; accuracy?: number };
  reason?: string;
}

/** The day of the trip's test helpers (issue 24): drivers, trips given to them through the API, and steps. */
export function tripProgressHelpers(ctx: { readonly app: App }, ids: BookingIds, dispatcher: Headers) {
  const lifecycle = lifecycleHelpers(ctx, ids);
  const { call, bookUnpaid, details, dataOf } = lifecycle;

  async function newDriver() {
    const user = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    return { id: user.id, headers: bearer(user.token) };
  }

  /**
   * A trip of one Sedan per driver booked by the dispatcher, each car given to its driver through the API, picked up
   * at `pickUpAt`: by default in 30 minutes, so its driving steps are open (they open 2 hours before, decision 070).
   */
  async function assignedTrip(drivers: readonly { id: number }[], options: { pickUpAt?: Date } = {}) {
    const booked = await bookUnpaid(dispatcher, drivers.length > 1 ? { cars: drivers.length } : {});
    const pickUpAt = options.pickUpAt ?? new Date(Date.now() + 30 * 60_000);
    await ctx.app.db.update(reservations).set({ pickUpAt }).where(eq(reservations.id, booked.id));
    const before = dataOf(await details(dispatcher, booked.id));
    const slots = before.cars.flatMap((car) => car.slots);
    const response = await call('PUT', `/reservations/${booked.id}/drivers`, dispatcher, {
      version: before.version,
      slots: slots.map((slot, i) => ({ slotId: slot.id, driverId: drivers[i]!.id })),
      // A driver may be given two trips at once here: these tests are about the steps, not the conflict (decision 081).
      acknowledgeConflicts: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...booked, slotIds: slots.map((slot) => slot.id) };
  }

  const sendStep = (headers: Headers, id: number, slotId: number, step: SlotStep, options: StepOptions = {}) =>
    call('POST', `/reservations/${id}/slots/${slotId}/steps`, headers, {
      step,
      clientId: options.clientId ?? randomUUID(),
      ...options,
    });

  const resultOf = (response: { statusCode: number; body: string; json: () => { data: unknown } }): SlotStepResult => {
    expect(response.statusCode, response.body).toBe(200);
    return slotStepResultSchema.parse(response.json().data);
  };

  /** Every step up to and including `last`, each step applied. */
  async function driveTo(headers: Headers, id: number, slotId: number, last: SlotStep) {
    const steps: SlotStep[] = ['accept', 'on-the-way', 'on-location', 'on-board', 'dropped-off'];
    for (const step of steps.slice(0, steps.indexOf(last) + 1))
      expect(resultOf(await sendStep(headers, id, slotId, step)).applied).toBe(true);
  }

  return { ...lifecycle, newDriver, assignedTrip, sendStep, resultOf, driveTo };
}
