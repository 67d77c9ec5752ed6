import type { Order } from '@vastra/contract/orders';
import { AlertTriangle, PhoneOff, Printer } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { formatRupees } from '../../../lib/format';
import { formatOrderDate, shortOrderId } from '../../../lib/order-format';
import { useFileDownload } from '../../../lib/use-file-download';
import { formStyles as f } from '../components/form-styles';
import { PageHeader } from '../components/PageHeader';
import { tableStyles as t } from '../components/table-styles';
import { FailedDeliveryActions } from './FailedDeliveryActions';
import { manifestPdfPath, useManifest, useNeedsAttention } from './shipping-api';

const INDIA_OFFSET_MS = 330 * 60_000;

/** Today's date in India (the manifest's day), whatever the admin's own time zone. */
export const todayInIndia = (now = Date.now()) => new Date(now + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** Links to the order in Manage Orders, opened on a search for it. */
const orderLink = (order: Order) => `/admin/orders?q=${order.id}`;

/** "Shipping": the day's pickup manifest to print for the courier, and the parcels that need the shop. */
export function ShippingPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader
        title="Shipping"
        description="The parcels booked for each day's pickup, and the deliveries that need you."
      />
      <ManifestSection />
      <NeedsAttention />
    </div>
  );
}

function ManifestSection() {
  const id = useId();
  const [date, setDate] = useState(todayInIndia);
  const { data, isPending, isError } = useManifest(date);
  const pdf = useFileDownload('The manifest could not be opened.');
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-neutral-900">
          Pickup manifest
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={`${id}-date`} className={f.label}>
              Day
            </label>
            <input
              id={`${id}-date`}
              type="date"
              value={date}
              onChange={(event) => event.target.value && setDate(event.target.value)}
              className={f.input}
            />
          </div>
          <button
            type="button"
            onClick={() => pdf.open(manifestPdfPath(date))}
            disabled={pdf.downloading}
            className={f.primaryButton}
          >
            <Printer className="size-4" aria-hidden />
            Print
          </button>
        </div>
      </div>
      <div className={t.frame}>
        <table className={t.table}>
          <thead className={t.head}>
            <tr>
              {['Order', 'Recipient', 'Pincode', 'Courier', 'AWB', 'Collect'].map((column) => (
                <th key={column} scope="col" className={t.headCell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={t.body}>
            {isPending ? (
              <tr>
                <td colSpan={6} className={t.empty}>
                  <Spinner />
                </td>
              </tr>
            ) : isError || !data?.parcels.length ? (
              <tr>
                <td colSpan={6} className={t.empty}>
                  {isError ? 'The manifest could not be loaded.' : 'No parcels booked on this day.'}
                </td>
              </tr>
            ) : (
              data.parcels.map((parcel) => (
                <tr key={parcel.orderId} className={t.row}>
                  <td className={`${t.cell} font-mono text-xs font-medium text-neutral-900`}>
                    {parcel.orderNumber}
                  </td>
                  <td className={t.cell}>{parcel.recipient}</td>
                  <td className={`${t.cell} tabular-nums`}>{parcel.pincode}</td>
                  <td className={t.cell}>{parcel.courier ?? '—'}</td>
                  <td className={`${t.cell} font-mono text-xs`}>{parcel.awb ?? '—'}</td>
                  <td className={`${t.cell} whitespace-nowrap tabular-nums`}>
                    {Number(parcel.codAmount) > 0 ? formatRupees(parcel.codAmount) : 'Prepaid'}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function NeedsAttention() {
  const id = useId();
  const { data, isPending, isError } = useNeedsAttention();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-neutral-900">
        Needs attention
      </h2>
      {isPending && <Spinner />}
      {isError && <p className="text-sm text-red-600">The list could not be loaded.</p>}
      {data && (
        <div className="grid gap-4 lg:grid-cols-2">
          <AttentionList
            title="Failed deliveries"
            icon={<AlertTriangle className="size-4 text-red-600" aria-hidden />}
            orders={data.failedDeliveries}
            empty="No failed deliveries."
            action={(order) => (
              <FailedDeliveryActions
                orderId={order.id}
                label={`After the failed delivery of order ${shortOrderId(order.id)}`}
              />
            )}
          />
          <AttentionList
            title="Orders without a phone"
            icon={<PhoneOff className="size-4 text-amber-600" aria-hidden />}
            orders={data.withoutPhone}
            empty="Every pending order has a phone for the courier."
          />
        </div>
      )}
    </section>
  );
}

function AttentionList({
  title,
  icon,
  orders,
  empty,
  action,
}: {
  title: string;
  icon: ReactNode;
  orders: Order[];
  empty: string;
  action?(order: Order): ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-neutral-200 bg-white p-4">
      <h3 id={id} className="mb-3 flex items-center gap-2 text-sm font-semibold text-neutral-900">
        {icon}
        {title} ({orders.length})
      </h3>
      {orders.length === 0 ? (
        <p className="text-sm text-neutral-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {orders.map((order) => (
            <li key={order.id} className="space-y-2 py-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={orderLink(order)}
                  className="inline-flex min-h-6 items-center font-mono text-xs font-semibold text-neutral-900 underline underline-offset-2"
                >
                  Order {shortOrderId(order.id)}
                </Link>
                <span className="text-xs text-neutral-500">{formatOrderDate(order.orderDate)}</span>
              </div>
              <p className="text-neutral-700">
                {order.address.fullName ?? `${order.user.firstName} ${order.user.lastName}`} ·{' '}
                {order.address.city} {order.address.postalCode}
                {order.shipment?.awb && <span> · AWB {order.shipment.awb}</span>}
              </p>
              {action?.(order)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
