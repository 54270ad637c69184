import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@livery/domain';
import { z } from 'zod';

/** BACKUP_EVERY's units in ms; a bare number is minutes. */
const BACKUP_UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Environment variables the API reads; the README lists them. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1000),
  LOGIN_RATE_LIMIT_IP: z.coerce.number().int().positive().default(20),
  LOGIN_RATE_LIMIT_ACCOUNT: z.coerce.number().int().positive().default(5),
  BUSINESS_TIME_ZONE: z
    .string()
    .default(DEFAULT_BUSINESS_TIME_ZONE)
    .refine(isTimeZone, 'BUSINESS_TIME_ZONE must be an IANA time zone such as America/New_York'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Livery <no-reply@livery.test>'),
  PUBLIC_URL: z.string().url().optional(),
  MAIL_POLL_MS: z.coerce.number().int().min(0).default(5000),
  REMINDER_POLL_MS: z.coerce.number().int().min(0).default(60_000),
  SSN_ENCRYPTION_KEY: z.string().optional(),
  FORGOT_PASSWORD_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  OSRM_URL: z.string().url('OSRM_URL must be a URL such as http://localhost:5000').optional(),
  OSRM_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(2000),
  GEOCODER_URL: z.string().url('GEOCODER_URL must be a URL such as http://localhost:2322').optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(1500),
  ROAD_FACTOR: z.coerce
    .number()
    .min(1, 'ROAD_FACTOR must be at least 1 (a road is never shorter than the straight line)')
    .max(3, 'ROAD_FACTOR must be at most 3')
    .default(1.25),
  PAYPAL_API_BASE: z
    .string()
    .url('PAYPAL_API_BASE must be a URL such as https://api-m.paypal.com')
    .default('https://api-m.sandbox.paypal.com'),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_SDK_URL: z
    .string()
    .url('PAYPAL_SDK_URL must be a URL such as https://www.paypal.com/sdk/js')
    .default('https://www.paypal.com/sdk/js'),
  PAYPAL_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(15_000),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(10_000),
  LOG_SQL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WORKERS: z.coerce
    .number()
    .int()
    .min(1, 'WORKERS must be at least 1')
    .max(256, 'WORKERS must be at most 256')
    .optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_EVERY: z
    .string()
    .regex(/^[1-9]\d*[mhd]?$/, 'BACKUP_EVERY must be minutes, or a duration such as 30m, 6h or 1d')
    .transform((v) => Number.parseInt(v, 10) * BACKUP_UNITS[/[mhd]$/.exec(v)?.[0] ?? 'm']!)
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(0).default(7),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'TRUST_PROXY must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

export interface AppConfig {
  /** API processes `npm start` runs (issue 26, decision 063): the cores on PostgreSQL, always 1 on PGlite. */
  workers: number;
  /** Every SQL statement in the log at info level, with its parameters (for a slow page; the bench's floor). */
  logSql: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  webDist: string | undefined;
  logLevel: string;
  rateLimitMax: number;
  /** Sign-in attempts per IP per minute. */
  loginRateLimitIp: number;
  /** Failed sign-ins per account per 15 minutes. */
  loginRateLimitAccount: number;
  seedDemoData: boolean;
  /** The business's time zone for date-only rules (surges, discount codes) until the configuration record. */
  businessTimeZone: string;
  /** Without it, mail is written to `DATA_DIR/mail/<id>.eml`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base of the links in e-mails. */
  publicUrl: string;
  /** How often the outbox worker looks for mail to send; 0 = only when drained by hand (tests). */
  mailPollMs: number;
  /** How often each process looks for due trip reminders (decision 058); 0, or no outbox worker (tests): never. */
  reminderPollMs: number;
  /** Base64 of 32 bytes; else generated once into `DATA_DIR/ssn-key`. */
  ssnEncryptionKey: string | undefined;
  /** Forgot-password requests per address per 15 minutes. */
  forgotPasswordRateLimit: number;
  /** OSRM's base URL for road distances; without it, great-circle miles × `roadFactor` (decision 038). */
  osrmUrl: string | undefined;
  /** How long a quote waits for OSRM before it uses the great-circle miles. */
  osrmTimeoutMs: number;
  /** Straight-line miles × this = road miles, when OSRM is not used. */
  roadFactor: number;
  /** Photon's base URL for address search (decision 059); without it, the embedded ZIP and city lookup. */
  geocoderUrl: string | undefined;
  /** How long a search or a quote waits for Photon before the embedded lookup answers. */
  geocoderTimeoutMs: number;
  /** PayPal's REST base (sandbox by default; `https://api-m.paypal.com` for live payments). Decision 040. */
  paypalApiBase: string;
  /** Without both, payment by PayPal is unavailable. */
  paypalClientId: string | undefined;
  paypalClientSecret: string | undefined;
  /** The JS SDK script the browser loads (its `sdkBaseUrl`). */
  paypalSdkUrl: string;
  /** How long one call to PayPal may take before the booking answers 502. */
  paypalTimeoutMs: number;
  /** Where `npm run backup` and scheduled backups write (default `DATA_DIR/backups`). Decision 060. */
  backupDir: string;
  /** Take a backup every this many ms (BACKUP_EVERY); undefined: no scheduled backups. */
  backupEveryMs: number | undefined;
  /** Scheduled backups keep the newest this many backups in `backupDir` (0: all). */
  backupKeep: number;
  /** With it, `GET /metrics` on the API's port answers to `Authorization: Bearer <token>` (decision 061). */
  metricsToken: string | undefined;
  /** With it, Prometheus metrics on their own port (cluster-wide under WORKERS), bound to `metricsHost`. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** How long SIGTERM waits for requests, streams, the outbox and the pool to close before exiting 1. */
  shutdownTimeoutMs: number;
  /** Take the client's address from `X-Forwarded-For` (behind a load balancer). */
  trustProxy: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable counts as unset (`DATABASE_URL= npm start`).
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (!e.DATABASE_URL && e.WORKERS !== undefined && e.WORKERS > 1) {
    throw new Error(
      'Invalid configuration: WORKERS: the embedded database (PGlite) runs in one process; set DATABASE_URL to run several',
    );
  }
  return {
    workers: e.WORKERS ?? (e.DATABASE_URL ? availableParallelism() : 1),
    logSql: e.LOG_SQL,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    loginRateLimitIp: e.LOGIN_RATE_LIMIT_IP,
    loginRateLimitAccount: e.LOGIN_RATE_LIMIT_ACCOUNT,
    seedDemoData: e.SEED_DEMO_DATA,
    businessTimeZone: e.BUSINESS_TIME_ZONE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    mailPollMs: e.MAIL_POLL_MS,
    reminderPollMs: e.REMINDER_POLL_MS,
    ssnEncryptionKey: e.SSN_ENCRYPTION_KEY,
    forgotPasswordRateLimit: e.FORGOT_PASSWORD_RATE_LIMIT,
    osrmUrl: e.OSRM_URL?.replace(/\/+$/, ''),
    osrmTimeoutMs: e.OSRM_TIMEOUT_MS,
    roadFactor: e.ROAD_FACTOR,
    geocoderUrl: e.GEOCODER_URL?.replace(/\/+$/, ''),
    geocoderTimeoutMs: e.GEOCODER_TIMEOUT_MS,
    paypalApiBase: e.PAYPAL_API_BASE.replace(/\/+$/, ''),
    paypalClientId: e.PAYPAL_CLIENT_ID,
    paypalClientSecret: e.PAYPAL_CLIENT_SECRET,
    paypalSdkUrl: e.PAYPAL_SDK_URL,
    paypalTimeoutMs: e.PAYPAL_TIMEOUT_MS,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    backupEveryMs: e.BACKUP_EVERY,
    backupKeep: e.BACKUP_KEEP,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
  };
}
