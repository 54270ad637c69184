import { APP_NAME, formatMoney } from '@livery/domain';
import type { OutgoingMail } from './mail-queries.js';
import { writtenPickUp } from '../../lib/business-clock.js';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A short e-mail with a greeting, lines and one link (text and HTML); without a URL (a page its reader could not
 * open), the lines alone.
 */
export function linkMail(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  url: string | null,
) {
  const text = [`Hello ${greeting},`, '', ...lines, ...(url ? ['', `${action}: ${url}`] : []), '', `— ${APP_NAME}`];
  const html = [
    `<p>Hello ${escapeHtml(greeting)},</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    ...(url ? [`<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`] : []),
    `<p>— ${APP_NAME}</p>`,
  ].join('\n');
  return { to, subject: `${APP_NAME} — ${subject}`, text: text.join('\n'), html } satisfies OutgoingMail;
}

export const resetPasswordMail = (to: string, name: string, url: string) =>
  linkMail(
    to,
    'Reset your password',
    name,
    [
      'Someone asked to reset the password of your account. The link works once, for one hour.',
      'If it was not you, ignore this e-mail.',
    ],
    'Reset your password',
    url,
  );

export const setPasswordMail = (to: string, name: string, url: string) =>
  linkMail(
    to,
    'Set your password',
    name,
    [`An account was created for you at ${APP_NAME}. Choose a password to sign in. The link works once, for 3 days.`],
    'Set your password',
    url,
  );

export const verifyEmailMail = (to: string, name: string, url: string) =>
  linkMail(to, 'Verify your e-mail', name, ['Please confirm this is your e-mail address.'], 'Verify your e-mail', url);

export const changeEmailMail = (to: string, name: string, url: string) =>
  linkMail(
    to,
    'Confirm your new e-mail',
    name,
    ['You asked to use this address for your account. It changes only when you follow the link (valid for one day).'],
    'Confirm your new e-mail',
    url,
  );

/** Who made a change to an account, as its owner reads it. */
const byWhom = (byStaff: boolean) => (byStaff ? 'A member of staff' : 'You');

/** To the old address after a sign-in e-mail change (issue 8): the owner hears of it wherever it came from. */
export const emailChangedNotice = (
  to: string,
  name: string,
  change: { newEmail: string; byStaff: boolean; url: string },
) =>
  linkMail(
    to,
    'Your sign-in e-mail was changed',
    name,
    [
      `${byWhom(change.byStaff)} changed the e-mail you sign in with to ${change.newEmail}. This address no longer signs in.`,
      'If you did not expect this, contact the office at once.',
    ],
    `Open ${APP_NAME}`,
    change.url,
  );

export const passwordChangedNotice = (to: string, name: string, change: { byStaff: boolean; url: string }) =>
  linkMail(
    to,
    'Your password was changed',
    name,
    [
      `${byWhom(change.byStaff)} changed the password of your account; every session was signed out.`,
      'If you did not expect this, reset your password and contact the office.',
    ],
    'Reset your password',
    change.url,
  );

export const rolesChangedMail = (
  to: string,
  name: string,
  change: { roles: string[]; isAdmin: boolean; signInUrl: string },
) =>
  linkMail(
    to,
    'Your access was changed',
    name,
    [
      `Your roles are now: ${change.roles.length ? change.roles.join(', ') : 'none'}${change.isAdmin ? ', with administrator rights' : ''}.`,
      'If you did not expect this, contact the office.',
    ],
    `Open ${APP_NAME}`,
    change.signInUrl,
  );

/** What the lifecycle e-mails say of a trip: its number, pickup and route. */
export interface TripSummary {
  number: string;
  pickUpAt: Date | null;
  pickUpLocation: string | null;
  dropOffLocation: string | null;
}
export const tripLine = (trip: TripSummary, timeZone: string) =>
  `Trip ${trip.number}${trip.pickUpAt ? `, pickup ${writtenPickUp(trip.pickUpAt, timeZone)}` : ''}` +
  `, from ${trip.pickUpLocation ?? '—'} to ${trip.dropOffLocation ?? '—'}.`;

/** To the customer when a trip is completed (DESIGN §5 "Notifications"), with the link to review it. */
export const reservationCompletedMail = (
  to: string,
  name: string,
  trip: TripSummary,
  change: { reviewUrl: string; timeZone: string },
) =>
  linkMail(
    to,
    `Trip ${trip.number} completed`,
    name,
    [tripLine(trip, change.timeZone), `Thank you for riding with ${APP_NAME}. How was your trip? Tell us in a minute.`],
    'Review your trip',
    change.reviewUrl,
  );

/** To the customer when a trip (one leg of a round trip) is cancelled, with the refund made, if any. */
export const reservationCancelledMail = (
  to: string,
  name: string,
  trip: TripSummary,
  change: { reason: string | null; refunded: number | null; isRoundTripLeg: boolean; url: string; timeZone: string },
) =>
  linkMail(
    to,
    `Trip ${trip.number} cancelled`,
    name,
    [
      `${tripLine(trip, change.timeZone)} It is cancelled.`,
      ...(change.isRoundTripLeg ? ['The other leg of your round trip is still booked.'] : []),
      ...(change.reason ? [`Reason: ${change.reason}`] : []),
      ...(change.refunded !== null
        ? [`${formatMoney(change.refunded)} was refunded to your PayPal account; it may take a few days to show.`]
        : []),
      'If you did not expect this, contact the office.',
    ],
    'See your trip',
    change.url,
  );
