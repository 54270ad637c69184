import {
  businessDate,
  createDiscountCodeSchema,
  dataOf,
  discountCodeListQuerySchema,
  discountCodeSchema,
  INVALID_DISCOUNT_CODE,
  isDiscountCodeApplicable,
  updateDiscountCodeSchema,
  verifyDiscountCodeParamsSchema,
  verifyDiscountCodeQuerySchema,
  type DiscountCode,
  type DiscountCodeListQuery,
} from '@livery/domain';
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.js';
import { discountCodes } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Catalogue } from '../catalogue/catalogue-crud.js';
import { registerCatalogueRoutes } from '../catalogue/catalogue-routes.js';
import { activeColumn, createdAtColumn, money, moneyCell, num } from '../catalogue/catalogue-values.js';

type DiscountCodeRow = typeof discountCodes.$inferSelect;

export function toDiscountCode(row: DiscountCodeRow): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    from: row.from,
    to: row.to,
    percentage: num(row.percentage),
    amount: num(row.amount),
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const discountCodeCatalogue: Catalogue<DiscountCodeRow, DiscountCode, DiscountCodeListQuery> = {
  table: discountCodes,
  entity: 'discount-code',
  noun: 'discount code',
  toDto: toDiscountCode,
  sortColumns: {
    code: discountCodes.code,
    type: discountCodes.type,
    from: discountCodes.from,
    to: discountCodes.to,
    percentage: discountCodes.percentage,
    amount: discountCodes.amount,
    isActive: discountCodes.isActive,
    createdAt: discountCodes.createdAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  searchColumns: [discountCodes.code],
  filters: (query) => [
    query.isActive === undefined ? undefined : eq(discountCodes.isActive, query.isActive),
    query.type?.length ? inArray(discountCodes.type, query.type) : undefined,
  ],
  unique: {
    index: 'discount_codes_code_key',
    field: 'code',
    message: 'A discount code with this code already exists',
  },
};

/**
 * SPEC issue 3: activating a round-trip code deactivates the other round-trip codes in the same
 * transaction (each change audited), so at most one is active; a partial unique index backs it up.
 */
async function deactivateOtherRoundTripCodes(tx: Executor, keepId: number | null, actorId: number) {
  const others = await tx
    .update(discountCodes)
    .set({ isActive: false, version: sql`${discountCodes.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(discountCodes.type, 'round trip'),
        eq(discountCodes.isActive, true),
        keepId === null ? undefined : ne(discountCodes.id, keepId),
      ),
    )
    .returning();
  for (const row of others) {
    const after = toDiscountCode(row);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'discount-code',
      entityId: row.id,
      before: { ...after, isActive: true },
      after,
    });
  }
}

/** The booking flow's look-ups (SPEC §7); any signed-in user, like the booking itself. */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const notValid = () => new AppError('NOT_FOUND', INVALID_DISCOUNT_CODE);

  app.get(
    '/discount-codes/available',
    {
      schema: {
        tags: ['discount-codes'],
        operationId: 'getAvailableDiscountCode',
        summary: 'The active round-trip code valid today, if any (data is null otherwise)',
        response: { 200: dataOf(discountCodeSchema.nullable()) },
      },
    },
    async () => {
      const today = businessDate(new Date(), app.businessTimeZone);
      const [row] = await app.db
        .select()
        .from(discountCodes)
        .where(
          and(
            eq(discountCodes.type, 'round trip'),
            eq(discountCodes.isActive, true),
            lte(discountCodes.from, today),
            gte(discountCodes.to, today),
          ),
        )
        .limit(1);
      return { data: row ? toDiscountCode(row) : null };
    },
  );

  app.get(
    '/discount-codes/:code/verify',
    {
      schema: {
        tags: ['discount-codes'],
        operationId: 'verifyDiscountCode',
        summary: 'The code when it is active, valid that day (default today) and applies to the trip; else 404',
        params: verifyDiscountCodeParamsSchema,
        querystring: verifyDiscountCodeQuerySchema,
        response: {
          200: dataOf(discountCodeSchema),
        },
      },
    },
    async (request) => {
      const date = request.query.date ?? businessDate(new Date(), app.businessTimeZone);
      const [row] = await app.db
        .select()
        .from(discountCodes)
        .where(eq(sql`lower(${discountCodes.code})`, request.params.code.toLowerCase()));
      if (!row) throw notValid();
      const code = toDiscountCode(row);
      if (!isDiscountCodeApplicable(code, { isRoundTrip: request.query.isRoundTrip, date })) throw notValid();
      return { data: code };
    },
  );
};

const discountCodesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(bookingRoutes);
  registerCatalogueRoutes(app, {
    path: '/discount-codes',
    area: 'discount-codes',
    names: { one: 'DiscountCode', many: 'DiscountCodes' },
    catalogue: discountCodeCatalogue,
    dtoSchema: discountCodeSchema,
    listQuerySchema: discountCodeListQuerySchema,
    createSchema: createDiscountCodeSchema,
    updateSchema: updateDiscountCodeSchema,
    toValues: (input) => ({
      code: input['code'],
      type: input['type'],
      from: input['from'],
      to: input['to'],
      percentage: input['percentage'] ?? null,
      amount: money(input['amount']),
      isActive: input['isActive'],
    }),
    beforeWrite: async (tx, id, input, actorId) => {
      if (input['isActive'] && input['type'] === 'round trip') await deactivateOtherRoundTripCodes(tx, id, actorId);
    },
    csvColumns: [
      { header: 'Code', value: (d) => d.code },
      { header: 'Type', value: (d) => d.type },
      { header: 'From', value: (d) => d.from },
      { header: 'To', value: (d) => d.to },
      { header: 'Percentage', value: (d) => d.percentage ?? '' },
      { header: 'Amount', value: (d) => moneyCell(d.amount) },
      activeColumn(),
      createdAtColumn(() => app.businessTimeZone),
    ],
  });
};

export default discountCodesRoutes;
