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
  terminals: z.array(terminalSchema).optional(),
});
export type Airport = z.infer<typeof airportSchema>;

export const airportQuerySchema = z.strictObject({
  includeLocations: z
    .enum(['true', 'false'], { error: 'includeLocations must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type AirportQuery = z.infer<typeof airportQuerySchema>;
