import type { Car, CarListQuery } from '@livery/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cars } from '../../db/schema.js';
import { type Catalogue } from '../catalogue/index.js';

export type CarRow = typeof cars.$inferSelect;

export function toCar(row: CarRow): Car {
  return {
    id: row.id,
    name: row.name,
    toAdd: Number(row.toAdd),
    toMultiply: Number(row.toMultiply),
    minimumRate: Number(row.minimumRate),
    quantity: row.quantity,
    maxBags: row.maxBags,
    maxPassenger: row.maxPassenger,
    isActive: row.isActive,
    hasImage: row.imageKey !== null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const carCatalogue: Catalogue<typeof cars, Car, CarListQuery> = {
  table: cars,
  entity: 'car',
  noun: 'car',
  toDto: toCar,
  sortColumns: {
    name: cars.name,
    toAdd: cars.toAdd,
    toMultiply: cars.toMultiply,
    minimumRate: cars.minimumRate,
    quantity: cars.quantity,
    maxBags: cars.maxBags,
    maxPassenger: cars.maxPassenger,
    isActive: cars.isActive,
    createdAt: cars.createdAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  searchColumns: [cars.name],
  filters: (query) => [query.isActive === undefined ? undefined : eq(cars.isActive, query.isActive)],
  unique: { index: 'cars_name_key', field: 'name', message: 'A car with this name already exists' },
};

/** The active cars, cheapest first (the booking flow's look-up). */
export async function listActiveCars(db: Executor): Promise<Car[]> {
  const rows = await db.select().from(cars).where(eq(cars.isActive, true)).orderBy(asc(cars.minimumRate));
  return rows.map(toCar);
}

export async function setCarImage(
  db: Executor,
  id: number,
  values: { imageKey: string; thumbnailKey: string; imageType: string },
): Promise<CarRow | null> {
  const [row] = await db.update(cars).set(values).where(eq(cars.id, id)).returning();
  return row ?? null;
}

/** Which of these car ids name a car that exists, active or not (a rate card's classes are checked with it). */
export async function existingCarIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: cars.id })
    .from(cars)
    .where(inArray(cars.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}
