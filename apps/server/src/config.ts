/** Reads the environment once, checks it with zod, and fails at start with a list of what is wrong. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** An origin as browsers send it: scheme://host[:port], lower case, no path or trailing slash. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/** A push host name, optionally `*.` for every subdomain. */
const PUSH_HOST = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATABASE_URL: optionalString.pipe(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Read replicas (docs/operations.md "Read replicas"): PostgreSQL streaming replicas of DATABASE_URL, comma-separated.
   * Checked at start, not here: a wrong one is named in the log and left out, and the app serves from the primary.
   */
  DATABASE_READ_URL: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((u) => u.trim()).filter(Boolean)),
  /** A replica lagging the primary by more than this leaves rotation until it catches up. */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  /** How often each replica's health and lag are checked. */
  DATABASE_READ_CHECK_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** A person who wrote reads from the primary for this long (read-your-writes); at least the lag bound plus a check. */
  DATABASE_READ_YOUR_WRITES_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  AUTH_TEST_PHONE_NUMBERS: optionalString,
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM_NUMBER: optionalString,
  TWILIO_API_BASE_URL: z.url().default('https://api.twilio.com'),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET_KEY: optionalString,
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  FCM_SERVICE_ACCOUNT: optionalString,
  FCM_API_BASE_URL: z.url().default('https://fcm.googleapis.com'),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString.pipe(z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://').optional()),
  JOBS_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** "Download my data": an export of at most this many rows is built in the request, a larger one by a job. */
  DATA_EXPORT_INLINE_MAX_ROWS: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  JOBS_BACKOFF_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /** Jobs running at once per process in the shared slots (fan-outs, reminders). */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** Push deliveries running at once per process, in slots of their own (they mostly wait on the network). */
  PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(32),
  /** Deadline of one push request (connect, TLS, answer); a user's targets are sent to in parallel. */
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(5000),
  /** Push endpoint hosts allowed besides the known push services: `push.example.com` or `*.example.com`. */
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(PUSH_HOST, 'must be host names like push.example.com or *.example.com (no scheme, port or path)'))),
  /**
   * Tests only (refused in production): exact origins of local push stand-ins that may be reached over http and on
   * loopback, past the host and address rules.
   */
  PUSH_TEST_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(ORIGIN, 'must be exact origins like http://127.0.0.1:4000 (scheme://host[:port], no path)'))),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(ORIGIN, 'must be exact origins like https://app.example.com (scheme://host[:port], no path, no *)'))),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional()),
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://...:465; unset: no mail is sent. */
  SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps://').optional()),
  /** The From of Kickoff's mail: `Kickoff <no-reply@example.com>` or an address. */
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .regex(/^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an address or "Name <address>"')
      .optional(),
  ),
  MAP_TILE_URL: optionalString.pipe(
    z
      .string()
      .default(OSM_TILE_URL)
      .refine(
        (v) => v === 'none' || (/^https?:\/\/[^\s]+$/.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p))),
        'must be an http(s) tile URL with {z}, {x} and {y}, or none',
      ),
  ),
  MAP_TILE_ATTRIBUTION: z.string().trim().default(OSM_ATTRIBUTION),
  GEOCODER_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  GEOCODER_PROTOCOL: z.enum(['nominatim', 'photon']).default('nominatim'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1500),
  /**
   * Spam brakes on new accounts (issue 34, point 5): for SPAM_NEW_ACCOUNT_HOURS after sign-up a person may post links
   * only after their first game or group join, and posts, comments and joins are counted per hour per account and per
   * IP range (IPv4 /24, IPv6 /48). `off` turns them off (the test suites, which sign up many people from one address).
   */
  SPAM_BRAKES: z.enum(['on', 'off']).default('on'),
  SPAM_NEW_ACCOUNT_HOURS: z.coerce.number().int().min(0).max(24 * 30).default(24),
  SPAM_POSTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  SPAM_COMMENTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  SPAM_JOINS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  SPAM_IP_RANGE_POSTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  SPAM_IP_RANGE_COMMENTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(40),
  SPAM_IP_RANGE_JOINS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(40),
  /** Prometheus metrics on a port of their own (docs/operations.md "Metrics"); unset: no metrics port. 0: any free port. */
  METRICS_PORT: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? Number(v.trim()) : undefined))
    .pipe(z.number().int().min(0).max(65535).optional()),
  /** Interface of the metrics port; unset: HOST. */
  METRICS_HOST: optionalString,
  /** Serves the metrics at /metrics of the app's port to `Authorization: Bearer <token>`; unset: no /metrics route. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /**
   * OpenTelemetry traces (docs/operations.md "Traces"): the OTLP/HTTP collector's base URL (spans go to
   * `<url>/v1/traces`, JSON); unset: no tracing, and its packages are never loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  /** The `service.name` of the spans. */
  OTEL_SERVICE_NAME: z.string().default('kickoff'),
  /** Payments (issue 29, docs/payments.md): unset means no online payments ("Pay the host at the field"). */
  STRIPE_SECRET_KEY: optionalString,
  /** The webhook endpoint's signing secret (whsec_...); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the `stripe` client sends its requests (the local stand-in: 127.0.0.1, its port, http); unset: Stripe. */
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? Number(v.trim()) : undefined))
    .pipe(z.number().int().min(1).max(65535).optional()),
  STRIPE_API_PROTOCOL: z.enum(['https', 'http']).optional(),
  /** Network retries of one Stripe call (each with the same idempotency key). */
  STRIPE_MAX_NETWORK_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(500).max(80_000).default(10_000),
  /** Kickoff's fee on each online payment, in percent with at most two decimals (default 0). */
  PAYMENTS_PLATFORM_FEE_PERCENT: z
    .string()
    .default('0')
    .pipe(z.string().regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'must be a percentage from 0 to 100 with at most two decimals')),
  REDIS_KEY_PREFIX: z
    .string()
    .default('kickoff:')
    .pipe(z.string().regex(/^[A-Za-z0-9:._-]{1,64}$/, 'must be 1-64 letters, digits or : . _ -')),
});

