import {
  loginSchema,
  PERMISSIONS_COOKIE,
  safeRedirect,
  SESSION_DAYS,
  TOKEN_COOKIE,
  type Session,
} from '@livery/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AddressLimit } from '../../lib/address-limit.js';
import { AppError } from '../../lib/app-error.js';
import { htmlResponse, sendPage, type ServerPage } from '../../lib/html-page.js';
import { locationOf } from '../../lib/location.js';
import { authDepsOf } from './auth-routes.js';
import { login } from './auth-service.js';

/** The sign-in form as it is drawn: what was typed (never the password), and what refused it. */
export interface SignInForm {
  email: string;
  /** `?redirect=`, carried through the form and to "Create an account" (checked again when followed). */
  redirect: string | null;
  /** The server's refusal, above the fields ("The email or password is incorrect."). */
  message?: string;
  /** The domain schema's message per field. */
  fieldErrors?: { email?: string; password?: string };
}

export interface SignInFormRoutesOptions {
  /** The one per-address limit of every way in, shared with the API's sign-in, sign-up and forgot password. */
  signInLimit: AddressLimit;
  loginRateLimitAccount: number;
  renderSignIn: (form: SignInForm) => Promise<ServerPage>;
}

/** A form's fields are a few short strings: anything longer is no sign-in. */
const FORM_BODY_LIMIT = 4096;

/**
 * Whether the form was sent from one of this site's own pages: the browser's `Sec-Fetch-Site`, else its `Origin`.
 * A form on another site could otherwise sign a visitor in to an account of the attacker's choosing.
 */
function fromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * The cookies the SPA's sign-in writes (apps/web/src/lib/session/session-storage.ts, as js-cookie does): readable by
 * the SPA, which sends the token as a bearer header (SPEC §7), same-site only, for `SESSION_DAYS`.
 */
function sessionCookies({ user, token }: Session, secure: boolean): string[] {
  const attributes = `; Path=/; Max-Age=${SESSION_DAYS * 24 * 60 * 60}; SameSite=Strict${secure ? '; Secure' : ''}`;
  return [
    `${TOKEN_COOKIE}=${token}${attributes}`,
    `${PERMISSIONS_COOKIE}=${encodeURIComponent(JSON.stringify(user.permissions))}${attributes}`,
  ];
}

const textOf = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

/**
 * `POST /login`, outside /api: the sign-in page's form (decision 067). It signs in exactly as `POST /api/v1/login`
 * does (the same check, the same per-account lock, and the same per-address limit, counted together: decision 068),
 * sets the session's cookies and sends the browser on to `?redirect=` (inside the app) with 303; a refusal answers the
 * page again with the message and the email typed, and the status the API would give.
 */
const signInFormRoutes: FastifyPluginAsyncZod<SignInFormRoutesOptions> = async (app, options) => {
  const deps = authDepsOf(app, options.loginRateLimitAccount);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post<{ Querystring: { redirect?: unknown } }>(
    '/login',
    {
      // Not the app-wide limit's (it counts /api only, decision 050): the sign-in limit is taken in the handler, so its
      // refusal is this page too.
      config: { public: true },
      schema: {
        hide: true,
        tags: ['auth'],
        operationId: 'signInWithForm',
        summary: "The sign-in page's form: sets the session's cookies and redirects",
        response: {
          303: z.null().describe('Signed in: on to `?redirect=` (inside the app) or home'),
          400: htmlResponse,
          401: htmlResponse,
          403: htmlResponse,
          429: htmlResponse,
        },
      },
    },
    async (request, reply) => {
      const redirect = typeof request.query.redirect === 'string' ? request.query.redirect : null;
      const email = textOf(request.body, 'email');
      const again = async (status: number, state: Omit<SignInForm, 'email' | 'redirect'>) =>
        sendPage(reply.status(status), await options.renderSignIn({ email, redirect, ...state }));

      if (!fromThisSite(request)) {
        return again(403, { message: 'This sign-in was sent from another site. Sign in on this page instead.' });
      }
      const input = loginSchema.safeParse({ email, password: textOf(request.body, 'password') });
      if (!input.success) {
        const fieldErrors: SignInForm['fieldErrors'] = {};
        for (const issue of input.error.issues) {
          const field = issue.path[0];
          if ((field === 'email' || field === 'password') && !fieldErrors[field]) fieldErrors[field] = issue.message;
        }
        return again(400, { fieldErrors });
      }
      let session: Session;
      try {
        await options.signInLimit.take(request, reply);
        session = await login(deps, input.data.email, input.data.password, request.ip);
      } catch (error) {
        if (error instanceof AppError) return again(error.statusCode, { message: error.message });
        throw error;
      }
      return signedIn(reply, session, request.protocol === 'https', safeRedirect(redirect));
    },
  );
};

function signedIn(reply: FastifyReply, session: Session, secure: boolean, target: string) {
  return reply
    .header('set-cookie', sessionCookies(session, secure))
    .header('cache-control', 'no-store')
    .redirect(locationOf(target), 303);
}

export default signInFormRoutes;
