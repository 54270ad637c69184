import { z } from 'zod';
import { idSchema } from './common.js';

/**
 * How exactly a trip's point was placed (issue 25, decision 059), finest first: a known place (airport, terminal,
 * landmark) or an address the customer saved; an address the geocoder found; the centre of its ZIP code; the
 * centre of its city. A leg is as precise as its coarsest point, or `staff` when staff typed its miles.
 */
export const POINT_PRECISIONS = ['place', 'geocoder', 'zip', 'city'] as const;
export type PointPrecision = (typeof POINT_PRECISIONS)[number];
export const MILES_PRECISIONS = [...POINT_PRECISIONS, 'staff'] as const;
export type MilesPrecision = (typeof MILES_PRECISIONS)[number];

/** What staff read beside the miles (details page, quote): the precision in the office's words. */
export const MILES_PRECISION_LABELS: Record<MilesPrecision, string> = {
  place: 'known place',
  geocoder: 'geocoded address',
  zip: 'ZIP code centre',
  city: 'city centre',
  staff: 'miles typed by staff',
};

/** What a customer reads beside the miles: plain words, no jargon. */
export const MILES_PRECISION_WORDS: Record<MilesPrecision, string> = {
  place: 'Distance measured between the addresses',
  geocoder: 'Distance measured between the addresses',
  zip: 'Distance estimated from the ZIP code',
  city: 'Distance estimated from the city',
  staff: 'Distance set by our office',
};

/** An address on one line: runs of spaces (and line breaks) as one space, trimmed. */
export const oneLineAddress = (address: string) => address.replace(/\s+/g, ' ').trim();

/**
 * An address as a key: one line, lower case. "350  5th Ave" and "350 5th ave" are one address — in the address book
 * (one row per customer and key), the geocoder's cache and a quote's points.
 */
export const addressKeyOf = (address: string) => oneLineAddress(address).toLowerCase();

/** The coarsest of a leg's points: a leg is no more precise than its least precise point. */
export function coarsestPrecision(precisions: readonly PointPrecision[]): PointPrecision {
  let worst = 0;
  for (const p of precisions) worst = Math.max(worst, POINT_PRECISIONS.indexOf(p));
  return POINT_PRECISIONS[worst] ?? 'place';
}

export const ADDRESS_MESSAGES = {
  /** A customer's (or visitor's) address the server could not place at all. */
  unplaceable:
    'We could not find this address. Add its ZIP code, or its city and state (for example “Austin, TX”), or choose a suggestion.',
  /** Staff's address that could not be placed: they may still give the miles. */
  unplaceableStaff:
    'This address could not be placed: add its ZIP code or its city and state, or enter the miles of this leg.',
  savedNotFound: 'This saved address no longer exists.',
} as const;

/** Where a suggestion comes from, in the order they are listed. */
export const SUGGESTION_KINDS = ['airport', 'terminal', 'place', 'saved', 'address', 'zip', 'city'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/**
 * One answer of `GET /places/suggestions`: `address` is what the field then holds and what the trip sends back;
 * `placeId` is set for a known place (an airport's `airportId` for a terminal); `savedId` for the customer's
 * saved address. The server places the address again when the trip is priced: coordinates never come from the
 * browser.
 */
export const addressSuggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** The headline: a place's or saved address's name, else the street line. */
  name: z.string(),
  address: z.string(),
  placeId: z.number().int().nullable(),
  airportId: z.number().int().nullable(),
  savedId: z.number().int().nullable(),
  precision: z.enum(POINT_PRECISIONS),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

const noNul = (value: string) => !value.includes('\u0000');

export const suggestionQuerySchema = z.strictObject({
  q: z
    .string({ error: 'Type part of an address' })
    .trim()
    .max(200, 'Type at most 200 characters of an address')
    .refine(noNul, 'An address must not contain a NUL character')
    .transform(oneLineAddress)
    .default(''),
  /** Staff booking for a customer: that customer's saved addresses too (needs `reservations:search-user`). */
  customerId: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type SuggestionQuery = z.infer<typeof suggestionQuerySchema>;

/** An address in a customer's address book: built from their bookings, named and deleted by them. */
export const savedAddressSchema = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  address: z.string(),
  precision: z.enum(POINT_PRECISIONS),
  useCount: z.number().int(),
  lastUsedAt: z.iso.datetime({ offset: true }),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const savedAddressUpdateSchema = z.strictObject({
  label: z
    .string({ error: 'A name must be text' })
    .trim()
    .max(40, 'A name must be at most 40 characters')
    .refine(noNul, 'A name must not contain a NUL character')
    .nullable()
    .transform((label) => (label === '' ? null : label)),
});
export type SavedAddressUpdate = z.infer<typeof savedAddressUpdateSchema>;

/** A point the server placed: its coordinates and how exactly (never sent by the browser). */
export const placedPointSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  precision: z.enum(POINT_PRECISIONS),
});
export type PlacedPoint = z.infer<typeof placedPointSchema>;
