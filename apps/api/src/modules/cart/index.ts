export { cartCouponRoutes } from './coupon-routes';
export { cartRoutes } from './routes';
export { emptyCart } from './service';
