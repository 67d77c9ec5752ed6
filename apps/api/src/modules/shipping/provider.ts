import type { Config } from '../../config';
import { createManualProvider } from './providers/manual';
import { createShippingSimulator } from './providers/simulator';
import type { ShippingProvider } from './shipping-provider';

/** The provider SHIPPING_PROVIDER names, configured from the environment. */
export function createShippingProvider(config: Config): ShippingProvider {
  if (config.shippingProvider === 'simulator') {
    return createShippingSimulator(config.publicUrl, config.jwtSecret);
  }
  if (config.shippingProvider === 'shiprocket') {
    throw new Error('SHIPPING_PROVIDER=shiprocket: the Shiprocket adapter is not in this build.');
  }
  return createManualProvider();
}
