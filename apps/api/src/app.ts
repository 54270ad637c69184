import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { API_PREFIX } from '@livery/domain';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from './lib/response-serializer.js';
import type { AppConfig } from './config.js';
import { seedDemoData, syncCatalogue } from './db/seed.js';
import { seedStaticPages } from './modules/static-pages/index.js';
import { AddressLimit } from './lib/address-limit.js';
import { persistentSecret } from './lib/secrets.js';
import { ssnKeyFrom } from './lib/ssn-cipher.js';
import { businessTimeFormat } from './lib/business-clock.js';
import { checkKeyFingerprints } from './db/key-fingerprints.js';
import addonsRoutes from './modules/addons/addons-routes.js';
import affiliatesRoutes from './modules/affiliates/affiliates-routes.js';
import carsRoutes from './modules/cars/cars-routes.js';
import businessDateRoutes from './modules/catalogue/business-date-routes.js';
import discountCodesRoutes from './modules/discount-codes/discount-codes-routes.js';
import surgesRoutes from './modules/surges/surges-routes.js';
import rateCardsRoutes from './modules/rate-cards/rate-cards-routes.js';
import { rateCardInForce } from './modules/rate-cards/index.js';
import staticPagesRoutes from './modules/static-pages/static-pages-routes.js';
import authRoutes from './modules/auth/auth-routes.js';
import signInFormRoutes from './modules/auth/sign-in-form-routes.js';
import accessRoutes from './modules/access/access-routes.js';
import userRolesRoutes from './modules/users/user-roles-routes.js';
import accountRoutes from './modules/account/account-routes.js';
import attachmentsRoutes from './modules/attachments/attachments-routes.js';
import placesRoutes from './modules/places/places-routes.js';
import addressesRoutes from './modules/addresses/addresses-routes.js';
import airportsRoutes from './modules/places/airports-routes.js';
import usersRoutes from './modules/users/users-routes.js';
import { reservationRoutes } from './modules/reservations/routes.js';
import driverJobsRoutes from './modules/jobs/driver-jobs-routes.js';
import configurationsRoutes from './modules/configurations/configurations-routes.js';
import operationsRoutes from './modules/operations/operations-routes.js';
import eventsRoutes from './modules/events/events-routes.js';
import tripProgressRoutes from './modules/trip-progress/trip-progress-routes.js';
import dispatchRoutes from './modules/dispatch/dispatch-routes.js';
import tripStatusRoutes from './modules/trip-status/trip-status-routes.js';
import { bookingWidgetRoutes } from './modules/booking-widget/index.js';
import { quoteOffersRoutes } from './modules/quote-offers/index.js';
import { PublicSite, publicSiteRoutes, readSpaEntry } from './modules/public-site/index.js';
import { statusSecretOf } from './modules/trip-status/index.js';
import businessTimeZonePlugin from './modules/configurations/business-time-zone.js';
import { seedConfiguration } from './modules/configurations/configurations-service.js';
import { findWidgetOrigins } from './modules/configurations/index.js';
import { syncPlaces } from './db/seed-places.js';
import mailOutboxPlugin from './plugins/mail-outbox.js';
import remindersPlugin from './plugins/reminders.js';
import backupsPlugin from './plugins/backups.js';
import ssnPlugin from './plugins/ssn.js';
import statusesRoutes from './modules/statuses/statuses-routes.js';
import authPlugin from './plugins/auth.js';
import databasePlugin from './plugins/database.js';
import distancePlugin from './plugins/distance.js';
import geocoderPlugin from './plugins/geocoder.js';
import paypalPlugin from './plugins/paypal.js';
import docsPlugin from './plugins/docs.js';
import errorsPlugin, { frameworkError } from './plugins/errors.js';
import inputGuardsPlugin from './plugins/input-guards.js';
import securityPlugin from './plugins/security.js';
import storagePlugin from './plugins/storage.js';
import webPlugin from './plugins/web.js';
import routeTablePlugin from './plugins/route-table.js';
import healthPlugin from './plugins/health.js';
import metricsPlugin from './plugins/metrics.js';

