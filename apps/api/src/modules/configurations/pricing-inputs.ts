import type { PricingInputs } from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findConfiguration } from './configurations-queries.js';
import { toConfiguration } from './configurations-service.js';

/**
 * The configuration's pricing inputs (DESIGN §5): meet & greet, the max-miles surge, extra stop charges and the
 * business time zone, read from the record (in the caller's transaction when it passes one). The result fits the
 * pricing engine as it is: `toPricingConfiguration(await readPricingInputs(tx))`.
 */
export async function readPricingInputs(db: Executor): Promise<PricingInputs> {
  const row = await findConfiguration(db);
  // Seeded at every start, so only a database emptied by hand lacks it.
  if (!row) throw new AppError('INTERNAL', 'The configuration is missing. Restart the server to recreate it.');
  const { meetAndGreet, maxMilesSurge, extraStopCharges, timezone, booking } = toConfiguration(row);
  return { meetAndGreet, maxMilesSurge, extraStopCharges, timezone, booking };
}
