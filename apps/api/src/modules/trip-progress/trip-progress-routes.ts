import {
  dataOf,
  DRIVER_JOBS_VIEWERS,
  dutyRequestSchema,
  dutySchema,
  errorResponseSchema,
  extrasReviewSchema,
  slotExtrasRequestSchema,
  slotExtrasSchema,
  idParamsSchema,
  slotStepRequestSchema,
  slotStepResultSchema,
  slotParamsSchema,
  todayJobsSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, ownershipOf } from '../auth/index.js';
import { reportExtras, reviewExtras } from './extras-service.js';
import { takeStep, type StepDeps } from './steps-service.js';
import { mayReportExtrasOf, mayStepSlot } from './slot-access-service.js';
import { listTodayJobs, maySetDutyOf, setDuty, type TodayDeps } from './today-service.js';

const notFound = errorResponseSchema.describe('No user has this id');

// Whose job or duty it is, decided before the body is read (decision 071): someone else's is a 403 or 404 whatever
// is sent.
const stepTaker = ownershipOf('params', slotParamsSchema, (db, user, p) => mayStepSlot(db, user, p.id, p.slotId));
const jobDriver = ownershipOf('params', slotParamsSchema, (db, user, p) => mayReportExtrasOf(db, user, p.id, p.slotId));
const dutySetter = ownershipOf('params', idParamsSchema, (db, user, { id }) => maySetDutyOf(db, user, id));

/** The day of the trip (issue 24, decision 058): a driver's steps, their Today and their duty. */
const tripProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  const stepDeps = (): StepDeps => ({
    publicUrl: app.mail.publicUrl,
    timeZone: app.businessTimeZone,
    statusSecret: app.tripStatusSecret,
    now: () => new Date(),
  });
  const todayDeps = (): TodayDeps => ({ db: app.db, timeZone: app.businessTimeZone, now: () => new Date() });

  app.post(
    '/reservations/:id/slots/:slotId/steps',
    {
      config: { ownership: stepTaker },
      schema: {
        tags: ['reservations'],
        operationId: 'takeStep',
        summary:
          'One step of the day of the trip on a car of the trip: accept, decline (with a reason), on the way, on ' +
          'location, passenger on board, dropped off — by the car’s driver, or by staff with reservations:assign on ' +
          'their behalf. Send a new clientId per step: a step sent again counts once. The last car dropped off ' +
          'completes the trip',
        params: slotParamsSchema,
        body: slotStepRequestSchema,
        response: {
          200: dataOf(slotStepResultSchema),
          400: errorResponseSchema.describe('Invalid body, or a decline without its reason'),
          403: errorResponseSchema.describe('Staff without reservations:assign taking a step on another’s job'),
          404: errorResponseSchema.describe('No such car on this trip, or it is not your job'),
          409: errorResponseSchema.describe(
            'The step is not next (the message names where the job is), a driving step is taken more than 2 hours ' +
              'before the pickup (the message says when it opens), the trip is over or not booked, the car has no ' +
              'driver, or the clientId was used for another step',
          ),
        },
      },
    },
    async (request) => ({
      data: await takeStep(
        app.db,
        stepDeps(),
        currentUser(request),
        request.params.id,
        request.params.slotId,
        request.body,
      ),
    }),
  );

  app.put(
    '/reservations/:id/slots/:slotId/extras',
    {
      config: { ownership: jobDriver },
      schema: {
        tags: ['reservations'],
        operationId: 'reportSlotExtras',
        summary:
          'The car’s driver reports the extras of a job after the drop-off — waiting minutes, tolls, parking, only ' +
          'those the office takes (configuration) — for the office to approve before they are charged',
        params: slotParamsSchema,
        body: slotExtrasRequestSchema,
        response: {
          200: dataOf(slotExtrasSchema),
          400: errorResponseSchema.describe('Invalid body'),
          404: errorResponseSchema.describe('No such car on this trip, or it is not your job'),
          409: errorResponseSchema.describe(
            'Not dropped off yet, an extra the office does not take, or already reviewed',
          ),
        },
      },
    },
    async (request) => ({
      data: await reportExtras(app.db, currentUser(request), request.params.id, request.params.slotId, request.body),
    }),
  );

  app.post(
    '/reservations/:id/slots/:slotId/extras/review',
    {
      config: { permission: 'reservations:addAddon' },
      schema: {
        tags: ['reservations'],
        operationId: 'reviewSlotExtras',
        summary:
          'Approve a driver’s reported extras (each becomes a line of the trip’s price; the drivers’ shares follow ' +
          'the new total; the customer is told) or decline them, with reservations:addAddon, at the trip’s version',
        params: slotParamsSchema,
        body: extrasReviewSchema,
        response: {
          200: dataOf(slotExtrasSchema),
          400: errorResponseSchema.describe('Invalid body'),
          403: errorResponseSchema.describe('Without reservations:addAddon'),
          404: errorResponseSchema.describe('No such car on this trip'),
          409: errorResponseSchema.describe(
            'Nothing waits for review, the trip changed since it was read (version), or it takes no addons',
          ),
        },
      },
    },
    async (request) => ({
      data: await reviewExtras(
        app.db,
        stepDeps(),
        currentUser(request),
        request.params.id,
        request.params.slotId,
        request.body,
      ),
    }),
  );

  app.get(
    '/users/:id/jobs/today',
    {
      config: { selfOr: DRIVER_JOBS_VIEWERS },
      schema: {
        tags: ['users'],
        operationId: 'listTodayJobs',
        summary:
          'A driver’s Today (yours, or anyone’s with users:jobs or drivers:view): their cars on trips still to drive ' +
          'from the start of today on, the next first (at most 50), each with its progress; and their duty',
        params: idParamsSchema,
        response: {
          200: dataOf(todayJobsSchema),
          403: errorResponseSchema.describe('Another person’s jobs without users:jobs or drivers:view'),
          404: notFound,
        },
      },
    },
    async (request) => ({ data: await listTodayJobs(todayDeps(), request.params.id) }),
  );

  app.put(
    '/users/:id/duty',
    {
      config: { ownership: dutySetter },
      schema: {
        tags: ['users'],
        operationId: 'setDuty',
        summary:
          'Go on or off duty (yourself, or a driver by staff with reservations:assign): drivers on duty are the ' +
          'dispatch board’s lanes',
        params: idParamsSchema,
        body: dutyRequestSchema,
        response: {
          200: dataOf(dutySchema),
          400: errorResponseSchema.describe('Invalid body'),
          403: errorResponseSchema.describe('Another person’s duty without reservations:assign'),
          404: notFound,
        },
      },
    },
    async (request) => ({
      data: await setDuty(todayDeps(), currentUser(request), request.params.id, request.body.onDuty),
    }),
  );
};

export default tripProgressRoutes;