/** Never log credentials (issue 2): these paths are replaced by [redacted] in every log line. */
const redact = [
  'req.headers.authorization',
  'req.body.password',
  'password',
  'token',
  // Social security numbers are never logged (issue 4).
  'req.body.socialSecurityNumber',
  'socialSecurityNumber',
  'ssn',
  'req.body.currentPassword',
  'req.body.newPassword',
];

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return { level: config.logLevel, redact };
}

/** The application as a plugin-composed Fastify instance; the runner (server.ts) only listens. */
export async function buildApp(
  config: AppConfig,
  options: {
    logger?: FastifyServerOptions['logger'];
    /** An in-memory PGlite's starting contents (PGlite's `dumpDataDir`): the tests' migrated copy (decision 073). */
    pgliteDataDir?: Blob | undefined;
  } = {},
) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // Behind a load balancer the client's address comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors: frameworkError,
    // The database plugin migrates, syncs and seeds (under a lock another process may hold). A migration over a
    // large database (0006 over a million users: about two minutes) must not be cut off half-way: no time limit.
    pluginTimeout: 0,
    // Draining (decision 061), a request that arrives on an open connection is answered (with Connection: close),
    // not refused with a 503: the load balancer has already stopped sending new ones.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('businessTimeZone', config.businessTimeZone);
  app.decorate('rateCardInForce', rateCardInForce);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Libraries first, then ours, then routes (fastify/demo's order).
  await app.register(routeTablePlugin);
  await app.register(errorsPlugin);
  // Answers over 1 KB compressed (brotli at a speed-minded level, else gzip); precompressed assets pass as they are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(docsPlugin);
  // Uploads: one file per request, size checked per route (car images 5 MB, attachments 10 MB).
  await app.register(multipart, { limits: { files: 1, fields: 20, fileSize: 10 * 1024 * 1024 + 1 } });
  await app.register(storagePlugin, { dataDir: config.dataDir });
  const jwtSecret = config.jwtSecret ?? persistentSecret(config.dataDir, 'jwt-secret');
  // The customers' status links (decision 058): a key of its own, from the secret every process shares.
  app.decorate('tripStatusSecret', statusSecretOf(jwtSecret));
  const ssnKey = ssnKeyFrom(config.ssnEncryptionKey, () => persistentSecret(config.dataDir, 'ssn-key'));
  await app.register(databasePlugin, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteDataDir: options.pgliteDataDir,
    logSql: config.logSql,
    // Every start-up write, under one lock on PostgreSQL: several processes may start on one database at once.
    onStart: async (db) => {
      await checkKeyFingerprints(db, { JWT_SECRET: jwtSecret, SSN_ENCRYPTION_KEY: ssnKey });
      await syncCatalogue(db);
      await syncPlaces(db);
      // The configuration record, with BUSINESS_TIME_ZONE as its zone the first time (decision 037).
      await seedConfiguration(db, config.businessTimeZone);
      // About, Terms (the wizard's link) and Privacy, for the office to edit (decision 055).
      await seedStaticPages(db);
      if (config.seedDemoData && (await seedDemoData(db))) app.log.info('seeded demo data');
    },
  });
  // From here on the business time zone is the configuration record's (decision 037).
  await app.register(businessTimeZonePlugin);
  await app.register(securityPlugin, {
    rateLimitMax: config.rateLimitMax,
    paypalSdkUrl: config.paypalSdkUrl,
    publicUrl: config.publicUrl,
  });
  await app.register(authPlugin, { jwtSecret });
  await app.register(inputGuardsPlugin);
  await app.register(ssnPlugin, { key: ssnKey });
  await app.register(mailOutboxPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    pollMs: config.mailPollMs,
  });
  // Where no outbox worker runs (tests), none looks for reminders either: a test calls app.reminders.sendDue.
  await app.register(remindersPlugin, { pollMs: config.mailPollMs > 0 ? config.reminderPollMs : 0 });
  // `npm run backup` on PGlite asks this process; BACKUP_EVERY schedules backups (decision 060).
  await app.register(backupsPlugin, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    backupDir: config.backupDir,
    everyMs: config.backupEveryMs,
    keep: config.backupKeep,
  });
  await app.register(distancePlugin, {
    roadFactor: config.roadFactor,
    osrmUrl: config.osrmUrl,
    osrmTimeoutMs: config.osrmTimeoutMs,
  });
  await app.register(geocoderPlugin, { url: config.geocoderUrl, timeoutMs: config.geocoderTimeoutMs });
  await app.register(paypalPlugin, {
    apiBase: config.paypalApiBase,
    clientId: config.paypalClientId,
    clientSecret: config.paypalClientSecret,
    sdkUrl: config.paypalSdkUrl,
    timeoutMs: config.paypalTimeoutMs,
  });

  // Before every route, so each request is measured (decision 061).
  await app.register(healthPlugin);
  await app.register(metricsPlugin, { token: config.metricsToken, port: config.metricsPort, host: config.metricsHost });

  // One limit per client address on every way in: the API's sign-in, the sign-in page's form, sign-up and forgot
  // password count together, in the database (decision 068).
  const signInLimit = new AddressLimit(() => app.counterDb, {
    name: 'sign-in-address',
    max: config.loginRateLimitIp,
    windowMs: 60_000,
    message: (wait) =>
      `Too many requests to sign in, sign up or reset a password from your address. Please wait ${wait} and try again.`,
  });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { signInLimit, loginRateLimitAccount: config.loginRateLimitAccount });
      await api.register(statusesRoutes);
      await api.register(affiliatesRoutes);
      await api.register(businessDateRoutes);
      await api.register(carsRoutes);
      await api.register(surgesRoutes);
      await api.register(rateCardsRoutes);
      await api.register(addonsRoutes);
      await api.register(discountCodesRoutes);
      await api.register(usersRoutes);
      await api.register(accessRoutes);
      await api.register(userRolesRoutes);
      await api.register(accountRoutes, {
        signInLimit,
        forgotPasswordRateLimit: config.forgotPasswordRateLimit,
        linkRateLimit: config.loginRateLimitIp,
      });
      await api.register(attachmentsRoutes);
      await api.register(placesRoutes);
      await api.register(addressesRoutes);
      await api.register(airportsRoutes);
      await api.register(staticPagesRoutes);
      for (const routes of reservationRoutes) await api.register(routes);
      await api.register(quoteOffersRoutes);
      await api.register(driverJobsRoutes);
      await api.register(configurationsRoutes);
      await api.register(operationsRoutes);
      await api.register(eventsRoutes);
      await api.register(tripProgressRoutes);
      await api.register(dispatchRoutes);
      await api.register(tripStatusRoutes);
    },
    { prefix: API_PREFIX },
  );
  // The public pages as HTML from the server, kept until anything changes (issue 27, decision 064).
  const publicSite = new PublicSite({
    db: app.db,
    broadcast: app.broadcast,
    publicUrl: config.publicUrl,
    spa: readSpaEntry(config.webDist),
    bookEntry: readSpaEntry(config.webDist, 'book.html'),
    timeZone: () => app.businessTimeZone,
    timeFormat: businessTimeFormat,
  });
  await app.register(publicSiteRoutes, { site: publicSite });
  await app.register(signInFormRoutes, {
    signInLimit,
    loginRateLimitAccount: config.loginRateLimitAccount,
    renderSignIn: (form) => publicSite.signIn(form),
  });
  await app.register(bookingWidgetRoutes);
  await app.register(webPlugin, {
    webDist: config.webDist,
    renderPublicPage: (path) => publicSite.page(path),
    renderSignIn: (redirect) => publicSite.signIn({ email: '', redirect }),
    renderTripStart: () => publicSite.tripStart(),
    widgetOrigins: () => findWidgetOrigins(app.db),
  });

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
