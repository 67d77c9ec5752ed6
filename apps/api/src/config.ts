import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
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
  PAYMENT_PROVIDER: z
    .enum(['simulator', 'phonepe', 'razorpay'], { error: 'must be simulator, phonepe or razorpay' })
    .default('simulator'),
  PHONEPE_CLIENT_ID: z.string().min(1).optional(),
  PHONEPE_CLIENT_SECRET: z.string().min(1).optional(),
  PHONEPE_CLIENT_VERSION: z.string().min(1).optional(),
  PHONEPE_BASE_URL: z.url({ error: 'must be a URL' }).optional(),
  PHONEPE_AUTH_URL: z.url({ error: 'must be a URL' }).optional(),
  PHONEPE_CALLBACK_USERNAME: z.string().min(1).optional(),
  PHONEPE_CALLBACK_PASSWORD: z.string().min(1).optional(),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must be a Razorpay key id (rzp_test_... or rzp_live_...)')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters long').optional(),
  RAZORPAY_BASE_URL: z.url({ error: 'must be a URL' }).default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z
    .url({ error: 'must be a URL' })
    .default('https://checkout.razorpay.com/v1/checkout.js'),
  ALLOW_TEST_PAYMENTS: booleanFlag.default(false),
  PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  REFUND_POLL_SECONDS: z.coerce.number().int().min(60).max(86400).default(900),
  STOCK_ALERT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SHIPPING_PROVIDER: z
    .enum(['manual', 'simulator', 'shiprocket'], { error: 'must be manual, simulator or shiprocket' })
    .default('manual'),
  ALLOW_TEST_SHIPPING: booleanFlag.default(false),
  SHIPROCKET_EMAIL: z.string().min(1).optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  SHIPROCKET_BASE_URL: z.url({ error: 'must be a URL' }).default('https://apiv2.shiprocket.in'),
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
  SHIPROCKET_PICKUP_LOCATION: z.string().min(1).optional(),
  SHIPPING_POLL_SECONDS: z.coerce.number().int().min(60).max(86400).default(1800),
  SMS_PROVIDER: z
    .enum(['outbox', 'simulator', 'msg91'], { error: 'must be outbox, simulator or msg91' })
    .default('outbox'),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_BASE_URL: z.url({ error: 'must be a URL' }).default('https://control.msg91.com'),
  MSG91_SENDER_ID: z.string().min(1).optional(),
  MSG91_TEMPLATE_SIGN_IN_CODE: z.string().min(1).optional(),
  MSG91_TEMPLATE_COD_CONFIRMATION: z.string().min(1).optional(),
  WHATSAPP_PROVIDER: z
    .enum(['outbox', 'simulator', 'cloud'], { error: 'must be outbox, simulator or cloud' })
    .default('outbox'),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
  WHATSAPP_BASE_URL: z.url({ error: 'must be a URL' }).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_LANGUAGE: z.string().min(2).default('en'),
  ALLOW_TEST_MESSAGES: booleanFlag.default(false),
  PUBLIC_URL: z.url({ error: 'must be a URL' }).optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|false|[0-9a-fA-F:.,/\s]+)$/,
      'must be a hop count (1 for one proxy in front) or a comma-separated list of proxy addresses',
    )
    .optional(),
  MEDIA_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(300),
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('vastra:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_REGISTER: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_OTP_REQUEST: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_OTP_RESET: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_ACCOUNT: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_LOGIN_IP: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_REGISTER_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_OTP_REQUEST_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_PASSWORD_CHANGE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_COUPON: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_COUPON_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_PAGE_DRAWS_IP: z.coerce.number().int().min(1).default(600),
});

/** Razorpay's API keys (its Dashboard, API Keys), the webhook's secret, and where its API and Checkout live. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** The secret typed when the webhook was set up in Razorpay's Dashboard. */
  webhookSecret: string;
  baseUrl: string;
  /** checkout.js: Razorpay's own, or a stand-in's in tests. */
  checkoutUrl: string;
}

