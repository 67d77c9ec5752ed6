export { markCanceled } from './cancellation';
export { type CodConfirmations, type ShopContext, shopContext } from './context';
export { findOrder, findOrders, type OrderRow, toOrder } from './order-view';
export { returnWindowEnd } from './return-window-end';
export { orderRoutes } from './routes';
export { applyDeliveryStatus, setDeliveryStatus } from './service';
export { mailStatusChange } from './status-mail';
export {
  mergeLines,
  putBackStock,
  releaseStock,
  type StockRequest,
  shortageConflict,
  takeStock,
  variantStock,
} from './stock';
