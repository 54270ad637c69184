import { z } from 'zod';
import { configurationSchema, type Configuration } from './configuration.js';

/**
 * What anyone may read, signed in or not: the booking flow's prices, the public home page, the cancellation policy a
 * customer books under (never the office's e-mail address), and how many days a quote stays open by default.
 */
export const publicConfigurationSchema = configurationSchema
  .pick({
    meetAndGreet: true,
    maxMilesSurge: true,
    extraStopCharges: true,
    home: true,
    timezone: true,
    display: true,
    booking: true,
  })
  .extend({
    customerPolicy: z.object({ cancelCutoffHours: z.number(), cancelFeePercentage: z.number() }),
    // Unless its sender says otherwise: the wizard's "Send as quote" offers it (decision 090).
    quotes: z.object({ validDays: z.number().int() }),
  });
export type PublicConfiguration = z.infer<typeof publicConfigurationSchema>;

/** The configuration's pricing inputs, as the pricing engine's `toPricingConfiguration` takes them, and who may book what. */
export type PricingInputs = Pick<
  Configuration,
  'meetAndGreet' | 'maxMilesSurge' | 'extraStopCharges' | 'timezone' | 'booking'
>;
