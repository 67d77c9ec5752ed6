import { z } from 'zod';
import { booleanFlag, ConfigError, requiredSettings, withoutTrailingSlash } from './settings';

/** How shoppers pay online: the variables, each checked as the server starts. */
export const paymentsEnv = z.object({
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

export interface PaymentSettings {
  paymentProvider: 'simulator' | 'phonepe' | 'razorpay';
  phonePe: PhonePeConfig | undefined;
  razorpay: RazorpayConfig | undefined;
  /** The simulator takes payments in a production shop: only when ALLOW_TEST_PAYMENTS says so. */
  allowTestPayments: boolean;
  /** How often unpaid online orders past their 30 minutes are looked for (once across all processes). */
  paymentSweepSeconds: number;
  /** How often refunds the provider answered PENDING are asked about again (once across all processes). */
  refundPollSeconds: number;
}

type PaymentsEnv = z.infer<typeof paymentsEnv>;

/** The payment settings; a production shop is refused anything that moves no money. */
export function paymentSettings(e: PaymentsEnv, production: boolean): PaymentSettings {
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
  return {
    paymentProvider: e.PAYMENT_PROVIDER,
    phonePe,
    razorpay,
    allowTestPayments: e.ALLOW_TEST_PAYMENTS,
    paymentSweepSeconds: e.PAYMENT_SWEEP_SECONDS,
    refundPollSeconds: e.REFUND_POLL_SECONDS,
  };
}

function razorpayConfig(e: PaymentsEnv): RazorpayConfig {
  const required = requiredSettings(
    {
      RAZORPAY_KEY_ID: e.RAZORPAY_KEY_ID,
      RAZORPAY_KEY_SECRET: e.RAZORPAY_KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: e.RAZORPAY_WEBHOOK_SECRET,
    },
    'PAYMENT_PROVIDER=razorpay',
  );
  return {
    keyId: required.RAZORPAY_KEY_ID,
    keySecret: required.RAZORPAY_KEY_SECRET,
    webhookSecret: required.RAZORPAY_WEBHOOK_SECRET,
    baseUrl: withoutTrailingSlash(e.RAZORPAY_BASE_URL),
    checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
  };
}

function phonePeConfig(e: PaymentsEnv): PhonePeConfig {
  const required = requiredSettings(
    {
      PHONEPE_CLIENT_ID: e.PHONEPE_CLIENT_ID,
      PHONEPE_CLIENT_SECRET: e.PHONEPE_CLIENT_SECRET,
      PHONEPE_CLIENT_VERSION: e.PHONEPE_CLIENT_VERSION,
      PHONEPE_BASE_URL: e.PHONEPE_BASE_URL,
      PHONEPE_AUTH_URL: e.PHONEPE_AUTH_URL,
      PHONEPE_CALLBACK_USERNAME: e.PHONEPE_CALLBACK_USERNAME,
      PHONEPE_CALLBACK_PASSWORD: e.PHONEPE_CALLBACK_PASSWORD,
    },
    'PAYMENT_PROVIDER=phonepe',
  );
  return {
    clientId: required.PHONEPE_CLIENT_ID,
    clientSecret: required.PHONEPE_CLIENT_SECRET,
    clientVersion: required.PHONEPE_CLIENT_VERSION,
    baseUrl: withoutTrailingSlash(required.PHONEPE_BASE_URL),
    authUrl: withoutTrailingSlash(required.PHONEPE_AUTH_URL),
    callbackUsername: required.PHONEPE_CALLBACK_USERNAME,
    callbackPassword: required.PHONEPE_CALLBACK_PASSWORD,
  };
}
