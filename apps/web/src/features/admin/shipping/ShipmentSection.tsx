import type { Order } from '@vastra/contract/orders';
import { FileText, Printer, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { ShipmentEvents } from '../../../components/ShipmentEvents';
import { shipmentStatusLabel } from '../../../lib/shipment';
import { useFileDownload } from '../../../lib/use-file-download';
import { Badge } from '../components/Badge';
import { formStyles as f } from '../components/form-styles';
import { FailedDeliveryActions } from './FailedDeliveryActions';
import { ShipForm } from './ShipForm';
import { labelPath, packingSlipPath } from './shipping-api';
import { TrackingEventForm } from './TrackingEventForm';

/**
 * An order's parcel in its details: "Ship" while it is pending; once booked, who carries it, the
 * label, packing slip and invoice to print, every event, the failed-delivery actions, and for a shop
 * that ships itself a form to record where the parcel is.
 */
export function ShipmentSection({ order }: { order: Order }) {
  const titleId = useId();
  const [shipping, setShipping] = useState(false);
  const label = useFileDownload('The label could not be opened.');
  const slip = useFileDownload('The packing slip could not be opened.');
  const invoice = useFileDownload('The invoice could not be opened.');
  const { shipment } = order;
  if (!shipment && order.deliveryStatus !== 'PENDING') return null;

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-neutral-200 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-neutral-900">
          <Truck className="size-4 text-neutral-500" aria-hidden />
          Shipment
        </h3>
        {!shipment && !shipping && (
          <button type="button" onClick={() => setShipping(true)} className={f.primaryButton}>
            Ship
          </button>
        )}
      </div>
      {!shipment &&
        (shipping ? (
          <ShipForm orderId={order.id} onCancel={() => setShipping(false)} />
        ) : (
          <p className="text-sm text-neutral-500">Not shipped yet.</p>
        ))}
      {shipment && (
        <div className="space-y-4">
          <dl className="flex flex-wrap gap-x-8 gap-y-3 text-sm">
            <div>
              <dt className="text-xs text-neutral-500">Booked with</dt>
              <dd className="font-medium text-neutral-900">{shipment.provider}</dd>
            </div>
            <div>
              <dt className="text-xs text-neutral-500">Courier</dt>
              <dd className="font-medium break-words text-neutral-900">{shipment.courier ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-xs text-neutral-500">AWB</dt>
              <dd className="font-mono text-xs font-medium break-all text-neutral-900">
                {shipment.awb ?? '—'}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-neutral-500">Status</dt>
              <dd>
                <Badge tone={shipment.status === 'UNDELIVERED' ? 'red' : 'blue'}>
                  {shipmentStatusLabel[shipment.status]}
                </Badge>
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => label.open(labelPath(order.id))}
              disabled={label.downloading}
              className={f.secondaryButton}
            >
              <Printer className="size-4" aria-hidden />
              Print label
            </button>
            <button
              type="button"
              onClick={() => slip.open(packingSlipPath(order.id))}
              disabled={slip.downloading}
              className={f.secondaryButton}
            >
              <FileText className="size-4" aria-hidden />
              Packing slip
            </button>
            {order.invoiceNumber && (
              <button
                type="button"
                onClick={() => invoice.open(`/orders/${order.id}/invoice`)}
                disabled={invoice.downloading}
                className={f.secondaryButton}
              >
                <FileText className="size-4" aria-hidden />
                Invoice
              </button>
            )}
          </div>
          {shipment.status === 'UNDELIVERED' && (
            <div className="rounded-lg bg-red-50 p-3">
              <p className="mb-2 text-sm text-red-800">
                The courier could not deliver this parcel. Ask for another attempt, or have it brought back.
              </p>
              <FailedDeliveryActions orderId={order.id} label="After the failed delivery" />
            </div>
          )}
          <ShipmentEvents shipment={shipment} label="Tracking events" />
          {shipment.provider === 'manual' && (
            <div className="border-t border-neutral-100 pt-4">
              <h4 className="mb-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
                Add tracking event
              </h4>
              <TrackingEventForm orderId={order.id} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
