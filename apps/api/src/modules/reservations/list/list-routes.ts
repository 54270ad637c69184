import {
  businessDate,
  dataItemsOf,
  errorResponseSchema,
  moneyToDecimal,
  RESERVATION_COLUMN_HEADERS,
  reservationListItemSchema,
  reservationListQuerySchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv, type CsvColumn } from '../../../lib/csv.js';
import { csvResponse } from '../../../lib/openapi.js';
import { currentUser, ownershipOf } from '../../auth/index.js';
import { createdAtColumn } from '../../catalogue/index.js';
import { writtenDateTime } from '../../../lib/business-clock.js';
import {
  exportReservations,
  listReservations,
  requireMayListTripsOf,
  type ExportedReservation,
} from './list-service.js';

const tags = ['reservations'];
const H = RESERVATION_COLUMN_HEADERS;

/** A time of the day of the trip as a cell (decision 058): the business's clock, or empty while not reached. */
const timeCell = (at: Date | null | undefined, timeZone: string) => (at ? writtenDateTime(at, timeZone) : '');

/**
 * SPEC §2's columns in their order (Actions aside), dates in the business time zone; then the day of the trip's
 * times (decision 058): the first car on location, the first on board, the last dropped off.
 */
function csvColumns(timeZone: () => string): CsvColumn<ExportedReservation>[] {
  return [
    { header: H.id, value: (r) => r.number },
    { header: H.paymentType, value: (r) => r.paymentType },
    { header: H.customerId, value: (r) => r.customerId },
    { header: H.transactionId, value: (r) => r.transactionId },
    { header: H.assignedDrivers, value: (r) => r.assignedDrivers.map((d) => d.fullName).join('; ') },
    { header: H.name, value: (r) => r.name },
    { header: H.email, value: (r) => r.email },
    { header: H.affiliateName, value: (r) => r.affiliateName },
    { header: H.parentOf, value: (r) => r.parentOfNumber },
    { header: H.childOf, value: (r) => r.childOfNumber },
    {
      header: H.pickUpDateTime,
      // One value a spreadsheet reads as a date and time: no weekday in a cell (decision 056).
      value: (r) => (r.pickUpDateTime ? writtenDateTime(new Date(r.pickUpDateTime), timeZone()) : ''),
    },
    { header: H.pickUpLocation, value: (r) => r.pickUpLocation },
    { header: H.dropOffLocation, value: (r) => r.dropOffLocation },
    { header: H.hotelName, value: (r) => r.hotelName },
    { header: H.isBagsChecked, value: (r) => (r.isBagsChecked ? 'Yes' : 'No') },
    { header: H.status, value: (r) => r.status },
    { header: H.amount, value: (r) => (r.amount === null ? '' : moneyToDecimal(r.amount)) },
    { header: H.phoneNumber, value: (r) => r.phoneNumber },
    createdAtColumn(timeZone),
    { header: 'Actual Pick Up', value: (r) => timeCell(r.times?.onLocationAt, timeZone()) },
    { header: 'On Board', value: (r) => timeCell(r.times?.onBoardAt, timeZone()) },
    { header: 'Dropped Off', value: (r) => timeCell(r.times?.droppedOffAt, timeZone()) },
  ];
}

/**
 * The reservations list and its export (issue 12, SPEC §2; decision 042). The list is open to every signed-in
 * user, who sees what they may (everything with reservations:view, else their own trips); the export is staff's.
 */
const reservationsListRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, timeZone: app.businessTimeZone });

  app.get(
    '/reservations',
    {
      // Any signed-in user: the service narrows the rows to their own without reservations:view. Another person's
      // trips (`userId`) are refused before the rest of the query is read (decision 071).
      config: {
        ownership: ownershipOf(
          'query',
          z.object({ userId: reservationListQuerySchema.shape.userId }),
          async (_db, user, { userId }) => requireMayListTripsOf(user, userId),
        ),
      },
      schema: {
        tags,
        operationId: 'listReservations',
        summary:
          'List reservations, drafts included (everyone’s with reservations:view, else your own trips): filter by ' +
          'status and a pickup date range (created-date range: admins), search by number, name, e-mail or phone',
        querystring: reservationListQuerySchema,
        response: {
          200: dataItemsOf(reservationListItemSchema),
          403: errorResponseSchema.describe('The created-date filter without being an administrator'),
        },
      },
    },
    async (request) => listReservations(deps(), currentUser(request), request.query),
  );

  app.get(
    '/reservations/export.csv',
    {
      config: { permission: 'reservations:view' },
      schema: {
        tags,
        operationId: 'exportReservations',
        summary: 'Export the reservations matching the filters as CSV, in the list’s order (every page, streamed)',
        querystring: reservationListQuerySchema,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: 'reservations',
        date: businessDate(new Date(), app.businessTimeZone),
        columns: csvColumns(() => app.businessTimeZone),
        batches: exportReservations(deps(), currentUser(request), request.query),
      }),
  );
};

export default reservationsListRoutes;
