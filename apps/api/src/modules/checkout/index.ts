export { paymentRoutes } from './payment-routes';
export { checkoutRoutes } from './routes';
export { unpaidOrdersExpiry } from './unpaid-orders-expiry';
