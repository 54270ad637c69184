import {
  dataOf,
  errorResponseSchema,
  idParamsSchema,
  payDueCaptureSchema,
  payDueOrderSchema,
  payDueResultSchema,
  paypalOrderSchema,
  recordPaymentSchema,
  reservationDetailsSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, ownershipOf } from '../../auth/index.js';
import { capturePayDue, mayPayDueOn, openPayDueOrder, type PayDueDeps } from './pay-due-paypal-service.js';
import { recordPayment, type PaymentDeps } from './record-payment-service.js';

const tags = ['reservations'];
const failures = {
  409: errorResponseSchema,
};

/** Whose trip it is, before the body or PayPal's configuration (decision 071). */
const payer = ownershipOf('params', idParamsSchema, (db, user, { id }) => mayPayDueOn(db, user, id));

/** Payments of a trip (issue 22, decision 051): recorded by staff, or what is due paid online with PayPal. */
const reservationPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): PaymentDeps => ({
    publicUrl: app.mail.publicUrl,
    timeZone: app.businessTimeZone,
    now: () => new Date(),
  });
  const payDueDeps = (): PayDueDeps => ({ ...deps(), paypal: app.paypal.client });

  app.post(
    '/reservations/:id/payments',
    {
      config: { permission: 'reservations:record-payment' },
      schema: {
        tags,
        operationId: 'recordReservationPayment',
        summary:
          'Record a payment taken for a booked trip (cash, card terminal, check, invoice or other; not a draft, ' +
          'cancelled or duplicate one) at the version read: more than 0, at most the balance due, dated no later ' +
          'than today. An unpaid trip paid in full becomes created; the customer is e-mailed a receipt. Answers the details',
        params: idParamsSchema,
        body: recordPaymentSchema,
        response: { 200: dataOf(reservationDetailsSchema), ...failures },
      },
    },
    async (request) => ({
      data: await recordPayment(app.db, deps(), currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/reservations/:id/payments/paypal/orders',
    {
      // The trip's customer or the account that booked it, or staff with reservations:record-payment (someone else
      // who may read the trip is a 403, anyone else a 404).
      config: { ownership: payer },
      schema: {
        tags,
        operationId: 'openPayDueOrder',
        summary:
          'Open a PayPal order for exactly what is due on the trip (409 when `expectedAmount` is no longer the ' +
          'balance, or nothing is due); capture it with /payments/paypal/capture',
        params: idParamsSchema,
        body: payDueOrderSchema,
        response: { 201: dataOf(paypalOrderSchema), ...failures, 502: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const order = await openPayDueOrder(app.db, payDueDeps(), currentUser(request), request.params.id, request.body);
      return reply.status(201).send({ data: order });
    },
  );

  app.post(
    '/reservations/:id/payments/paypal/capture',
    {
      // Same people as opening the order; the order must be theirs and this trip's.
      config: { ownership: payer },
      schema: {
        tags,
        operationId: 'capturePayDue',
        summary:
          'Capture an approved PayPal order opened for what is due on the trip and record it as a PayPal payment ' +
          '(once, however often it is sent, with one receipt e-mailed); answers the balance due and the status now',
        params: idParamsSchema,
        body: payDueCaptureSchema,
        response: { 200: dataOf(payDueResultSchema), ...failures, 502: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await capturePayDue(app.db, payDueDeps(), currentUser(request), request.params.id, request.body),
    }),
  );
};

export default reservationPaymentsRoutes;
