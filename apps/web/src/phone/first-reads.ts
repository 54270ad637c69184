import { idInPath } from '@livery/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { PHONE_SCREENS } from '../app/screens/phone';
import { driverJobQueryOptions } from '../features/jobs/api/driver-job';
import { todayJobsQueryOptions } from '../features/jobs/api/today-jobs';
import { customerTripQueryOptions } from '../features/trips/api/customer-trip';
import { getToken, tokenSubject } from '../lib/auth-token';
import { getStatusesQueryOptions, sessionStore } from '../lib/session';
import { getBusinessDateQueryOptions } from '../lib/use-business-date';

/**
 * Who is signed in: the id the token names, at once, or — without a token that names one — the session's, once
 * `GET /me` is back. The server checks the token on the read as on any call.
 */
async function signedInId(restored: Promise<void>): Promise<number | null> {
  const named = tokenSubject();
  if (named !== null) return named;
  await restored;
  return sessionStore.getState().user?.id ?? null;
}

/**
 * What the page at this address reads first, asked for at once, beside `GET /me`: a customer's trip by its id, a
 * driver's jobs by the id their token names. The page's own query then finds it on its way.
 */
function startFirstRead(queryClient: QueryClient, restored: Promise<void>, { pathname, search }: Location): void {
  const trip = matchPath('/trips/:reservationId', pathname);
  const id = idInPath(trip?.params.reservationId);
  if (id !== null) return void queryClient.prefetchQuery(customerTripQueryOptions(id));
  void signedInId(restored).then((userId) => {
    if (userId === null) return;
    if (matchPath('/today', pathname)) return void queryClient.prefetchQuery(todayJobsQueryOptions(userId));
    const job = idInPath(matchPath('/jobs/:reservationId', pathname)?.params.reservationId);
    const driver = new URLSearchParams(search).get('driver');
    const driverId = driver === null ? userId : idInPath(driver);
    if (job !== null && driverId !== null) void queryClient.prefetchQuery(driverJobQueryOptions(driverId, job));
  });
}

/**
 * The phone entry's head start (decision 085): the opened page's chunk and its first read are asked for as the entry
 * starts, beside the session's `GET /me`, instead of one after the other once React has drawn the route. On a phone
 * each step of that chain is a round trip.
 */
export function startPage(queryClient: QueryClient, restored: Promise<void>, location: Location = window.location) {
  const screen = PHONE_SCREENS.find(({ path }) => matchPath(`/${path}`, location.pathname));
  // The same `import()` as the route's lazy page: it finds the chunk on its way or loaded.
  if (screen) void screen.load();
  startFirstRead(queryClient, restored, location);
  // The session's reference reads (`loadSessionData`: the statuses, the business's date and clock), beside `GET /me`
  // rather than once it is back (decision 086): on a phone that was one more round trip before the page settled.
  // The session's own call then finds them on their way. Without a token the page asks for a sign-in first.
  if (screen && getToken()) {
    void queryClient.prefetchQuery(getStatusesQueryOptions());
    void queryClient.prefetchQuery(getBusinessDateQueryOptions());
  }
}
