export { cashOnDeliveryPayment } from './cash-on-delivery';
export {
  type PaymentLookup,
  type PaymentNotice,
  PaymentNotOpenedYet,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderReport,
  type ProviderState,
  type RefundRequest,
} from './payment-provider';
export { paymentsPlugin } from './plugin';
export { type RazorpayCheckout, type RazorpayPayment, razorpayOf } from './razorpay/provider';
