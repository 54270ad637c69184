import {
  addressKeyOf,
  ADDRESS_MESSAGES,
  type PlacedPoint,
  type SavedAddress,
  type SavedAddressUpdate,
  type TripLocation,
} from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  deleteSaved,
  findSavedByKey,
  isOwnSaved,
  listSaved,
  updateSavedLabel,
  upsertSaved,
} from './addresses-queries.js';
import type { Geocoder } from './geocoder.js';

type Row = Awaited<ReturnType<typeof listSaved>>[number];

const toSaved = (row: Row): SavedAddress => ({
  id: row.id,
  label: row.label,
  address: row.address,
  precision: row.precision,
  useCount: row.useCount,
  lastUsedAt: row.lastUsedAt.toISOString(),
});

/** The most a customer's address book lists (the last used first). */
export const SAVED_ADDRESSES_LIMIT = 100;

/** `GET /account/addresses`: the signed-in user's address book. */
export async function listSavedAddresses(db: Executor, userId: number): Promise<SavedAddress[]> {
  return (await listSaved(db, userId, '', SAVED_ADDRESSES_LIMIT)).map(toSaved);
}

/** One of your own saved addresses, decided before the body is read (decision 071): another's is a 404. */
export async function requireOwnSaved(db: Executor, userId: number, id: number): Promise<void> {
  if (!(await isOwnSaved(db, userId, id))) throw new AppError('NOT_FOUND', ADDRESS_MESSAGES.savedNotFound);
}

/** `PATCH /account/addresses/{id}`: names one of your own; another's is a 404, as if it did not exist. */
export async function renameSavedAddress(
  db: Executor,
  userId: number,
  id: number,
  update: SavedAddressUpdate,
): Promise<SavedAddress> {
  const row = await updateSavedLabel(db, userId, id, update.label);
  if (!row) throw new AppError('NOT_FOUND', ADDRESS_MESSAGES.savedNotFound);
  return toSaved(row);
}

/** `DELETE /account/addresses/{id}`: forgets one of your own (booking to it again saves it again). */
export async function deleteSavedAddress(db: Executor, userId: number, id: number): Promise<void> {
  if (!(await deleteSaved(db, userId, id))) throw new AppError('NOT_FOUND', ADDRESS_MESSAGES.savedNotFound);
}

/**
 * Where an address a trip names is (a quote's points, decision 059): where the customer's saved address of the same
 * words was placed, else the geocoder's answer (Photon, or the embedded ZIP and city lookup), else null.
 */
export async function placeAddress(
  db: Executor,
  geocoder: Geocoder,
  customerId: number | null,
  address: string,
): Promise<PlacedPoint | null> {
  const saved = customerId === null ? undefined : await findSavedByKey(db, customerId, addressKeyOf(address));
  if (saved) return { lat: saved.lat, lng: saved.lng, precision: saved.precision };
  return geocoder.place(db, address);
}

/**
 * Saves the addresses a customer booked to (not airports or other known places), with where they were placed, in
 * the booking's transaction. An address nothing can place (staff typed its miles) is not saved.
 */
export async function rememberAddresses(
  db: Executor,
  geocoder: Geocoder,
  customerId: number,
  locations: readonly TripLocation[],
): Promise<void> {
  const typed = new Map(
    locations.filter((l) => l.placeId === undefined).map((l) => [addressKeyOf(l.address), l.address.trim()]),
  );
  for (const [addressKey, address] of typed) {
    const placed = await placeAddress(db, geocoder, customerId, address);
    if (placed) await upsertSaved(db, { userId: customerId, address, addressKey, ...placed });
  }
}
