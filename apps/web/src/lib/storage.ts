import { STORAGE_PREFIX } from '@livery/domain';

/** Every key the app writes to localStorage or cookies carries the app-name prefix (SPEC §9). */
export const storageKey = (name: string) => `${STORAGE_PREFIX}${name}`;

export const THEME_MODE_KEY = storageKey('theme');

/** "Header data" outlives a sign-out (SPEC §4): the theme preference and anything stored as `header…`. */
const isHeaderData = (key: string) => key === THEME_MODE_KEY || key.startsWith(storageKey('header'));

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

/** Removes the app's local data, keeping the header data. */
export function clearLocalData(): void {
  try {
    const keys = Object.keys(window.localStorage);
    for (const key of keys) {
      if (key.startsWith(STORAGE_PREFIX) && !isHeaderData(key)) window.localStorage.removeItem(key);
    }
  } catch {
    // nothing to clear
  }
}
