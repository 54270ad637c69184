import {
  isRecord,
  API_PREFIX,
  accountRefusal,
  can,
  deleteAccountRefusal,
  idSchema,
  isOwnAccountAct,
  type AccountAct,
  type Permission,
} from '@livery/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { forbidden, missingPermission as missing, requireAll } from '../lib/permission-checks.js';
import { createTokenService, type TokenService } from '../lib/tokens.js';
import {
  findAccountHolder,
  SignedInUsers,
  type AuthUser,
  type OwnershipCheck,
  type RawInput,
} from '../modules/auth/index.js';
import { RoleDirectory } from '../modules/access/index.js';
import { CHANGES_CHANNEL } from '../db/broadcast.js';

/**
 * What a route needs, declared once in its `config` (DESIGN.md §4). Checked before the body is validated, so a
 * caller without the right learns nothing about the shape of an accepted request. Every /api/v1 route declares its
 * access, `public` or `signedIn` included, so none is open by omission (`src/test/route-matrix.test.ts`).
 */
export interface RouteAccess {
  /** Open to visitors without a token. Every other /api/v1 route needs one. */
  public?: boolean;
  /**
   * Any signed-in user, nothing more asked here: their own session and choices (`/me`, the statuses), or records the
   * service narrows to theirs (their trips, their jobs) and answers another's with a 404. Decision 072.
   */
  signedIn?: true;
  /** Every one of these. */
  permission?: Permission | readonly Permission[];
  /** At least one of these. */
  anyOf?: readonly Permission[];
  /**
   * The route acts on the user account in `params.id`: the domain's `accountRefusal` decides (yourself for the
   * profile acts; otherwise the act's permission, the account kind's and every permission the account holds).
   * `delete` uses each kind's delete permission.
   */
  account?: AccountAct | 'roles:assign' | 'delete';
  /**
   * The route reads what belongs to the user in `params.id` (their jobs): allowed to that user (the self rule) and
   * to anyone holding this permission (or one of these), whatever that account's kind or permissions — reading
   * someone's work is not managing their account (decisions 048, 053). Whether the user exists is the route's to
   * answer.
   */
  selfOr?: Permission | readonly Permission[];
  /** Administrators only (the `isAdmin` flag): an act SPEC §6 gives no permission for (decision 048). */
  adminOnly?: true;
  /** Permissions that depend on the request (a list's role, a new user's role), read from the raw input. */
  permissionOf?: (input: RawInput) => readonly Permission[];
  /**
   * What the request names must be the caller's to act on — the record in the path (their trip, their job, their
   * draft, their saved address) or the person in the query (whose trips) — by the route's own rule (`ownershipOf` of
   * `modules/auth`), which throws the 403 or 404. Checked with the rest, before the body is validated (decision 071).
   */
  ownership?: OwnershipCheck;
  /**
   * A POST that computes and writes nothing (a quote): other processes need not forget what they remember, so a
   * person editing a trip does not empty every process's memory at each keystroke. Never on a route that writes:
   * the others would keep the signed-in users and roles they remember (`src/test/reads-only.test.ts`).
   */
  readsOnly?: boolean;
}

declare module 'fastify' {
  // Declaration merging needs an interface; it adds RouteAccess's fields to every route's config.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyInstance {
    tokens: TokenService;
    signedInUsers: SignedInUsers;
    roleDirectory: RoleDirectory;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The signed-in user, or null when the request carries no valid, unrevoked token. */
async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await request.server.tokens.verify(token);
  if (!claims) return null;
  const user = await request.server.signedInUsers.find(request.server.db, claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) return null;
  return user;
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const DELETE_ACTS: readonly Permission[] = ['customers:delete', 'drivers:delete', 'roles:assign'];

/** The path's `:id` as sent (the route's own schema has not parsed it yet); undefined when there is none. */
function idParamOf(request: FastifyRequest): unknown {
  const { params } = request;
  return isRecord(params) ? params['id'] : undefined;
}

/** An `account` route: the act's permission first (or yourself), then the account itself. */
async function authorizeAccount(request: FastifyRequest, user: AuthUser, act: NonNullable<RouteAccess['account']>) {
  const parsed = idSchema.safeParse(idParamOf(request));
  const holderId = parsed.success ? parsed.data : undefined;
  const isSelf = holderId === user.id;
  if (act === 'delete') {
    if (!DELETE_ACTS.some((p) => can(user, p))) throw missing(DELETE_ACTS);
  } else if (!isOwnAccountAct(user, holderId, act) && !can(user, act)) {
    throw missing([act]);
  }
  // A malformed id: the schema answers 400 next.
  if (!parsed.success) return;
  const holder = await findAccountHolder(request.server.db, parsed.data);
  if (!holder) throw AppError.notFound('This user');
  // Deleting yourself is refused by the service, with a 409 that says why.
  const refusal =
    act === 'delete' ? (isSelf ? null : deleteAccountRefusal(user, holder)) : accountRefusal(user, holder, act);
  if (refusal) throw forbidden(refusal);
  request.accountHolder = holder;
}

/** A `selfOr` route: the user in `params.id` themselves, or a holder of the permission (one of them). */
function authorizeSelfOr(request: FastifyRequest, user: AuthUser, permissions: readonly Permission[]) {
  const parsed = idSchema.safeParse(idParamOf(request));
  const holderId = parsed.success ? parsed.data : undefined;
  if (!permissions.some((p) => isOwnAccountAct(user, holderId, p) || can(user, p))) throw missing(permissions);
}

/**
 * Secure by default: every route under /api/v1 needs a valid token unless it says `public`, and what it declares,
 * read from the database (DESIGN.md §4).
 */
export default fp<{ jwtSecret: string }>(
  async (app, options) => {
    app.decorate('tokens', createTokenService(options.jwtSecret));
    app.decorate('signedInUsers', new SignedInUsers(app.broadcast));
    app.decorate('roleDirectory', new RoleDirectory(app.broadcast));
    app.decorateRequest('user', null);
    app.decorateRequest('accountHolder', null);

    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions;
      if (!route.url?.startsWith(API_PREFIX)) return;
      request.user = await authenticate(request);
      const access = route.config;
      if (access.public) return;
      const user = request.user;
      if (!user) throw new AppError('UNAUTHENTICATED', 'Your session has ended or is not valid. Please sign in again.');
      if (access.permission) requireAll(user, [access.permission].flat());
      if (access.anyOf && !access.anyOf.some((p) => can(user, p))) throw missing(access.anyOf);
      if (access.account) await authorizeAccount(request, user, access.account);
      if (access.adminOnly && !user.isAdmin) throw forbidden('Only an administrator may do this.');
      if (access.selfOr) authorizeSelfOr(request, user, [access.selfOr].flat());
      if (access.ownership) await access.ownership(app.db, user, { params: request.params, query: request.query });
    });

    // A request that may have written (a sign-out, a role's permissions, a user's roles, …): every process forgets
    // the signed-in users and roles it remembers before this answer leaves, so the next request sees the change.
    app.addHook('onSend', async (request) => {
      if (READ_ONLY_METHODS.has(request.method) || request.routeOptions.config.readsOnly) return;
      await app.broadcast.notify(CHANGES_CHANNEL);
    });

    // The body is parsed by now, not yet validated.
    app.addHook('preValidation', async (request) => {
      const permissionOf = request.routeOptions.config.permissionOf;
      if (!permissionOf || !request.user) return;
      requireAll(request.user, permissionOf({ query: request.query, body: request.body }));
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
