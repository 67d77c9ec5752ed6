import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createPhonePeProvider } from './phonepe';
import { createRazorpayProvider } from './razorpay/provider';
import { createSimulator } from './simulator';

/** The provider PAYMENT_PROVIDER names, configured from the environment. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.paymentProvider === 'phonepe') {
    if (!config.phonePe) throw new Error('PAYMENT_PROVIDER=phonepe needs the PHONEPE_* settings');
    return createPhonePeProvider(config.phonePe, config.publicUrl);
  }
  if (config.paymentProvider === 'razorpay') {
    if (!config.razorpay) throw new Error('PAYMENT_PROVIDER=razorpay needs the RAZORPAY_* settings');
    return createRazorpayProvider(config.razorpay, config.publicUrl);
  }
  return createSimulator(config.publicUrl, db);
}
