export { couponAdminRoutes } from './admin-routes';
export { type CartBeforeCoupon, priceCartCoupon } from './cart-pricing';
export { byCode, findCouponFacts } from './coupon-facts';
export { couponRefusal } from './coupon-rules';
export { couponOfferRoutes } from './offer-routes';
export { applyOrderCoupon, keepCouponUse, retakeCouponUse } from './order-coupon';
