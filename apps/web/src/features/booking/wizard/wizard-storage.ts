import { storageKey } from '../../../lib/storage';
import { STEPS, type WizardState } from './wizard-state';

/**
 * The wizard kept in this tab's sessionStorage while it is filled in, so signing in (another page) or a reload
 * comes back to the same trip and step. Cleared once the trip is booked or started over.
 */
const KEY = storageKey('booking-wizard');

/** Whether a stored or saved value is a wizard state this release reads (a draft from an older one is not). */
export function isWizardState(value: unknown): value is WizardState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<WizardState>;
  return (
    state.version === 1 &&
    STEPS.includes(state.step as WizardState['step']) &&
    typeof state.trip === 'object' &&
    typeof state.price === 'object' &&
    typeof state.customer === 'object'
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

export function saveWizardState(state: WizardState): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
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
