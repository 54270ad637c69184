/** What the booking wizard is doing: a new booking, a draft resumed, a booked trip copied, or a booked trip changed. */
import type { BookedTrip } from '@livery/domain';
import { STEPS, type Step } from './wizard-state';

/**
 * Where the wizard's trip comes from and where it goes: a new booking (kept in this tab), a saved draft resumed, a
 * booked trip copied without its dates, or a booked trip changed (`PUT`, no payment step).
 */
export type WizardMode =
  | { kind: 'create' }
  | { kind: 'draft'; draft: { id: number; version: number; number: string } }
  | { kind: 'duplicate'; number: string }
  | { kind: 'update'; booked: BookedTrip };

/** The update screen's steps: the trip is paid (or not) already, so no payment step. */
const UPDATE_STEPS: readonly Step[] = STEPS.filter((step) => step !== 'payment');

/** The steps a mode goes through. */
export const stepsOf = (mode: WizardMode): readonly Step[] => (mode.kind === 'update' ? UPDATE_STEPS : STEPS);
