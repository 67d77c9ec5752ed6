import type { Shipment } from '@vastra/contract/shipping';
import { formatOrderDate } from '../lib/order-format';
import { newestFirst, shipmentStatusLabel } from '../lib/shipment';

/** Every event the courier reported for a parcel, newest first: when, what, where. */
export function ShipmentEvents({ shipment, label }: { shipment: Shipment; label: string }) {
  const events = newestFirst(shipment);
  if (events.length === 0) {
    return <p className="text-sm text-neutral-500">No tracking events yet.</p>;
  }
  return (
    <ol aria-label={label} className="space-y-4">
      {events.map((event, index) => (
        <li key={`${event.at}-${event.status}-${event.description}`} className="flex gap-3 text-sm">
          <span className="flex flex-col items-center" aria-hidden>
            <span
              className={`mt-1.5 size-2.5 rounded-full ${index === 0 ? 'bg-emerald-500' : 'bg-neutral-300'}`}
            />
            {index < events.length - 1 && <span className="mt-1 w-px flex-1 bg-neutral-200" />}
          </span>
          <span className="min-w-0 pb-1">
            <span className="block font-medium text-neutral-900">{shipmentStatusLabel[event.status]}</span>
            <span className="block text-neutral-700 wrap-anywhere">{event.description}</span>
            <span className="block text-xs text-neutral-500">
              <time dateTime={event.at}>{formatOrderDate(event.at)}</time>
              {event.location && <span> · {event.location}</span>}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
