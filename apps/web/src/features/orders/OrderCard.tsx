import type { Order } from '@vastra/contract/orders';
import type { ReturnRequest } from '@vastra/contract/returns';
import { FileText, MapPin, RotateCcw, Star, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { ItemPicture } from '../../components/ItemPicture';
import { OrderTimeline } from '../../components/OrderTimeline';
import { recipientLine } from '../../lib/address-lines';
import { formatRupees } from '../../lib/format';
import { formatOrderDate, paymentMethodLabel } from '../../lib/order-format';
import { orderAmounts, orderSummary, shownCodFee } from '../../lib/order-summary';
import { shipmentStatusLabel } from '../../lib/shipment';
import { useFileDownload } from '../../lib/use-file-download';
import { CancelOrderButton } from './CancelOrderButton';
import {
  addressLine,
  canCancel,
  canReview,
  orderNumber,
  paymentNote,
  reviewFormLink,
  statusBadgeClass,
} from './order-facts';
import { ReturnRequestCard } from './returns/ReturnRequestCard';
import { canRequestReturn, formatWindowClose } from './returns/return-facts';

/**
 * One past order: number, date, total, payment, status, its items, where it goes, its timeline and,
 * once it has shipped, its tax invoice to download; once delivered, an invitation to rate each item
 * and, while its return window is open, to return or exchange them; its return requests below it.
 * A shipped order says where its parcel is and links to its tracking page.
 */
export function OrderCard({
  order,
  returns,
  cancelling,
  onCancel,
}: {
  order: Order;
  /** The shopper's return requests for this order, once loaded. */
  returns: ReturnRequest[] | undefined;
  cancelling: boolean;
  onCancel(): void;
}) {
  const note = paymentNote(order);
  const returnable = returns !== undefined && canRequestReturn(order, returns);
  const recipient = recipientLine(order.address);
  const invoice = useFileDownload('The invoice could not be downloaded.');
  const codFee = shownCodFee(order.codFee ?? '0.00');
  const { storeCredit, toPay } = orderSummary(orderAmounts(order));
  return (
    <article
      aria-label={`Order ${orderNumber(order.id)}`}
      className="overflow-hidden rounded-2xl border border-neutral-200 bg-white"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 bg-cream px-5 py-4">
        <dl className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:flex sm:flex-wrap">
          <div>
            <dt className="text-xs tracking-wide text-neutral-500 uppercase">Order</dt>
            <dd className="font-semibold">{orderNumber(order.id)}</dd>
          </div>
          <div>
            <dt className="text-xs tracking-wide text-neutral-500 uppercase">Placed on</dt>
            <dd>
              <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-xs tracking-wide text-neutral-500 uppercase">Total</dt>
            <dd data-testid="order-total" className="font-semibold">
              {formatRupees(order.orderTotal)}
            </dd>
          </div>
          {order.couponCode && (
            <div>
              <dt className="text-xs tracking-wide text-neutral-500 uppercase">Offer code</dt>
              <dd data-testid="order-discount" className="wrap-anywhere">
                {order.couponCode}{' '}
                <span className="font-semibold text-emerald-700">(- {formatRupees(order.discount)})</span>
              </dd>
            </div>
          )}
          {codFee && (
            <div>
              <dt className="text-xs tracking-wide text-neutral-500 uppercase">COD fee</dt>
              <dd data-testid="order-cod-fee">{codFee}</dd>
            </div>
          )}
          {storeCredit && (
            <div>
              <dt className="text-xs tracking-wide text-neutral-500 uppercase">Store credit</dt>
              <dd data-testid="order-store-credit">
                <span className="font-semibold text-emerald-700">{storeCredit}</span>{' '}
                <span className="text-neutral-500">(to pay {toPay})</span>
              </dd>
            </div>
          )}
          <div>
            <dt className="text-xs tracking-wide text-neutral-500 uppercase">Payment</dt>
            <dd>
              {paymentMethodLabel[order.paymentMethod]}
              {note && <span className="text-neutral-500"> ({note})</span>}
            </dd>
          </div>
        </dl>
        <span
          data-testid="order-status"
          className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset ${statusBadgeClass(order.deliveryStatus)}`}
        >
          {order.deliveryStatus}
        </span>
      </header>

      <ul className="divide-y divide-neutral-100 px-5">
        {order.items.map((item) => {
          const image = item.product.images[0];
          return (
            <li key={item.id} className="flex gap-4 py-4">
              <Link to={`/product/${item.product.id}`} className="w-16 shrink-0 overflow-hidden rounded-md">
                <ItemPicture image={image} name={item.product.name} sizes="64px" className="w-full" />
              </Link>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-neutral-900">{item.product.name}</p>
                <p className="mt-1 text-neutral-500">
                  Colour: {item.product.variant.color} <span aria-hidden>·</span> Size:{' '}
                  {item.product.variant.size}
                </p>
                <p className="mt-1 text-neutral-500">Qty: {item.quantity}</p>
                {canReview(order) && (
                  <Link
                    to={reviewFormLink(item.product.id)}
                    aria-label={`Rate ${item.product.name}`}
                    className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-neutral-900 underline-offset-4 hover:underline"
                  >
                    <Star className="size-4 text-amber-500" aria-hidden />
                    Rate this product
                  </Link>
                )}
              </div>
              <p className="shrink-0 text-sm font-semibold">{formatRupees(item.priceAtPurchase)}</p>
            </li>
          );
        })}
      </ul>

      {order.shipment && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-100 px-5 py-3">
          <p className="flex min-w-0 items-center gap-2 text-sm text-neutral-700">
            <Truck className="size-4 shrink-0 text-accent" aria-hidden />
            <span className="min-w-0 wrap-anywhere">
              <span data-testid="shipment-status" className="font-semibold text-neutral-900">
                {shipmentStatusLabel[order.shipment.status]}
              </span>
              {order.shipment.courier && <span> · {order.shipment.courier}</span>}
              {order.shipment.awb && <span> · AWB {order.shipment.awb}</span>}
            </span>
          </p>
          <Link
            to={`/track/${order.id}`}
            aria-label={`Track order ${orderNumber(order.id)}`}
            className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-5 text-sm font-semibold transition hover:border-neutral-900"
          >
            Track
          </Link>
        </div>
      )}

      {returnable && order.returnableUntil && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-100 px-5 py-3">
          <p className="flex items-center gap-2 text-sm text-neutral-600">
            <RotateCcw className="size-4 shrink-0 text-accent" aria-hidden />
            <span>
              Return window closes on{' '}
              <time dateTime={order.returnableUntil}>{formatWindowClose(order.returnableUntil)}</time>
            </span>
          </p>
          <Link
            to={`/profile/orders/${order.id}/return`}
            className="inline-flex min-h-11 items-center rounded-full bg-neutral-900 px-5 text-sm font-semibold text-white transition hover:bg-neutral-800"
          >
            Return or exchange
          </Link>
        </div>
      )}

      {returns && returns.length > 0 && (
        <section
          aria-label={`Returns and exchanges of order ${orderNumber(order.id)}`}
          className="border-t border-neutral-100 bg-neutral-50/70 px-5 py-4"
        >
          <h3 className="mb-3 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
            Returns and exchanges
          </h3>
          <ul className="space-y-3">
            {returns.map((request) => (
              <li key={request.id}>
                <ReturnRequestCard request={request} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="border-t border-neutral-100 px-5 py-4">
        <h3 className="mb-3 text-xs font-semibold tracking-wide text-neutral-500 uppercase">Timeline</h3>
        <OrderTimeline history={order.history} label={`Timeline of order ${orderNumber(order.id)}`} />
      </section>

      <footer className="flex flex-wrap items-center justify-between gap-4 border-t border-neutral-100 px-5 py-4">
        <p className="flex min-w-0 items-start gap-2 text-sm text-neutral-600">
          <MapPin className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          <span>
            {recipient && <span className="block font-medium text-neutral-900">{recipient}</span>}
            {addressLine(order.address)}
          </span>
        </p>
        {order.invoiceNumber && (
          <button
            type="button"
            onClick={() => invoice.download(`/orders/${order.id}/invoice`, 'invoice.pdf')}
            disabled={invoice.downloading}
            aria-label={`Download invoice ${order.invoiceNumber}`}
            className="inline-flex min-h-10 items-center gap-2 rounded-full border border-neutral-300 px-5 text-sm font-semibold transition hover:border-neutral-900 disabled:opacity-50"
          >
            <FileText className="size-4" aria-hidden />
            {invoice.downloading ? 'Downloading...' : 'Download Invoice'}
          </button>
        )}
        {canCancel(order) && <CancelOrderButton cancelling={cancelling} onCancel={onCancel} />}
      </footer>
    </article>
  );
}
