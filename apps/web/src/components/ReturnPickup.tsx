import type { ReturnRequest } from '@vastra/contract/returns';
import { Truck } from 'lucide-react';
import { shipmentStatusLabel } from '../lib/shipment';

/** The reverse pickup booked for a return, when there is one: its AWB and where the parcel is. */
export function ReturnPickup({ pickup }: { pickup: ReturnRequest['pickup'] }) {
  if (!pickup) return null;
  return (
    <p
      data-testid="return-pickup"
      className="flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 wrap-anywhere"
    >
      <Truck className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="font-semibold">Reverse pickup</span>
        {pickup.awb && <span> · AWB {pickup.awb}</span>}
        <span> · {shipmentStatusLabel[pickup.status]}</span>
      </span>
    </p>
  );
}
