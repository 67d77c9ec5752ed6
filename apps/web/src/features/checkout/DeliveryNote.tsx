import type { DeliveryCheck } from '@vastra/contract/shipping';
import { Truck } from 'lucide-react';
import { deliveryByLine, notDelivered } from '../../lib/delivery-check';

/** Under the addresses: by when the chosen one gets its parcel, or that the shop does not go there. */
export function DeliveryNote({ check }: { check: DeliveryCheck }) {
  const by = deliveryByLine(check);
  if (check.serviceable && !by) return null;
  return (
    <p
      aria-live="polite"
      data-testid="checkout-delivery"
      className={`mt-4 flex items-center gap-2 text-sm ${by ? 'text-neutral-800' : 'font-medium text-red-700'}`}
    >
      <Truck className="size-4 shrink-0 text-accent" strokeWidth={1.75} aria-hidden />
      {by ?? notDelivered(check.pincode)}
    </p>
  );
}
