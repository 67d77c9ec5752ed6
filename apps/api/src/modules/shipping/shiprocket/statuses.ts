import type { ShipmentStatus } from '@vastra/contract/shipping';

/**
 * Shiprocket's shipment statuses (the `shipment_status_id` of a webhook, the `sr-status` of a
 * tracking activity, with their labels) and ours. Statuses missing here say nothing the shop acts
 * on (cancelled, lost, pickup exceptions, warehouse steps): they are ignored, never guessed.
 */
const table: readonly { id: number; label: string; status: ShipmentStatus }[] = [
  { id: 1, label: 'AWB ASSIGNED', status: 'BOOKED' },
  { id: 2, label: 'LABEL GENERATED', status: 'BOOKED' },
  { id: 3, label: 'PICKUP SCHEDULED', status: 'BOOKED' },
  { id: 4, label: 'PICKUP QUEUED', status: 'BOOKED' },
  { id: 5, label: 'MANIFEST GENERATED', status: 'BOOKED' },
  { id: 15, label: 'PICKUP RESCHEDULED', status: 'BOOKED' },
  { id: 19, label: 'OUT FOR PICKUP', status: 'BOOKED' },
  { id: 52, label: 'SHIPMENT BOOKED', status: 'BOOKED' },
  { id: 42, label: 'PICKED UP', status: 'PICKED_UP' },
  // SHIPPED follows PICKED UP (the courier's first hub scan): one pickup, so one "picked up" mail.
  { id: 6, label: 'SHIPPED', status: 'IN_TRANSIT' },
  { id: 18, label: 'IN TRANSIT', status: 'IN_TRANSIT' },
  { id: 22, label: 'DELAYED', status: 'IN_TRANSIT' },
  { id: 38, label: 'REACHED AT DESTINATION HUB', status: 'IN_TRANSIT' },
  { id: 39, label: 'MISROUTED', status: 'IN_TRANSIT' },
  { id: 48, label: 'REACHED WAREHOUSE', status: 'IN_TRANSIT' },
  { id: 50, label: 'IN FLIGHT', status: 'IN_TRANSIT' },
  { id: 51, label: 'HANDOVER TO COURIER', status: 'IN_TRANSIT' },
  { id: 17, label: 'OUT FOR DELIVERY', status: 'OUT_FOR_DELIVERY' },
  { id: 7, label: 'DELIVERED', status: 'DELIVERED' },
  { id: 21, label: 'UNDELIVERED', status: 'UNDELIVERED' },
  { id: 77, label: 'ISSUE RELATED TO THE RECIPIENT', status: 'UNDELIVERED' },
  { id: 9, label: 'RTO INITIATED', status: 'RTO_INITIATED' },
  { id: 14, label: 'RTO ACKNOWLEDGED', status: 'RTO_INITIATED' },
  { id: 40, label: 'RTO NDR', status: 'RTO_INITIATED' },
  { id: 41, label: 'RTO OFD', status: 'RTO_INITIATED' },
  { id: 46, label: 'RTO IN TRANSIT', status: 'RTO_INITIATED' },
  { id: 10, label: 'RTO DELIVERED', status: 'RTO_DELIVERED' },
];

const byId = new Map(table.map((row) => [row.id, row.status]));
const byLabel = new Map(table.map((row) => [row.label, row.status]));

/** Our status for Shiprocket's id, else for its label (some answers carry only one); null when neither is known. */
export function shipmentStatusOf(id: unknown, label: unknown): ShipmentStatus | null {
  const numeric = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
  const fromId = byId.get(numeric);
  if (fromId) return fromId;
  if (typeof label !== 'string') return null;
  return (
    byLabel.get(
      label
        .trim()
        .toUpperCase()
        .replace(/[\s_-]+/g, ' '),
    ) ?? null
  );
}
