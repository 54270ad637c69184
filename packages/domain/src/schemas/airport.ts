import { z } from 'zod';

/** A terminal of an airport: a place of its own, so a trip can start at its kerb (decision 038). */
export const terminalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Terminal = z.infer<typeof terminalSchema>;

/**
 * An airport as `GET /airports` answers it (SPEC §7): its IATA code and coordinates, and with
 * `includeLocations=true` its terminals (an airport may have none: then the trip uses the airport itself).
 */
export const airportSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Its pickups (and its terminals') take the card's international wait grace (decision 094). */
  international: z.boolean(),
  terminals: z.array(terminalSchema).optional(),
});
export type Airport = z.infer<typeof airportSchema>;

/** `PUT /airports/{id}/international`: whether the airport is international (decision 094). */
export const airportInternationalSchema = z.strictObject({
  international: z.boolean({ error: 'international must be true or false' }),
});
export type AirportInternational = z.infer<typeof airportInternationalSchema>;

export const airportQuerySchema = z.strictObject({
  includeLocations: z
    .enum(['true', 'false'], { error: 'includeLocations must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type AirportQuery = z.infer<typeof airportQuerySchema>;
