import { storageKey } from '../../../lib/storage';
import { STEPS, type Step, type WizardState } from './wizard-state';

/**
 * The wizard kept in this tab's sessionStorage while it is filled in, so signing in (another page) or a reload
 * comes back to the same trip and step. Cleared once the trip is booked or started over.
 */
const KEY = storageKey('booking-wizard');

/**
 * The same, in this page's memory, where the browser refuses storage: in the booking widget's frame on another site
 * (third-party storage blocked). The widget signs in without leaving the page, so memory is enough there.
 */
let inMemory: string | null = null;

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

function storedText(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return inMemory; // storage refused
  }
}

export function loadWizardState(): WizardState | null {
  const text = storedText();
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isWizardState(value) ? value : null;
  } catch {
    return null; // an unreadable value: start afresh
  }
}

/** Keeps the wizard's state, as `JSON.stringify(state)` wrote it, in this tab. */
export function saveWizardText(stateText: string): void {
  inMemory = stateText;
  try {
    window.sessionStorage.setItem(KEY, stateText);
  } catch {
    // storage disabled or full: the wizard still works, it is just not kept across a sign-in
  }
}

export function clearWizardState(): void {
  inMemory = null;
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
