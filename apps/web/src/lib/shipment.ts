import type { Shipment, ShipmentStatus } from '@vastra/contract/shipping';

/** A courier's status in a shopper's words: "OUT_FOR_DELIVERY" -> "Out for delivery". */
export const shipmentStatusLabel: Record<ShipmentStatus, string> = {
  BOOKED: 'Booked',
  PICKED_UP: 'Picked up',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  UNDELIVERED: 'Delivery attempt failed',
  RTO_INITIATED: 'Returning to the shop',
  RTO_DELIVERED: 'Returned to the shop',
};

/** The parcel's events newest first (the API keeps them oldest first). */
export const newestFirst = (shipment: Pick<Shipment, 'events'>) => [...shipment.events].reverse();
