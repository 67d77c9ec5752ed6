import type { CustomerDetails, CustomerSummary } from '@vastra/contract/customers';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { formatRupees } from '../../../lib/format';
import { formatOrderDate, paymentMethodLabel, shortOrderId } from '../../../lib/order-format';
import { Badge } from '../components/Badge';
import { Modal } from '../components/Modal';
import { deliveryStatusTone } from '../components/order-status';
import { Panel } from '../components/Panel';
import { returnStatusTone, returnStatusWord } from '../returns/return-actions';
import { useMayUse } from '../sections';
import { CodSwitch } from './CodSwitch';
import { useCustomerDetails } from './customer-api';
import {
  countOf,
  customerName,
  lastOrderWord,
  mobileWord,
  newestOf,
  parcelWord,
  returnedToOriginTone,
} from './customer-words';

/**
 * A customer's page, over the list: how to reach them, how they shop, the cash on delivery switch,
 * then their addresses and their newest orders, returns and reviews.
 */
export function CustomerDetailsModal({ customer, onClose }: { customer: CustomerSummary; onClose(): void }) {
  const { data, isPending, error } = useCustomerDetails(customer.id);
  // The list's row stands in until the page arrives, and the page's figures after a change.
  const shown = data?.customer ?? customer;
  return (
    <Modal title={customerName(shown)} onClose={onClose} size="xl">
      <div className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Panel title="Contact">
            <a
              href={`mailto:${shown.email}`}
              className="block break-all text-neutral-900 underline-offset-2 hover:underline"
            >
              {shown.email}
            </a>
            <p className="mt-1 text-neutral-600">
              {shown.mobile ? mobileWord(shown.mobile) : 'No mobile number'}
            </p>
            <p className="mt-1 text-xs text-neutral-500">Customer since {formatOrderDate(shown.createdAt)}</p>
          </Panel>
          <CodSwitch customerId={shown.id} codBlocked={shown.codBlocked} />
        </div>
        <CustomerFigures customer={shown} />
        {isPending ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : error || !data ? (
          <p role="alert" className="text-sm text-red-700">
            This customer’s addresses, orders, returns and reviews could not be loaded.
          </p>
        ) : (
          <CustomerHistory details={data} />
        )}
      </div>
    </Modal>
  );
}

function CustomerFigures({ customer }: { customer: CustomerSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      <Figure label="Orders">{customer.orders}</Figure>
      <Figure label="Amount spent">{formatRupees(customer.amountSpent)}</Figure>
      <Figure label="Returns">{customer.returns}</Figure>
      <Figure label="COD returned to origin">
        <Badge tone={returnedToOriginTone(customer.codReturnedToOrigin)}>
          {countOf(customer.codReturnedToOrigin, 'parcel', 'parcels')}
        </Badge>
      </Figure>
      <div className="col-span-2 text-neutral-500 sm:col-span-4">
        Last order: {lastOrderWord(customer.lastOrderAt)}
      </div>
    </dl>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-neutral-200 p-3">
      <dt className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">{label}</dt>
      <dd className="mt-1 font-semibold text-neutral-900 tabular-nums">{children}</dd>
    </div>
  );
}

function CustomerHistory({ details }: { details: CustomerDetails }) {
  const { customer, addresses, orders, returns, reviews } = details;
  const mayOpenOrders = useMayUse('orders');
  return (
    <>
      <HistorySection title="Addresses" empty="No saved addresses." count={addresses.length}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <li
              key={address.id}
              className="rounded-xl border border-neutral-200 p-3 text-sm text-neutral-600"
            >
              {address.fullName && (
                <span className="block font-medium text-neutral-900">{address.fullName}</span>
              )}
              {address.phone && <span className="block">{mobileWord(address.phone)}</span>}
              {address.addressLine1}
              {address.addressLine2 && `, ${address.addressLine2}`}
              <br />
              {address.city}, {address.state} {address.postalCode}
              {address.isDefault && (
                <span className="mt-1 block">
                  <Badge tone="neutral">Default</Badge>
                </span>
              )}
            </li>
          ))}
        </ul>
      </HistorySection>

      <HistorySection
        title="Orders"
        empty="No orders yet."
        count={orders.length}
        note={newestOf(orders.length, customer.orders, 'orders')}
      >
        <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-200">
          {orders.map((order) => {
            const parcel = parcelWord(order.parcelStatus);
            return (
              <li key={order.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
                <span className="font-mono text-xs font-medium text-neutral-900">
                  {mayOpenOrders ? (
                    <Link
                      to={`/admin/orders?q=${order.id}`}
                      className="underline-offset-2 hover:underline"
                      aria-label={`Open order ${shortOrderId(order.id)} in Orders`}
                    >
                      {shortOrderId(order.id)}
                    </Link>
                  ) : (
                    shortOrderId(order.id)
                  )}
                </span>
                <span className="text-neutral-600">{formatOrderDate(order.orderDate)}</span>
                <span className="text-neutral-600">
                  {countOf(order.units, 'item', 'items')} · {paymentMethodLabel[order.paymentMethod]}
                </span>
                <span className="ml-auto flex flex-wrap items-center gap-2">
                  <span className="font-medium text-neutral-900 tabular-nums">
                    {formatRupees(order.orderTotal)}
                  </span>
                  <Badge tone={deliveryStatusTone(order.deliveryStatus)}>{order.deliveryStatus}</Badge>
                  {parcel && <Badge tone={parcel.tone}>{parcel.word}</Badge>}
                </span>
              </li>
            );
          })}
        </ul>
      </HistorySection>

      <HistorySection
        title="Returns"
        empty="No returns or exchanges."
        count={returns.length}
        note={newestOf(returns.length, customer.returns, 'requests')}
      >
        <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-200">
          {returns.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
              <span className="text-neutral-600">{formatOrderDate(request.createdAt)}</span>
              <span className="text-neutral-600">
                Order{' '}
                <span className="font-mono text-xs text-neutral-900">{shortOrderId(request.orderId)}</span>
              </span>
              <span className="text-neutral-600">{countOf(request.units, 'item', 'items')}</span>
              <span className="ml-auto">
                <Badge tone={returnStatusTone(request.status)}>{returnStatusWord(request.status)}</Badge>
              </span>
            </li>
          ))}
        </ul>
      </HistorySection>

      <HistorySection title="Reviews" empty="No reviews." count={reviews.length}>
        <ul className="space-y-3">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-neutral-200 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium text-neutral-900">{review.productName}</span>
                <span className="inline-flex items-center gap-1 text-amber-700">
                  <Star className="size-4 fill-current" aria-hidden />
                  {review.rating} of 5
                </span>
                <span className="ml-auto text-xs text-neutral-500">{formatOrderDate(review.createdAt)}</span>
              </div>
              {review.title && <p className="mt-1 font-medium text-neutral-800">{review.title}</p>}
              {review.text && <p className="mt-1 whitespace-pre-line text-neutral-600">{review.text}</p>}
            </li>
          ))}
        </ul>
      </HistorySection>
    </>
  );
}

function HistorySection({
  title,
  empty,
  count,
  note = null,
  children,
}: {
  title: string;
  /** The sentence shown when there is nothing to list. */
  empty: string;
  count: number;
  /** Says when only the newest are listed. */
  note?: string | null;
  children: ReactNode;
}) {
  const id = `customer-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 flex items-baseline gap-2 text-sm font-semibold text-neutral-900">
        {title}
        {note && <span className="text-xs font-normal text-neutral-500">{note}</span>}
      </h3>
      {count === 0 ? <p className="text-sm text-neutral-500">{empty}</p> : children}
    </section>
  );
}
