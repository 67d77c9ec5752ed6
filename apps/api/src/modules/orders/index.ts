export { markCanceled } from './cancellation';
export { type ShopContext, shopContext } from './context';
export { findOrder, type OrderRow, toOrder } from './order-view';
export { returnWindowEnd } from './return-window-end';
export { orderRoutes } from './routes';
export { mailStatusChange } from './status-mail';
export {
  mergeLines,
  putBackStock,
  type StockRequest,
  shortageConflict,
  takeStock,
  variantStock,
} from './stock';