export interface PhonePeConfig {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  baseUrl: string;
  authUrl: string;
  callbackUsername: string;
  callbackPassword: string;
}

/** An S3-compatible bucket for media (MEDIA_STORAGE=s3). */
export interface S3Settings {
  kind: 's3';
  bucket: string;
  region: string;
  /** For stores other than AWS (MinIO, R2, Spaces); unset means AWS S3 itself. */
  endpoint: string | undefined;
  /** Unset (both) means the AWS SDK's own credential chain: an instance role, say. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket-in-the-path addressing, which MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Where the bucket or a CDN serves files itself: /uploads/<name> then redirects there. */
  publicUrl: string | undefined;
}

/** Every setting the server reads, parsed once from the environment. */
export interface Config {
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
  paymentProvider: 'simulator' | 'phonepe' | 'razorpay';
  phonePe: PhonePeConfig | undefined;
  razorpay: RazorpayConfig | undefined;
  /** The simulator takes payments in a production shop: only when ALLOW_TEST_PAYMENTS says so. */
  allowTestPayments: boolean;
  /** How often unpaid online orders past their 30 minutes are looked for (once across all processes). */
  paymentSweepSeconds: number;
  /** How often refunds the provider answered PENDING are asked about again (once across all processes). */
  refundPollSeconds: number;
  /** How often variants back in stock are looked for, to tell their waiting shoppers (once across all processes). */
  stockAlertSweepSeconds: number;
  /** Who carries the parcels (SHIPPING_PROVIDER): the shop itself (manual), the simulator, or Shiprocket. */
  shippingProvider: 'manual' | 'simulator' | 'shiprocket';
  shiprocket: ShiprocketConfig | undefined;
  /** The shipping simulator books parcels in a production shop: only when ALLOW_TEST_SHIPPING says so. */
  allowTestShipping: boolean;
  /** How often parcels of providers that do not push their events are asked about (once across all processes). */
  shippingPollSeconds: number;
  /** How texts leave (SMS_PROVIDER): files in DATA_DIR/outbox, the simulator, or MSG91. */
  smsProvider: 'outbox' | 'simulator' | 'msg91';
  msg91: Msg91Config | undefined;
  /** How WhatsApp messages leave (WHATSAPP_PROVIDER): the outbox, the simulator, or the WhatsApp Cloud API. */
  whatsappProvider: 'outbox' | 'simulator' | 'cloud';
  whatsappCloud: WhatsAppCloudConfig | undefined;
  /** WhatsApp template language (WHATSAPP_LANGUAGE), as the templates were approved. */
  whatsappLanguage: string;
  /** The message simulators in a production shop: only when ALLOW_TEST_MESSAGES says so. */
  allowTestMessages: boolean;
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
  media: { kind: 'local' } | S3Settings;
  /** The built storefront (index.html and assets); absent in tests that do not need it. */
  webDistDir: string | undefined;
  rateLimits: RateLimits;
}

/** Attempts allowed per window: per client and identifier, per account alone, and per client IP alone. */
export interface RateLimits {
  /** Failed logins a minute for one client IP and identifier. */
  login: number;
  /** Failed logins per 15 minutes for one account, from any IP. */
  loginAccount: number;
  /** Login attempts a minute from one IP, whatever the identifier. */
  loginIp: number;
  /** Registrations per 10 minutes for one IP and email. */
  register: number;
  /** Registrations a minute from one IP, whatever the email. */
  registerIp: number;
  /** Reset codes per 15 minutes for one email, from any IP. */
  otpRequest: number;
  /** Reset-code requests per 15 minutes from one IP, whatever the email. */
  otpRequestIp: number;
  /** Reset attempts per 15 minutes for one email, from any IP. */
  otpReset: number;
  /** Wrong current passwords per 15 minutes for one signed-in user. */
  passwordChange: number;
  /** Offer codes tried a minute by one signed-in user. */
  coupon: number;
  /** Offer codes tried a minute from one IP, whatever the account. */
  couponIp: number;
  /** Shopper pages drawn a minute for one IP (pages kept in memory are not counted). */
  pageDrawsIp: number;
}

