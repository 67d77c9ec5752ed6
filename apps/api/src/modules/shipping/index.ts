export { adminShipmentRoutes } from './admin-shipment-routes';
export { type ShippingContext, shippingContext } from './context';
export { deliveryRefusal } from './delivery-check';
export { deliveryRoutes } from './delivery-routes';
export { type DeliveryFacts, deliveryFactsJson, getDeliveryRules, readDeliveryFacts } from './delivery-rules';
export { shippingPlugin } from './plugin';
export { bookReturnPickup } from './return-pickup';
export { shipmentRoutes } from './shipment-routes';
export type {
  Booking,
  Parcel,
  Recipient,
  ReturnParcel,
  Serviceability,
  ShippingProvider,
  TrackingNotice,
} from './shipping-provider';
export { trackingPoll } from './tracking-poll';
export { trackingRoutes } from './tracking-routes';
