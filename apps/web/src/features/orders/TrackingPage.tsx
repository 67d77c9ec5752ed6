import { useQuery } from '@tanstack/react-query';
import type { TrackingResponse } from '@vastra/contract/shipping';
import { ArrowLeft, ExternalLink, PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ShipmentEvents } from '../../components/ShipmentEvents';
import { PageSpinner } from '../../components/Spinner';
import { ApiError, api } from '../../lib/api';
import { shipmentStatusLabel } from '../../lib/shipment';
import { orderNumber } from './order-facts';

/**
 * /track/{orderId}: where the shopper's parcel is, from GET /orders/{id}/tracking: the courier, the
 * AWB, the latest status and every event, newest first. Someone else's order reads as not found.
 */
export function TrackingPage() {
  const { orderId = '' } = useParams();
  const tracking = useQuery({
    queryKey: ['orders', 'tracking', orderId],
    queryFn: () => api<TrackingResponse>(`/orders/${encodeURIComponent(orderId)}/tracking`),
    retry: false,
  });
  const shipment = tracking.data?.shipment;

  let body: ReactNode;
  if (tracking.isPending) {
    body = <PageSpinner />;
  } else if (tracking.isError) {
    body = (
      <p role="alert" className="rounded-2xl bg-red-50 px-6 py-10 text-center text-red-700">
        {tracking.error instanceof ApiError && tracking.error.status === 404
          ? 'Order not found.'
          : 'Tracking could not be loaded. Please try again.'}
      </p>
    );
  } else if (!shipment) {
    body = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 bg-cream px-6 py-14 text-center">
        <PackageSearch className="mb-4 size-10 text-accent" strokeWidth={1.25} aria-hidden />
        <p className="text-neutral-700">This order has not been shipped yet.</p>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        <dl className="grid grid-cols-2 gap-x-8 gap-y-4 rounded-2xl bg-cream px-5 py-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs tracking-wide text-neutral-500 uppercase">Courier</dt>
            <dd className="font-semibold wrap-anywhere">{shipment.courier ?? 'Not named yet'}</dd>
          </div>
          <div>
            <dt className="text-xs tracking-wide text-neutral-500 uppercase">AWB</dt>
            <dd className="font-mono font-semibold wrap-anywhere" data-testid="tracking-awb">
              {shipment.awb ?? 'Not assigned yet'}
            </dd>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-xs tracking-wide text-neutral-500 uppercase">Status</dt>
            <dd className="font-semibold text-emerald-800" data-testid="tracking-status">
              {shipmentStatusLabel[shipment.status]}
            </dd>
          </div>
        </dl>
        {shipment.trackingUrl && (
          <a
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden />
            Track on the courier’s site
          </a>
        )}
        <section className="rounded-2xl border border-neutral-200 bg-white p-5">
          <h2 className="mb-4 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
            Tracking events
          </h2>
          <ShipmentEvents shipment={shipment} label={`Tracking events of order ${orderNumber(orderId)}`} />
        </section>
      </div>
    );
  }

  return (
    <main className="mx-auto max-w-3xl px-4 pt-24 pb-28 sm:px-6">
      <Link
        to="/profile/orders"
        className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-neutral-700 hover:text-neutral-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Order history
      </Link>
      <header className="mb-6 border-b border-neutral-200 pb-5">
        <h1 className="font-display text-3xl font-semibold tracking-wide">
          Track order {orderNumber(orderId)}
        </h1>
      </header>
      {body}
    </main>
  );
}
