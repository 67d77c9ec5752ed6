export type { BackInStockNews } from './back-in-stock';
export type { SmsMessage, WhatsAppMessage } from './channels';
export type { OrderNews } from './order-news';
export { type ButtonHandler, type Messaging, messagingPlugin } from './plugin';
export { messagingRoutes } from './routes';
