import type { ReservationAddon } from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import { findAddonLines, type ReservationRow } from '../core/index.js';

/** What the details show of the addons, in the order added; a driver reads them without their price. */
export async function addonsForDetails(
  db: Executor,
  row: ReservationRow,
  isDriver: boolean,
): Promise<ReservationAddon[]> {
  const lines = await findAddonLines(db, row.id);
  return lines.map((line) => ({
    id: line.id,
    addonId: line.addonId,
    name: line.name,
    amount: isDriver ? null : line.amount,
    percentage: isDriver ? null : line.percentage,
    lineAmount: isDriver ? null : line.lineAmount,
    explanation: isDriver ? null : line.explanation,
    createdAt: line.createdAt.toISOString(),
  }));
}
