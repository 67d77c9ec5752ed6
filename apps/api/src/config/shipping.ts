import { z } from 'zod';
import { booleanFlag, ConfigError, requiredSettings, withoutTrailingSlash } from './settings';

/** Who carries the parcels: the variables, each checked as the server starts. */
export const shippingEnv = z.object({
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
});

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

export interface ShippingSettings {
  /** Who carries the parcels (SHIPPING_PROVIDER): the shop itself (manual), the simulator, or Shiprocket. */
  shippingProvider: 'manual' | 'simulator' | 'shiprocket';
  shiprocket: ShiprocketConfig | undefined;
  /** The shipping simulator books parcels in a production shop: only when ALLOW_TEST_SHIPPING says so. */
  allowTestShipping: boolean;
  /** How often parcels of providers that do not push their events are asked about (once across all processes). */
  shippingPollSeconds: number;
}

type ShippingEnv = z.infer<typeof shippingEnv>;

/** The shipping settings; a production shop is refused the simulator, whose parcels go nowhere. */
export function shippingSettings(e: ShippingEnv, production: boolean): ShippingSettings {
  if (production && e.SHIPPING_PROVIDER === 'simulator' && !e.ALLOW_TEST_SHIPPING) {
    throw new ConfigError(
      'Configuration error: SHIPPING_PROVIDER=simulator is refused when NODE_ENV=production: its parcels are never carried. Set ALLOW_TEST_SHIPPING=true only for a test shop.',
    );
  }
  return {
    shippingProvider: e.SHIPPING_PROVIDER,
    shiprocket: e.SHIPPING_PROVIDER === 'shiprocket' ? shiprocketConfig(e) : undefined,
    allowTestShipping: e.ALLOW_TEST_SHIPPING,
    shippingPollSeconds: e.SHIPPING_POLL_SECONDS,
  };
}

function shiprocketConfig(e: ShippingEnv): ShiprocketConfig {
  const required = requiredSettings(
    {
      SHIPROCKET_EMAIL: e.SHIPROCKET_EMAIL,
      SHIPROCKET_PASSWORD: e.SHIPROCKET_PASSWORD,
      SHIPROCKET_WEBHOOK_TOKEN: e.SHIPROCKET_WEBHOOK_TOKEN,
      SHIPROCKET_PICKUP_LOCATION: e.SHIPROCKET_PICKUP_LOCATION,
    },
    'SHIPPING_PROVIDER=shiprocket',
  );
  return {
    email: required.SHIPROCKET_EMAIL,
    password: required.SHIPROCKET_PASSWORD,
    baseUrl: withoutTrailingSlash(e.SHIPROCKET_BASE_URL),
    webhookToken: required.SHIPROCKET_WEBHOOK_TOKEN,
    pickupLocation: required.SHIPROCKET_PICKUP_LOCATION,
  };
}
