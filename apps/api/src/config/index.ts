// Every setting the server reads from its environment, parsed once as it starts. Each outside service
// keeps its variables and their checks in a file of its own; what is here is the shop's own.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type MediaSettings, mediaEnv, mediaSettings } from './media';
import { type MessageSettings, messageSettings, messagesEnv } from './messages';
import { type PaymentSettings, paymentSettings, paymentsEnv } from './payments';
import { type RateLimits, rateLimits, rateLimitsEnv } from './rate-limits';
import { booleanFlag, ConfigError } from './settings';
import { type ShippingSettings, shippingEnv, shippingSettings } from './shipping';

export type { S3Settings } from './media';
export type { Msg91Config, WhatsAppCloudConfig } from './messages';
export type { PhonePeConfig, RazorpayConfig } from './payments';
export type { RateLimits } from './rate-limits';
export { ConfigError } from './settings';
export type { ShiprocketConfig } from './shipping';

const shopEnv = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).default('admin@vastra.local'),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters long').optional(),
  SEED_DEMO: booleanFlag.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vastra <no-reply@vastra.local>'),
  STOCK_ALERT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  PUBLIC_URL: z.url({ error: 'must be a URL' }).optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|false|[0-9a-fA-F:.,/\s]+)$/,
      'must be a hop count (1 for one proxy in front) or a comma-separated list of proxy addresses',
    )
    .optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(300),
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('vastra:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const envSchema = z.object({
  ...shopEnv.shape,
  ...paymentsEnv.shape,
  ...shippingEnv.shape,
  ...messagesEnv.shape,
  ...mediaEnv.shape,
  ...rateLimitsEnv.shape,
});

/** Every setting the server reads, parsed once from the environment. */
export interface Config extends PaymentSettings, ShippingSettings, MessageSettings {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often variants back in stock are looked for, to tell their waiting shoppers (once across all processes). */
  stockAlertSweepSeconds: number;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe (false: nobody's, the client is the peer). */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  publicUrl: string;
  logLevel: string;
  /**
   * How long one request may take to arrive, body included: a client sending slowly to hold a
   * connection is cut off (408). Long enough for a form of videos on a slow line.
   */
  requestTimeoutMs: number;
  /** How long a connection may stay silent, mid-request or while its answer is worked out. */
  connectionTimeoutMs: number;
  /**
   * Open connections one client address may hold; more are closed at once. Not applied behind a
   * trusted proxy (TRUST_PROXY), where every connection comes from the proxy and it caps them.
   */
  connectionsPerAddress: number;
  /** Redis for what several processes share (rate limits); unset keeps it in this process. */
  redisUrl: string | undefined;
  /** Before every Redis key, so several shops (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** Where uploaded media is kept: DATA_DIR/uploads, or a bucket shared by every process. */
  media: MediaSettings;
  /** The built storefront (index.html and assets); absent in tests that do not need it. */
  webDistDir: string | undefined;
  rateLimits: RateLimits;
}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Configuration error: ${String(issue?.path[0])} ${issue?.message}.`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  if (production && !e.JWT_SECRET) {
    throw new ConfigError('Configuration error: JWT_SECRET must be set when NODE_ENV=production.');
  }
  // Checked before anything is written to DATA_DIR (the signing key), as a refused start writes nothing.
  const services = {
    ...paymentSettings(e, production),
    ...shippingSettings(e, production),
    ...messageSettings(e, production),
    media: mediaSettings(e),
  };
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ...services,
    stockAlertSweepSeconds: e.STOCK_ALERT_SWEEP_SECONDS,
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_SECONDS * 1000,
    connectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    webDistDir: undefined,
    rateLimits: rateLimits(e),
  };
}

/**
 * TRUST_PROXY: unset or false trusts no forwarded address (the client is whoever connected); a number
 * trusts that many proxy hops; a list trusts forwarded addresses only from those proxies.
 */
function trustProxySetting(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
    .join(',');
}

/** A signing key generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
