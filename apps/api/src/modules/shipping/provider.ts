import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createManualProvider } from './providers/manual';
import { createShippingSimulator } from './providers/simulator';
import type { ShippingProvider } from './shipping-provider';
import { createShiprocketProvider } from './shiprocket';

/** The provider SHIPPING_PROVIDER names, configured from the environment. */
export function createShippingProvider(config: Config, log: FastifyBaseLogger): ShippingProvider {
  if (config.shippingProvider === 'simulator') {
    return createShippingSimulator(config.publicUrl, config.jwtSecret);
  }
  if (config.shippingProvider === 'shiprocket') {
    if (!config.shiprocket) throw new Error('SHIPPING_PROVIDER=shiprocket needs the SHIPROCKET_* settings');
    return createShiprocketProvider(config.shiprocket, { log });
  }
  return createManualProvider();
}
