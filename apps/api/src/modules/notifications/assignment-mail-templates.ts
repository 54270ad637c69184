import { APP_NAME } from '@livery/domain';
import { linkMail, tripLine, type TripSummary } from './mail-templates.js';
import { flightOf, pickUpTimeOf, type AssignmentChange, type TripForDriver } from './sms-templates.js';

/** The e-mails of assigning drivers (DESIGN §5 "Notifications", decision 046): to each driver, and to the customer. */

function tripDetails(trip: TripForDriver, timeZone: string): string[] {
  const flight = flightOf(trip);
  return [
    `Pickup: ${pickUpTimeOf(trip, timeZone)}`,
    `Customer: ${[trip.name, trip.phoneNumber].filter(Boolean).join(', ') || '—'}`,
    `From: ${trip.pickUpLocation ?? '—'}`,
    ...trip.stops.map((stop, i) => `Stop ${i + 1}: ${stop}`),
    `To: ${trip.dropOffLocation ?? '—'}`,
    `Meet & greet: ${trip.meetAndGreet ? 'yes' : 'no'}`,
    ...(flight ? [`Flight: ${flight}`] : []),
    ...(trip.comments ? [`Comments: ${trip.comments}`] : []),
  ];
}

/**
 * To a driver given a car of a trip, taken off it, or whose trip changed (with what changed): the whole trip, as the
 * text says it in short.
 */
export const driverAssignmentMail = (
  change: AssignmentChange,
  to: string,
  name: string,
  trip: TripForDriver,
  options: { url: string; timeZone: string; changed?: readonly string[] },
) =>
  change === 'changed'
    ? linkMail(
        to,
        `Trip ${trip.number} changed`,
        name,
        [
          `Trip ${trip.number}, which you drive, was changed: ${(options.changed ?? []).join(', ') || 'its details'}. ` +
            'As it is now:',
          ...tripDetails(trip, options.timeZone),
        ],
        'See the trip',
        options.url,
      )
    : change === 'assigned'
      ? linkMail(
          to,
          `Trip ${trip.number} assigned to you`,
          name,
          [`You drive trip ${trip.number}.`, ...tripDetails(trip, options.timeZone)],
          'See the trip',
          options.url,
        )
      : linkMail(
          to,
          `Trip ${trip.number} is no longer yours`,
          name,
          [
            `You no longer drive trip ${trip.number}; nothing is expected of you for it.`,
            ...tripDetails(trip, options.timeZone),
          ],
          `Open ${APP_NAME}`,
          options.url,
        );

/**
 * To the customer when every car of the trip has its driver, naming them; the link is their trip's page (none for a
 * trip on no customer's account, whose page its reader could not open).
 */
export const driversAssignedMail = (
  to: string,
  name: string,
  trip: TripSummary,
  change: { drivers: readonly string[]; url: string | null; timeZone: string },
) =>
  linkMail(
    to,
    `Your driver for trip ${trip.number}`,
    name,
    [
      tripLine(trip, change.timeZone),
      change.drivers.length > 1
        ? `Your drivers are ${change.drivers.join(', ')}.`
        : `Your driver is ${change.drivers[0] ?? 'assigned'}.`,
      'If anything changes, contact the office.',
    ],
    'See your trip',
    change.url,
  );