export class ConfigError extends Error {}

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
  const phonePe = e.PAYMENT_PROVIDER === 'phonepe' ? phonePeConfig(e) : undefined;
  const razorpay = e.PAYMENT_PROVIDER === 'razorpay' ? razorpayConfig(e) : undefined;
  if (production && e.PAYMENT_PROVIDER === 'simulator' && !e.ALLOW_TEST_PAYMENTS) {
    throw new ConfigError(
      'Configuration error: PAYMENT_PROVIDER must be phonepe or razorpay when NODE_ENV=production: the simulator lets anyone mark an order paid. Set ALLOW_TEST_PAYMENTS=true only for a test shop.',
    );
  }
  if (production && razorpay?.keyId.startsWith('rzp_test_') && !e.ALLOW_TEST_PAYMENTS) {
    throw new ConfigError(
      'Configuration error: RAZORPAY_KEY_ID is a test mode key (rzp_test_...) and NODE_ENV=production: no money moves in test mode. Use the live keys, or set ALLOW_TEST_PAYMENTS=true only for a test shop.',
    );
  }
  const shiprocket = e.SHIPPING_PROVIDER === 'shiprocket' ? shiprocketConfig(e) : undefined;
  if (production && e.SHIPPING_PROVIDER === 'simulator' && !e.ALLOW_TEST_SHIPPING) {
    throw new ConfigError(
      'Configuration error: SHIPPING_PROVIDER=simulator is refused when NODE_ENV=production: its parcels are never carried. Set ALLOW_TEST_SHIPPING=true only for a test shop.',
    );
  }

  for (const [setting, value] of [
    ['SMS_PROVIDER', e.SMS_PROVIDER],
    ['WHATSAPP_PROVIDER', e.WHATSAPP_PROVIDER],
  ] as const) {
    if (production && value === 'simulator' && !e.ALLOW_TEST_MESSAGES) {
      throw new ConfigError(
        `Configuration error: ${setting}=simulator is refused when NODE_ENV=production: its messages never reach a phone. Set ALLOW_TEST_MESSAGES=true only for a test shop.`,
      );
    }
  }

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
    paymentProvider: e.PAYMENT_PROVIDER,
    phonePe,
    razorpay,
    allowTestPayments: e.ALLOW_TEST_PAYMENTS,
    paymentSweepSeconds: e.PAYMENT_SWEEP_SECONDS,
    refundPollSeconds: e.REFUND_POLL_SECONDS,
    stockAlertSweepSeconds: e.STOCK_ALERT_SWEEP_SECONDS,
    shippingProvider: e.SHIPPING_PROVIDER,
    shiprocket,
    allowTestShipping: e.ALLOW_TEST_SHIPPING,
    shippingPollSeconds: e.SHIPPING_POLL_SECONDS,
    smsProvider: e.SMS_PROVIDER,
    msg91: e.SMS_PROVIDER === 'msg91' ? msg91Config(e) : undefined,
    whatsappProvider: e.WHATSAPP_PROVIDER,
    whatsappCloud: e.WHATSAPP_PROVIDER === 'cloud' ? whatsappCloudConfig(e) : undefined,
    whatsappLanguage: e.WHATSAPP_LANGUAGE,
    allowTestMessages: e.ALLOW_TEST_MESSAGES,
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_SECONDS * 1000,
    connectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    media: e.MEDIA_STORAGE === 's3' ? s3Settings(e) : { kind: 'local' },
    webDistDir: undefined,
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      loginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
      loginIp: e.RATE_LIMIT_LOGIN_IP,
      register: e.RATE_LIMIT_REGISTER,
      registerIp: e.RATE_LIMIT_REGISTER_IP,
      otpRequest: e.RATE_LIMIT_OTP_REQUEST,
      otpRequestIp: e.RATE_LIMIT_OTP_REQUEST_IP,
      otpReset: e.RATE_LIMIT_OTP_RESET,
      passwordChange: e.RATE_LIMIT_PASSWORD_CHANGE,
      coupon: e.RATE_LIMIT_COUPON,
      couponIp: e.RATE_LIMIT_COUPON_IP,
      pageDrawsIp: e.RATE_LIMIT_PAGE_DRAWS_IP,
    },
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

