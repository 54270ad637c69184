import type { PublishRateCardInput, StoredRateCard } from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { guardUnique } from '../../db/writes.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import { countTripsBookedSince } from '../reservations/index.js';
import * as queries from './rate-cards-queries.js';
import { checkCarClasses, ENTITY, foundCard, toStored, toSummary } from './rate-cards-service.js';

/**
 * How far before now "now" may be sent: a form picks the time to the minute, and the request takes a moment. A time
 * within it takes effect at the publishing instant itself, so no trip booked before it changes card.
 */
export const PUBLISH_GRACE_MS = 60_000;
/** Trips booked since a past moment are counted to this many; more reads "more than 10,000". */
const TRIPS_COUNTED = 10_000;

/**
 * Publishes a draft from an instant, now or later (decision 091). Earlier is refused: a 409 naming the card and how
 * many trips were booked since that moment (they were priced with the card then in force, and publishing never
 * changes a booked price), or, when none were, a 400 on the field.
 */
export function publishRateCard(
  db: Executor,
  actorId: number,
  id: number,
  input: PublishRateCardInput,
  now: Date,
): Promise<StoredRateCard> {
  const asked = new Date(input.effectiveFrom);
  const effectiveFrom = asked < now ? now : asked;
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const before = await foundCard(tx, id);
        if (before.status === 'published')
          throw new AppError('CONFLICT', `Rate card "${before.name}" is already published: copy it to a new draft.`);
        if (asked.getTime() < now.getTime() - PUBLISH_GRACE_MS) await refusePast(tx, before.name, asked);
        // A car class deleted since the draft was written would leave the card pricing a class that is gone.
        await checkCarClasses(tx, before.card);
        const row = await queries.updateRateCard(tx, id, input.version, {
          status: 'published',
          effectiveFrom,
          updatedById: actorId,
        });
        if (!row) throw AppError.staleVersion('rate card');
        await recordAudit(tx, {
          actorId,
          action: 'publish',
          entity: ENTITY,
          entityId: id,
          before: toSummary(before),
          after: toSummary(row),
        });
        return toStored(row);
      }),
    () =>
      new AppError('CONFLICT', 'Another published card takes effect at that same instant.', {
        effectiveFrom: 'Another published card takes effect at this instant: choose another time',
      }),
  );
}

async function refusePast(tx: Executor, name: string, asked: Date): Promise<never> {
  const booked = await countTripsBookedSince(tx, asked, TRIPS_COUNTED);
  if (booked === 0) throw AppError.validation({ effectiveFrom: 'Effective from must be now or later' });
  const trips =
    booked > TRIPS_COUNTED
      ? `more than ${TRIPS_COUNTED.toLocaleString('en-US')} trips were`
      : booked === 1
        ? '1 trip was'
        : `${booked} trips were`;
  throw new AppError(
    'CONFLICT',
    `Rate card "${name}" cannot take effect from ${asked.toISOString()}, in the past: ${trips} booked after that moment, priced with the card then in force. Publish it from now or later.`,
    { effectiveFrom: `${trips[0]!.toUpperCase()}${trips.slice(1)} booked after this moment: choose now or later` },
  );
}
