export type {
  Booking,
  Parcel,
  Recipient,
  ReturnParcel,
  Serviceability,
  ShippingProvider,
  TrackingNotice,
} from './shipping-provider';
