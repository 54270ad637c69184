import { DEFAULT_WAIT_GRACE, pickupKindOf, toCents, type RateCard, type WaitTerms } from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { findWaitingMinuteAmount } from '../configurations/index.js';
import { findKnownPlaces } from '../places/index.js';
import { pricingRateCard, rateCardInForce } from '../rate-cards/index.js';
import type { ReservationRow } from '../reservations/index.js';

/** The trip's card (the one it was priced with), else the card in force at its pickup, else none. */
async function cardOf(tx: Executor, row: ReservationRow): Promise<RateCard | null> {
  if (row.rateCardId !== null) return pricingRateCard(tx, row.rateCardId);
  if (row.pickUpAt === null) return null;
  return (await rateCardInForce(tx, row.pickUpAt))?.card ?? null;
}

/**
 * What a car's wait is billed by (decision 094), fixed when its passenger is on board: the pickup's kind (an airport
 * marked international, another airport, any other place), that kind's grace on the card, and the class's rate a
 * minute on it. Without a card: the default grace and the configuration's rate for every class; a class the card has
 * no wait rate for takes the configuration's rate too.
 */
export async function waitTermsOf(
  tx: Executor,
  row: ReservationRow,
  car: { carId: number | null; carName: string },
): Promise<WaitTerms> {
  const placeId = row.pickUpPlaceId;
  const place = placeId === null ? null : ((await findKnownPlaces(tx, [placeId])).get(placeId) ?? null);
  const pickupKind = pickupKindOf(place);
  const card = await cardOf(tx, row);
  const rate = card?.classes.find((carClass) => carClass.carId === car.carId)?.wait?.perMinute;
  return {
    pickupKind,
    graceMinutes: (card?.waitGrace ?? DEFAULT_WAIT_GRACE)[pickupKind],
    perMinute: rate ?? toCents(await findWaitingMinuteAmount(tx)),
    carId: car.carId,
    carName: car.carName,
    rateCardId: card?.id ?? null,
  };
}