/** Shiprocket's API account (an API user made in its panel), its webhook token and pickup location. */
export interface ShiprocketConfig {
  email: string;
  password: string;
  baseUrl: string;
  /** What Shiprocket sends in `x-api-key` with every tracking webhook. */
  webhookToken: string;
  /** The pickup location's name as saved in Shiprocket's panel. */
  pickupLocation: string;
}

function shiprocketConfig(e: z.infer<typeof envSchema>): ShiprocketConfig {
  const required = {
    SHIPROCKET_EMAIL: e.SHIPROCKET_EMAIL,
    SHIPROCKET_PASSWORD: e.SHIPROCKET_PASSWORD,
    SHIPROCKET_WEBHOOK_TOKEN: e.SHIPROCKET_WEBHOOK_TOKEN,
    SHIPROCKET_PICKUP_LOCATION: e.SHIPROCKET_PICKUP_LOCATION,
  };
  for (const [name, value] of Object.entries(required)) {
    if (!value) {
      throw new ConfigError(`Configuration error: ${name} must be set when SHIPPING_PROVIDER=shiprocket.`);
    }
  }
  return {
    email: required.SHIPROCKET_EMAIL as string,
    password: required.SHIPROCKET_PASSWORD as string,
    baseUrl: e.SHIPROCKET_BASE_URL.replace(/\/$/, ''),
    webhookToken: required.SHIPROCKET_WEBHOOK_TOKEN as string,
    pickupLocation: required.SHIPROCKET_PICKUP_LOCATION as string,
  };
}

function razorpayConfig(e: z.infer<typeof envSchema>): RazorpayConfig {
  const required = {
    RAZORPAY_KEY_ID: e.RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: e.RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: e.RAZORPAY_WEBHOOK_SECRET,
  };
  for (const [name, value] of Object.entries(required)) {
    if (!value)
      throw new ConfigError(`Configuration error: ${name} must be set when PAYMENT_PROVIDER=razorpay.`);
  }
  return {
    keyId: required.RAZORPAY_KEY_ID as string,
    keySecret: required.RAZORPAY_KEY_SECRET as string,
    webhookSecret: required.RAZORPAY_WEBHOOK_SECRET as string,
    baseUrl: e.RAZORPAY_BASE_URL.replace(/\/$/, ''),
    checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
  };
}

/**
 * MSG91's account: its auth key, and the DLT template id registered for each message (Indian rules
 * let a business send only texts registered on the DLT platform, each with its own id).
 */
export interface Msg91Config {
  authKey: string;
  baseUrl: string;
  senderId: string | undefined;
  templates: { signInCode: string; codConfirmation: string };
}

function msg91Config(e: z.infer<typeof envSchema>): Msg91Config {
  const required = {
    MSG91_AUTH_KEY: e.MSG91_AUTH_KEY,
    MSG91_TEMPLATE_SIGN_IN_CODE: e.MSG91_TEMPLATE_SIGN_IN_CODE,
    MSG91_TEMPLATE_COD_CONFIRMATION: e.MSG91_TEMPLATE_COD_CONFIRMATION,
  };
  for (const [name, value] of Object.entries(required)) {
    if (!value) throw new ConfigError(`Configuration error: ${name} must be set when SMS_PROVIDER=msg91.`);
  }
  return {
    authKey: required.MSG91_AUTH_KEY as string,
    baseUrl: e.MSG91_BASE_URL.replace(/\/$/, ''),
    senderId: e.MSG91_SENDER_ID,
    templates: {
      signInCode: required.MSG91_TEMPLATE_SIGN_IN_CODE as string,
      codConfirmation: required.MSG91_TEMPLATE_COD_CONFIRMATION as string,
    },
  };
}

