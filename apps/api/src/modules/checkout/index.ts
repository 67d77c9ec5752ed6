export { paymentRoutes } from './payment-routes';
export { applyProviderReport, expireUnpaidPayments } from './provider-report';
export { checkoutRoutes } from './routes';
export { isPaymentId } from './settlement';
export { unpaidOrdersExpiry } from './unpaid-orders-expiry';
