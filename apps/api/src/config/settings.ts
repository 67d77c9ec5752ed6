import { z } from 'zod';

/** A setting that stops the server from starting, with a sentence naming the variable. */
export class ConfigError extends Error {}

/** "true", "1" or "yes" is on; "false", "0" or "no" is off. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A base URL as the adapters join paths to it: without its trailing slash. */
export const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

/**
 * The settings an outside service cannot work without, once it is chosen: each one named in the
 * sentence when it is missing, with the choice that made it needed (`PAYMENT_PROVIDER=razorpay`).
 */
export function requiredSettings<Name extends string>(
  settings: Record<Name, string | undefined>,
  neededWhen: string,
): Record<Name, string> {
  for (const [name, value] of Object.entries<string | undefined>(settings)) {
    if (!value) throw new ConfigError(`Configuration error: ${name} must be set when ${neededWhen}.`);
  }
  return settings as Record<Name, string>;
}
