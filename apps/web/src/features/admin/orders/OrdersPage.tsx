import type { DeliveryStatus, Order } from '@vastra/contract/orders';
import { deliveryStatuses } from '@vastra/contract/statuses';
import { Download, Eye, Search, ShoppingBag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { formatRupees } from '../../../lib/format';
import { formatOrderDate, shortOrderId } from '../../../lib/order-format';
import { useFileDownload } from '../../../lib/use-file-download';
import { AdminTable } from '../components/AdminTable';
import { Badge } from '../components/Badge';
import { formStyles as f } from '../components/form-styles';
import { deliveryStatusTone } from '../components/order-status';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { tableStyles as t } from '../components/table-styles';
import { useErrorToast } from '../components/use-error-toast';
import { DeliveryFlags } from './DeliveryFlags';
import { OrderDetailsModal } from './OrderDetailsModal';
import { OrderStatusControl } from './OrderStatusControl';
import { exportPath, useAdminOrders } from './order-api';
import { PaymentFlags } from './PaymentFlags';

const columns = ['Order ID', 'Customer', 'Date', 'Total', 'Status', 'Actions'];

/**
 * 'Manage Orders': every order, newest first, found by status and by order number, customer, email
 * or phone, with details and delivery status updates, and the found orders exported as CSV.
 */
export function OrdersPage() {
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  // What is typed, and what was searched for (on submit): the list follows the latter.
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Order | null>(null);
  const csv = useFileDownload('The orders could not be exported.');
  const { data, isPending, isFetching, error } = useAdminOrders({ status, q }, page);
  useErrorToast(error, 'Failed to fetch orders');
  const orders = data?.orders ?? [];
  const pagination = data?.pagination;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed);
    setPage(1);
  };

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title="Manage Orders" description="Every order placed in the shop, newest first." />
      <form onSubmit={search} className="mb-3 flex flex-wrap items-center gap-2">
        <label className="relative min-w-0 flex-1 basis-64">
          <span className="sr-only">Search orders</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
            aria-hidden
          />
          <input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Order number, customer, email or phone"
            maxLength={100}
            className={`${f.input} pl-9`}
          />
        </label>
        <button type="submit" className={f.secondaryButton}>
          Search
        </button>
        <button
          type="button"
          onClick={() => csv.download(exportPath({ status, q }), 'orders.csv')}
          disabled={csv.downloading}
          className={f.secondaryButton}
        >
          <Download className="size-4" aria-hidden />
          {csv.downloading ? 'Exporting...' : 'Export CSV'}
        </button>
      </form>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-neutral-600">
          Show
          <select
            aria-label="Filter by status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as DeliveryStatus | '');
              setPage(1);
            }}
            className={`${f.input} w-auto py-1.5`}
          >
            <option value="">All orders</option>
            {deliveryStatuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        {pagination && (
          <p className="text-sm text-neutral-500">
            {pagination.total} {pagination.total === 1 ? 'order' : 'orders'}
            {isFetching && !isPending && <Spinner size={14} className="ml-2 align-middle" />}
          </p>
        )}
      </div>
      <AdminTable
        columns={columns}
        loading={isPending}
        empty={orders.length === 0}
        emptyIcon={ShoppingBag}
        emptyMessage={
          error
            ? 'Orders could not be loaded.'
            : q
              ? 'No orders match your search.'
              : status
                ? `No ${status} orders.`
                : 'No orders yet.'
        }
      >
        {orders.map((order) => (
          <tr key={order.id} className={t.row}>
            <td className={`${t.cell} font-mono text-xs font-medium text-neutral-900`}>
              {shortOrderId(order.id)}
            </td>
            <td className={t.cell}>
              <span className="block font-medium text-neutral-900">
                {order.user.firstName} {order.user.lastName}
              </span>
              <span className="block text-xs text-neutral-500">{order.user.email}</span>
              <DeliveryFlags address={order.address} />
            </td>
            <td className={`${t.cell} whitespace-nowrap`}>{formatOrderDate(order.orderDate)}</td>
            <td className={`${t.cell} font-medium whitespace-nowrap text-neutral-900 tabular-nums`}>
              {formatRupees(order.orderTotal)}
            </td>
            <td className={t.cell}>
              <Badge tone={deliveryStatusTone(order.deliveryStatus)}>{order.deliveryStatus}</Badge>
              <PaymentFlags order={order} />
            </td>
            <td className={t.cell}>
              <div className="flex items-center gap-2">
                <OrderStatusControl key={order.deliveryStatus} order={order} />
                <button
                  type="button"
                  onClick={() => setViewing(order)}
                  aria-label={`View details of order ${shortOrderId(order.id)}`}
                  title="View details"
                  className={f.iconButton}
                >
                  <Eye className="size-4" aria-hidden />
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pager label="Order pages" pagination={pagination} onPage={setPage} />
      {viewing && <OrderDetailsModal order={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
