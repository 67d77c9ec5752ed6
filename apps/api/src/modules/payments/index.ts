export { cashOnDeliveryPayment } from './cash-on-delivery';
export type { PaymentNotice, PaymentProvider, PaymentRequest, ProviderState } from './payment-provider';
export { paymentsPlugin } from './plugin';
