import { storageKey } from '../../../lib/storage';
import { STEPS, type Step, type WizardState } from './wizard-state';

/**
 * The wizard kept in this tab's sessionStorage while it is filled in, so signing in (another page) or a reload
 * comes back to the same trip and step. Cleared once the trip is booked or started over.
 */
const KEY = storageKey('booking-wizard');

const isStep = (step: unknown): step is Step => STEPS.some((known) => known === step);

/** Whether a stored or saved value is a wizard state this release reads (a draft from an older one is not). */
export function isWizardState(value: unknown): value is WizardState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    value.version === 1 &&
    'step' in value &&
    isStep(value.step) &&
    'trip' in value &&
    typeof value.trip === 'object' &&
    'price' in value &&
    typeof value.price === 'object' &&
    'customer' in value &&
    typeof value.customer === 'object'
  );
}

export function loadWizardState(): WizardState | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return isWizardState(value) ? value : null;
  } catch {
    return null; // storage disabled or an unreadable value: start afresh
  }
}

/** Keeps the wizard's state, as `JSON.stringify(state)` wrote it, in this tab. */
export function saveWizardText(stateText: string): void {
  try {
    window.sessionStorage.setItem(KEY, stateText);
  } catch {
    // storage disabled or full: the wizard still works, it is just not kept across a sign-in
  }
}

export function clearWizardState(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
