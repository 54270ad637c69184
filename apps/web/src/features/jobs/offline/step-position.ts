import type { StepPosition } from '@livery/domain';

/** How long a step waits for the phone's position at most: the step is never held up for it. */
const WAIT_MS = 1_500;

/** Whether the driver has let the app read the position (never asks: see `askForPosition`). */
export async function positionAllowed(): Promise<PermissionState | 'unsupported'> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.permissions) return 'unsupported';
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'unsupported';
  }
}

const toStepPosition = ({ coords }: GeolocationPosition): StepPosition => ({
  lat: coords.latitude,
  lng: coords.longitude,
  ...(Number.isFinite(coords.accuracy) ? { accuracy: Math.min(coords.accuracy, 100_000) } : {}),
});

/** The phone's position for a step when the driver allowed it, within a moment; otherwise none. */
export async function positionForStep(): Promise<StepPosition | undefined> {
  if ((await positionAllowed()) !== 'granted') return undefined;
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(undefined), WAIT_MS);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        window.clearTimeout(timer);
        resolve(toStepPosition(position));
      },
      () => {
        window.clearTimeout(timer);
        resolve(undefined);
      },
      { enableHighAccuracy: false, timeout: WAIT_MS, maximumAge: 60_000 },
    );
  });
}

/** The driver chose to share their position with each step: the browser asks them once. */
export function askForPosition(): Promise<boolean> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(false);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      () => resolve(true),
      () => resolve(false),
      { timeout: 30_000, maximumAge: 60_000 },
    );
  });
}