export type Env = z.infer<typeof envSchema>;

export interface S3Config {
  bucket: string;
  /** Base URL objects are served from (bucket website, CDN); no trailing slash. */
  publicUrl: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's default credential chain (instance or task role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface AppConfig extends Env {
  publicUrl: string;
  pgliteDir: string;
  uploadsDir: string;
  authSecret: string;
  /** Set when uploads go to an S3-compatible bucket (S3_BUCKET); otherwise they go to `uploadsDir`. */
  s3?: S3Config;
  /** Set when mail can be sent (SMTP_URL). */
  mail?: { smtpUrl: string; from: string };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the given environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const pairs: [boolean, string][] = [
    [Boolean(e.TWILIO_ACCOUNT_SID) === Boolean(e.TWILIO_AUTH_TOKEN), 'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN go together'],
    [!e.TWILIO_ACCOUNT_SID || Boolean(e.TWILIO_FROM_NUMBER), 'TWILIO_FROM_NUMBER is required with Twilio'],
    [Boolean(e.RECAPTCHA_SITE_KEY) === Boolean(e.RECAPTCHA_SECRET_KEY), 'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY go together'],
    [Boolean(e.GOOGLE_CLIENT_ID) === Boolean(e.GOOGLE_CLIENT_SECRET), 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together'],
    [e.NODE_ENV !== 'production' || Boolean(e.AUTH_SECRET), 'AUTH_SECRET is required in production'],
    [Boolean(e.VAPID_PUBLIC_KEY) === Boolean(e.VAPID_PRIVATE_KEY), 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together'],
    [
      e.NODE_ENV !== 'production' || e.PUSH_TEST_ORIGINS.length === 0,
      'PUSH_TEST_ORIGINS lets push requests reach local test stand-ins and is refused in production',
    ],
    [
      e.NODE_ENV !== 'production' || !e.SMTP_URL || Boolean(e.PUBLIC_URL?.startsWith('https://')),
      "PUBLIC_URL must be the app's https:// address when SMTP_URL is set in production (the links and one-click unsubscribe of notification mail)",
    ],
    [Boolean(e.S3_ACCESS_KEY_ID) === Boolean(e.S3_SECRET_ACCESS_KEY), 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [!e.S3_BUCKET || Boolean(e.S3_PUBLIC_URL), 'S3_PUBLIC_URL (where the bucket\'s objects are served from) is required with S3_BUCKET'],
    [
      Boolean(e.S3_BUCKET) || ![e.S3_ENDPOINT, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_PUBLIC_URL].some(Boolean),
      'S3_BUCKET is required when other S3_* variables are set',
    ],
    [
      e.DATABASE_READ_YOUR_WRITES_MS >= e.DATABASE_READ_MAX_LAG_MS + e.DATABASE_READ_CHECK_MS,
      'DATABASE_READ_YOUR_WRITES_MS must be at least DATABASE_READ_MAX_LAG_MS + DATABASE_READ_CHECK_MS (a replica in rotation may lag that much)',
    ],
    [!e.STRIPE_SECRET_KEY || Boolean(e.STRIPE_WEBHOOK_SECRET), 'STRIPE_WEBHOOK_SECRET (the webhook signing secret) is required with STRIPE_SECRET_KEY'],
    [e.METRICS_PORT === undefined || e.METRICS_PORT === 0 || e.METRICS_PORT !== e.PORT, 'METRICS_PORT must differ from PORT'],
  ];
  const problems = pairs.filter(([ok]) => !ok).map(([, msg]) => msg);
  if (problems.length) throw new ConfigError(problems);
  return {
    ...e,
    DATA_DIR: dataDir,
    METRICS_HOST: e.METRICS_HOST ?? e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    authSecret: e.AUTH_SECRET ?? developmentSecret(dataDir),
    s3: e.S3_BUCKET ? s3Config(e) : undefined,
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Kickoff <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>` } : undefined,
  };
}

function s3Config(e: Env): S3Config {
  return {
    bucket: e.S3_BUCKET!,
    publicUrl: e.S3_PUBLIC_URL!.replace(/\/+$/, ''),
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
  };
}

/** Without AUTH_SECRET (development), a random secret is made once and kept in the data folder. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
