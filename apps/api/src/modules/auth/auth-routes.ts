import { dataOf, errorResponseSchema, loginSchema, sessionSchema, signupSchema } from '@livery/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AddressLimit } from '../../lib/address-limit.js';
import { AttemptCounter } from '../../lib/rate-counter.js';
import { currentUser } from './request-user.js';
import { login, logout, me, signup, type AuthDeps } from './auth-service.js';

const FIFTEEN_MINUTES = 15 * 60_000;

export interface AuthRoutesOptions {
  /** The one per-address limit of every way in (decision 068): the form's sign-in, sign-up and forgot password too. */
  signInLimit: AddressLimit;
  loginRateLimitAccount: number;
}

const sessionResponse = { 200: dataOf(sessionSchema) };

/** What sign-in needs; the API's route and the sign-in page's form (`sign-in-form-routes.ts`) count failures alike. */
export const authDepsOf = (app: FastifyInstance, loginRateLimitAccount: number): AuthDeps => ({
  db: app.db,
  tokens: app.tokens,
  failedSignIns: new AttemptCounter(() => app.counterDb, loginRateLimitAccount, FIFTEEN_MINUTES),
  log: app.log,
  publicUrl: app.mail.publicUrl,
});

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const deps = authDepsOf(app, options.loginRateLimitAccount);

  app.post(
    '/login',
    {
      config: { public: true },
      preHandler: options.signInLimit.hook,
      schema: {
        tags: ['auth'],
        operationId: 'signIn',
        summary: 'Sign in',
        body: loginSchema,
        response: { ...sessionResponse },
      },
    },
    async (request) => ({ data: await login(deps, request.body.email, request.body.password, request.ip) }),
  );

  app.post(
    '/signup',
    {
      config: { public: true },
      preHandler: options.signInLimit.hook,
      schema: {
        tags: ['auth'],
        operationId: 'signUp',
        summary: 'Create a customer account',
        body: signupSchema,
        response: { 201: dataOf(sessionSchema), 409: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await signup(deps, request.body) }),
  );

  app.get(
    '/me',
    {
      config: { signedIn: true },
      schema: {
        tags: ['auth'],
        operationId: 'getMe',
        summary: 'The signed-in user and their token',
        response: sessionResponse,
      },
    },
    async (request) => {
      const token = request.headers.authorization?.split(' ')[1] ?? '';
      return { data: await me(deps, currentUser(request).id, token) };
    },
  );

  app.post(
    '/logout',
    {
      config: { signedIn: true },
      schema: {
        tags: ['auth'],
        operationId: 'signOut',
        summary: 'Sign out everywhere (revokes every token of this user)',
        response: { 200: dataOf(z.object({ ok: z.literal(true) })) },
      },
    },
    async (request) => {
      await logout(deps, currentUser(request).id);
      return { data: { ok: true as const } };
    },
  );
};

export default authRoutes;
