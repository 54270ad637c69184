import {
  businessDate,
  dataItemsOf,
  dataOf,
  DRIVER_JOB_COLUMN_HEADERS,
  DRIVER_JOBS_VIEWERS,
  driverJobDetailsSchema,
  driverJobParamsSchema,
  driverJobSchema,
  driverJobsPageSchema,
  driverJobsQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  markDriverJobsPaidSchema,
  moneyToDecimal,
  type DriverJob,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv, type CsvColumn } from '../../lib/csv.js';
import { csvResponse } from '../../lib/openapi.js';
import { currentUser } from '../auth/index.js';
import { writtenDateTime } from '../../lib/business-clock.js';
import { getDriverJob } from './driver-job-service.js';
import { exportDriverJobs, listDriverJobs, markDriverJobsPaid, type JobsDeps } from './driver-jobs-service.js';

const tags = ['users'];
const H = DRIVER_JOB_COLUMN_HEADERS;

/** A time on the business's clock (`2031-06-05 2:30 PM`), as the reservations export writes it (decision 056). */
const wallClock = (iso: string | null, timeZone: string) => (iso ? writtenDateTime(new Date(iso), timeZone) : '');

function csvColumns(timeZone: () => string): CsvColumn<DriverJob>[] {
  return [
    { header: H.number, value: (j) => j.number },
    { header: H.status, value: (j) => j.status },
    { header: H.pickUpDateTime, value: (j) => wallClock(j.pickUpDateTime, timeZone()) },
    { header: H.pickUpLocation, value: (j) => j.pickUpLocation },
    { header: H.dropOffLocation, value: (j) => j.dropOffLocation },
    { header: H.stops, value: (j) => j.stops.join('; ') },
    { header: H.passengerName, value: (j) => j.passengerName },
    { header: H.phoneNumber, value: (j) => j.phoneNumber },
    { header: H.passengers, value: (j) => j.passengers },
    { header: H.flightNumber, value: (j) => [j.flightNumber, j.airline].filter(Boolean).join(' ') },
    { header: H.comments, value: (j) => j.comments },
    { header: H.carName, value: (j) => j.carName },
    { header: H.slot, value: (j) => j.slot },
    { header: H.driverShare, value: (j) => moneyToDecimal(j.driverShare) },
    { header: H.isPaid, value: (j) => (j.isPaid ? 'Yes' : 'No') },
    { header: H.paidAt, value: (j) => wallClock(j.paidAt, timeZone()) },
    // The day of the trip (decision 058): the actual pickup is the car on location.
    { header: 'Actual Pick Up', value: (j) => wallClock(j.times.onLocationAt, timeZone()) },
    { header: 'On Board', value: (j) => wallClock(j.times.onBoardAt, timeZone()) },
    { header: 'Dropped Off', value: (j) => wallClock(j.times.droppedOffAt, timeZone()) },
  ];
}

const notFound = errorResponseSchema.describe('No user has this id');
const readFailures = {
  403: errorResponseSchema.describe('Another person’s jobs without users:jobs or drivers:view'),
  404: notFound,
};

/** A driver's jobs and paying them (issue 12, DESIGN §6 `users:jobs`; decision 048). */
const driverJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): JobsDeps => ({ db: app.db, timeZone: app.businessTimeZone, now: () => new Date() });

  app.get(
    '/users/:id/jobs',
    {
      config: { selfOr: DRIVER_JOBS_VIEWERS },
      schema: {
        tags,
        operationId: 'listDriverJobs',
        summary:
          'A driver’s jobs (your own, or anyone’s with users:jobs or drivers:view): the cars of booked trips they drove or will drive, ' +
          'each with the driver share and whether it was paid; filter by pickup dates and paid/unpaid, search by ' +
          'number or address. With the summary of every matching job (shares total, paid and unpaid)',
        params: idParamsSchema,
        querystring: driverJobsQuerySchema,
        response: { 200: driverJobsPageSchema, ...readFailures },
      },
    },
    async (request) => listDriverJobs(deps(), request.params.id, request.query),
  );

  app.get(
    '/users/:id/jobs/export.csv',
    {
      config: { selfOr: DRIVER_JOBS_VIEWERS },
      schema: {
        tags,
        operationId: 'exportDriverJobs',
        summary:
          'Export a driver’s jobs matching the filters as CSV, in the list’s order (your own, or users:jobs or ' +
          'drivers:view)',
        params: idParamsSchema,
        querystring: driverJobsQuerySchema,
        response: { 200: csvResponse, ...readFailures },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: `driver-${request.params.id}-jobs`,
        date: businessDate(new Date(), app.businessTimeZone),
        columns: csvColumns(() => app.businessTimeZone),
        batches: exportDriverJobs(deps(), request.params.id, request.query),
      }),
  );

  app.get(
    '/users/:id/jobs/:reservationId',
    {
      config: { selfOr: DRIVER_JOBS_VIEWERS },
      schema: {
        tags,
        operationId: 'getDriverJob',
        summary:
          'One job of a driver (your own, or anyone’s with users:jobs or drivers:view; decision 053): the trip’s ' +
          'pickup (also in business time), addresses and stops with coordinates when known, the passenger, phone, ' +
          'flight, meet & greet and the name sign, notes, and the cars this driver drives with their share and ' +
          'paid state. A cancelled trip they had answers as cancelled',
        params: driverJobParamsSchema,
        response: {
          200: dataOf(driverJobDetailsSchema),
          ...readFailures,
          404: errorResponseSchema.describe(
            'No user has this id, or they hold no car of this trip (or it is a draft or a duplicate)',
          ),
        },
      },
    },
    async (request) => ({ data: await getDriverJob(deps(), request.params.id, request.params.reservationId) }),
  );

  app.put(
    '/users/:id/jobs/paid',
    {
      config: { adminOnly: true },
      schema: {
        tags,
        operationId: 'markDriverJobsPaid',
        summary:
          'Mark some of a driver’s jobs paid (now; one already paid keeps its date) or unpaid again, administrators ' +
          'only. Every slot must be a job of this driver, else nothing changes. Answers those jobs',
        params: idParamsSchema,
        body: markDriverJobsPaidSchema,
        response: {
          200: dataItemsOf(driverJobSchema),
          400: errorResponseSchema.describe('Invalid body, or slots that are not jobs of this driver (named)'),
          403: errorResponseSchema.describe('Not an administrator'),
          404: notFound,
        },
      },
    },
    async (request) => markDriverJobsPaid(deps(), currentUser(request), request.params.id, request.body),
  );
};

export default driverJobsRoutes;