/** The WhatsApp Cloud API: the business phone number's id, its token, and the app's webhook secrets. */
export interface WhatsAppCloudConfig {
  accessToken: string;
  phoneNumberId: string;
  /** Signs every webhook (X-Hub-Signature-256). */
  appSecret: string;
  /** What Meta sends back in the webhook's verification handshake (hub.verify_token). */
  verifyToken: string;
  baseUrl: string;
}

function whatsappCloudConfig(e: z.infer<typeof envSchema>): WhatsAppCloudConfig {
  const required = {
    WHATSAPP_ACCESS_TOKEN: e.WHATSAPP_ACCESS_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: e.WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_APP_SECRET: e.WHATSAPP_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: e.WHATSAPP_VERIFY_TOKEN,
  };
  for (const [name, value] of Object.entries(required)) {
    if (!value)
      throw new ConfigError(`Configuration error: ${name} must be set when WHATSAPP_PROVIDER=cloud.`);
  }
  return {
    accessToken: required.WHATSAPP_ACCESS_TOKEN as string,
    phoneNumberId: required.WHATSAPP_PHONE_NUMBER_ID as string,
    appSecret: required.WHATSAPP_APP_SECRET as string,
    verifyToken: required.WHATSAPP_VERIFY_TOKEN as string,
    baseUrl: e.WHATSAPP_BASE_URL.replace(/\/$/, ''),
  };
}

function phonePeConfig(e: z.infer<typeof envSchema>): PhonePeConfig {
  const required = {
    PHONEPE_CLIENT_ID: e.PHONEPE_CLIENT_ID,
    PHONEPE_CLIENT_SECRET: e.PHONEPE_CLIENT_SECRET,
    PHONEPE_CLIENT_VERSION: e.PHONEPE_CLIENT_VERSION,
    PHONEPE_BASE_URL: e.PHONEPE_BASE_URL,
    PHONEPE_AUTH_URL: e.PHONEPE_AUTH_URL,
    PHONEPE_CALLBACK_USERNAME: e.PHONEPE_CALLBACK_USERNAME,
    PHONEPE_CALLBACK_PASSWORD: e.PHONEPE_CALLBACK_PASSWORD,
  };
  for (const [name, value] of Object.entries(required)) {
    if (!value)
      throw new ConfigError(`Configuration error: ${name} must be set when PAYMENT_PROVIDER=phonepe.`);
  }
  return {
    clientId: required.PHONEPE_CLIENT_ID as string,
    clientSecret: required.PHONEPE_CLIENT_SECRET as string,
    clientVersion: required.PHONEPE_CLIENT_VERSION as string,
    baseUrl: (required.PHONEPE_BASE_URL as string).replace(/\/$/, ''),
    authUrl: (required.PHONEPE_AUTH_URL as string).replace(/\/$/, ''),
    callbackUsername: required.PHONEPE_CALLBACK_USERNAME as string,
    callbackPassword: required.PHONEPE_CALLBACK_PASSWORD as string,
  };
}

function s3Settings(e: z.infer<typeof envSchema>): S3Settings {
  for (const [name, value] of Object.entries({ S3_BUCKET: e.S3_BUCKET, S3_REGION: e.S3_REGION })) {
    if (!value) throw new ConfigError(`Configuration error: ${name} must be set when MEDIA_STORAGE=s3.`);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Configuration error: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS default credentials).',
    );
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION as string,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
  };
}

/** A signing key generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
