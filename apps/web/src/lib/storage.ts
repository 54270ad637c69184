import { STORAGE_PREFIX } from '@livery/domain';

/** Every key the app writes to localStorage or cookies carries the app-name prefix (SPEC §9). */
export const storageKey = (name: string) => `${STORAGE_PREFIX}${name}`;

export const THEME_MODE_KEY = storageKey('theme');

/** "Header data" outlives a sign-out (SPEC §4): the theme preference and anything stored as `header…`. */
const isHeaderData = (key: string) => key === THEME_MODE_KEY || key.startsWith(storageKey('header'));

const PREFERENCES = storageKey('prefs:');

/**
 * A person's way of seeing a screen (a list's columns and their order), under their user id: kept across a sign-out
 * like the theme, so each person who signs in on a shared office computer finds their own (decision 054).
 */
export const preferenceKey = (name: string, userId: number) => `${PREFERENCES}${name}:${userId}`;

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, quota): behave as if empty
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage disabled: the preference simply is not remembered
  }
}

/** Removes the app's local data, keeping the header data and people's screen preferences. */
export function clearLocalData(): void {
  try {
    const keys = Object.keys(window.localStorage);
    for (const key of keys) {
      const isKept = isHeaderData(key) || key.startsWith(PREFERENCES);
      if (key.startsWith(STORAGE_PREFIX) && !isKept) window.localStorage.removeItem(key);
    }
  } catch {
    // nothing to clear
  }
}
