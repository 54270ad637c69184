import {
  changeEmailSchema,
  passwordChangeBodySchema,
  dataOf,
  errorResponseSchema,
  forgotPasswordSchema,
  idParamsSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AddressLimit } from '../../lib/address-limit.js';
import { currentUser } from '../auth/index.js';
import * as service from './account-service.js';

export interface AccountRoutesOptions {
  /** The one per-address limit of every way in (decision 068), which forgot password counts against too. */
  signInLimit: AddressLimit;
  /** Forgot-password requests per address per 15 minutes (each sends mail), on top of it. */
  forgotPasswordRateLimit: number;
  /** Reset and verify attempts per address per minute. */
  linkRateLimit: number;
}

const ok = dataOf(z.object({ ok: z.literal(true) }));
const tags = ['account'];

/** Account recovery and the profile's password and e-mail pages. */
const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const deps: service.AccountDeps = { db: app.db, tokens: app.tokens, publicUrl: app.mail.publicUrl, log: app.log };
  const linkLimit = { max: options.linkRateLimit, timeWindow: '1 minute' };

  app.post(
    '/forgot-password',
    {
      config: { public: true, rateLimit: { max: options.forgotPasswordRateLimit, timeWindow: '15 minutes' } },
      preHandler: options.signInLimit.hook,
      schema: {
        tags,
        operationId: 'forgotPassword',
        summary: 'Send a reset link (same answer whether or not the e-mail exists)',
        body: forgotPasswordSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await service.forgotPassword(deps, request.body.email);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { public: true, rateLimit: linkLimit },
      schema: {
        tags,
        operationId: 'resetPassword',
        summary: 'Set a new password from a reset or set-password link',
        body: resetPasswordSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await service.resetPassword(deps, request.body.token, request.body.password);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/verify-email',
    {
      config: { public: true, rateLimit: linkLimit },
      schema: {
        tags,
        operationId: 'verifyEmail',
        summary: 'Verify an e-mail address, or complete an e-mail change',
        body: verifyEmailSchema,
        response: { 200: dataOf(z.object({ email: z.string() })), 409: errorResponseSchema },
      },
    },
    async (request) => ({ data: await service.verifyEmail(deps, request.body.token) }),
  );

  app.put(
    '/users/:id/password',
    {
      config: { account: 'users:change-password' },
      schema: {
        tags,
        operationId: 'changePassword',
        summary:
          'Change your password (the current one is required; other sessions end), or set the password of an account you may manage (all its sessions end)',
        params: idParamsSchema,
        body: passwordChangeBodySchema,
        response: {
          200: dataOf(z.object({ token: z.string().nullable() })),
        },
      },
    },
    async (request) => ({
      data: await service.changePassword(deps, currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/users/:id/password-reset',
    {
      config: { account: 'users:change-password' },
      schema: {
        tags,
        operationId: 'sendPasswordReset',
        summary: 'Send the account owner a reset link; every session of the account ends',
        params: idParamsSchema,
        response: {
          200: dataOf(z.object({ email: z.string() })),
        },
      },
    },
    async (request) => ({
      data: await service.sendPasswordReset(deps, currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/users/:id/email',
    {
      config: { account: 'users:change-email' },
      schema: {
        tags,
        operationId: 'changeEmail',
        summary:
          'Change the sign-in e-mail: your own after following a link sent to the new address (pending); someone else’s at once, telling the old address',
        params: idParamsSchema,
        body: changeEmailSchema,
        response: {
          200: dataOf(z.object({ email: z.string(), pending: z.boolean() })),
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await service.changeEmail(deps, currentUser(request), request.params.id, request.body.email),
    }),
  );
};

export default accountRoutes;
