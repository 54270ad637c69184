import {
  toPricingRateCard,
  type CreateRateCardInput,
  type RateCard,
  type RateCardListQuery,
  type RateCardRecord,
  type RateCardSummary,
  type StoredRateCard,
  type UpdateRateCardInput,
} from '@livery/domain';
import { isForeignKeyViolation } from '../../db/errors.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import { existingCarIds } from '../cars/index.js';
import * as queries from './rate-cards-queries.js';

export const ENTITY = 'rate-card';

export function toSummary(row: queries.RateCardRow): RateCardSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    effectiveFrom: row.effectiveFrom?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toStored = (row: queries.RateCardRow): StoredRateCard => ({
  ...toSummary(row),
  card: row.card,
  createdById: row.createdById,
  updatedById: row.updatedById,
});

export async function listRateCards(db: Executor, query: RateCardListQuery) {
  const { rows, ...total } = await queries.listRateCards(db, query);
  return { dataItems: rows.map(toSummary), ...total };
}

/** The card, or a 404 a person can act on. */
export async function foundCard(db: Executor, id: number): Promise<queries.RateCardRow> {
  const row = await queries.findRateCard(db, id);
  if (!row) throw AppError.notFound('This rate card');
  return row;
}

export const getRateCard = async (db: Executor, id: number) => toStored(await foundCard(db, id));

/** Every class of the card is a car class of the fleet (active or not): a 400 naming each one that is not. */
export async function checkCarClasses(db: Executor, card: RateCardRecord): Promise<void> {
  const existing = await existingCarIds(
    db,
    card.classes.map((carClass) => carClass.carId),
  );
  const fields: Record<string, string> = {};
  card.classes.forEach((carClass, i) => {
    if (!existing.has(carClass.carId))
      fields[`card.classes.${i}.carId`] = `Car class ${carClass.carId} (${carClass.name}) does not exist`;
  });
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);
}

const publishedIsFixed = () => new AppError('CONFLICT', 'A published card cannot be changed: copy it to a new draft.');

export function createRateCard(db: Executor, actorId: number, input: CreateRateCardInput): Promise<StoredRateCard> {
  return db.transaction(async (tx) => {
    await checkCarClasses(tx, input.card);
    const row = await queries.insertRateCard(tx, {
      name: input.card.name,
      card: input.card,
      createdById: actorId,
      updatedById: actorId,
    });
    const after = toStored(row);
    await recordAudit(tx, { actorId, action: 'create', entity: ENTITY, entityId: row.id, after: toSummary(row) });
    return after;
  });
}

export function updateRateCard(
  db: Executor,
  actorId: number,
  id: number,
  input: UpdateRateCardInput,
): Promise<StoredRateCard> {
  return db.transaction(async (tx) => {
    const before = await foundCard(tx, id);
    if (before.status === 'published') throw publishedIsFixed();
    await checkCarClasses(tx, input.card);
    const row = await queries.updateRateCard(tx, id, input.version, {
      name: input.card.name,
      card: input.card,
      updatedById: actorId,
    });
    if (!row) throw AppError.staleVersion('rate card');
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: toStored(before),
      after: toStored(row),
    });
    return toStored(row);
  });
}

/** The copy's name: the card's with " (copy)", within the name's 200 characters. */
const copyName = (name: string) => `${name.slice(0, 200 - ' (copy)'.length)} (copy)`;

/** A new draft with what the card charges: how a published card is changed (decision 091). */
export function copyRateCard(db: Executor, actorId: number, id: number): Promise<StoredRateCard> {
  return db.transaction(async (tx) => {
    const source = await foundCard(tx, id);
    const name = copyName(source.name);
    const row = await queries.insertRateCard(tx, {
      name,
      card: { ...source.card, name },
      createdById: actorId,
      updatedById: actorId,
    });
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: ENTITY,
      entityId: row.id,
      before: { copiedFrom: id },
      after: toSummary(row),
    });
    return toStored(row);
  });
}

/**
 * Deletes a draft, or a published card not yet in force (nothing was priced with it); a card that has been in force
 * stays, as the trips priced with it refer to it.
 */
export function deleteRateCard(db: Executor, actorId: number, id: number, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await foundCard(tx, id);
    if (before.effectiveFrom && before.effectiveFrom <= now)
      throw new AppError(
        'CONFLICT',
        `Rate card "${before.name}" has been in force since ${before.effectiveFrom.toISOString()} and is kept: trips are priced with it.`,
      );
    try {
      await queries.deleteRateCard(tx, id);
    } catch (error) {
      // A card prices the trips picked up while it is in force (decision 092): one not yet in force may hold some.
      if (isForeignKeyViolation(error))
        throw new AppError('CONFLICT', `Rate card "${before.name}" has priced booked trips and is kept.`);
      throw error;
    }
    await recordAudit(tx, { actorId, action: 'delete', entity: ENTITY, entityId: id, before: toSummary(before) });
    return { id };
  });
}

/** The card in force at an instant, as the engine prices with it, and the card it is. */
export interface CardInForce {
  summary: RateCardSummary;
  card: RateCard;
}

/**
 * The card in force at `at`: the newest published card effective by then (decision 091), or null before the first.
 * The read other modules price with (the booking, the quote, the what-if).
 */
export async function rateCardInForce(db: Executor, at: Date): Promise<CardInForce | null> {
  const row = await queries.findCardInForce(db, at);
  return row && { summary: toSummary(row), card: toPricingRateCard(row.id, row.card) };
}

/** A card in the engine's units by id (the one a trip was priced with), or null when there is none. */
export async function pricingRateCard(db: Executor, id: number): Promise<RateCard | null> {
  const row = await queries.findRateCard(db, id);
  return row && toPricingRateCard(row.id, row.card);
}

/** The card in force at `at` as the API answers it (`GET /rate-cards/in-force`). */
export async function storedCardInForce(db: Executor, at: Date): Promise<StoredRateCard | null> {
  const row = await queries.findCardInForce(db, at);
  return row && toStored(row);
}
