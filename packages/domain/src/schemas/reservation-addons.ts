import { z } from 'zod';
import { idSchema, MAX_VERSION, versionSchema, wholeNumberParamSchema, wholeNumberSchema } from './common.js';

/**
 * Addons on a booked trip (issue 12, DESIGN §5 price step 8, decision 047): `POST /reservations/{id}/addons` adds one
 * of the catalogue's active addons at the version read, `DELETE /reservations/{id}/addons/{addonLineId}?version=`
 * takes one off. Both answer the reservation's details, priced again.
 */

export const RESERVATION_ADDON_MESSAGES = {
  unknownAddon: 'This addon does not exist (any more). Choose one of the active addons.',
  inactiveAddon: (name: string) => `The addon ${name} is not active: only active addons can be added to a trip.`,
  notThisTrip: (lineId: number, number: string) =>
    `Addon line ${lineId} is not on ${number}: reload the reservation and try again.`,
  added: (name: string) => `Addon ${name} added`,
  removed: (name: string) => `Addon ${name} removed`,
} as const;

/** `POST /reservations/{id}/addons`: which catalogue addon, at the reservation's version. */
export const addReservationAddonSchema = z.strictObject({
  addonId: wholeNumberSchema('addonId', { min: 1, message: 'addonId must be the id of an addon' }),
  version: versionSchema,
});
export type AddReservationAddonRequest = z.output<typeof addReservationAddonSchema>;

/** The reservation and the addon line (`addons[].id` of the details) to take off. */
export const reservationAddonParamsSchema = z.strictObject({ id: idSchema, addonLineId: idSchema });
export type ReservationAddonParams = z.output<typeof reservationAddonParamsSchema>;

/** `DELETE …/addons/{addonLineId}?version=`: the reservation's version, from the query string. */
export const deleteReservationAddonQuerySchema = z.strictObject({
  version: wholeNumberParamSchema('version', { max: MAX_VERSION }),
});
export type DeleteReservationAddonQuery = z.output<typeof deleteReservationAddonQuerySchema>;
