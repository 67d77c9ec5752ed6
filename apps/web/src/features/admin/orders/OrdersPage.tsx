import type { DeliveryStatus, Order } from '@vastra/contract/orders';
import { deliveryStatuses } from '@vastra/contract/statuses';
import { Download, ShoppingBag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatRupees } from '../../../lib/format';
import { formatOrderDate, shortOrderId } from '../../../lib/order-format';
import { useFileDownload } from '../../../lib/use-file-download';
import { AdminListPage } from '../components/AdminListPage';
import { Badge } from '../components/Badge';
import { formStyles as f } from '../components/form-styles';
import { SearchField, StatusFilter } from '../components/ListToolbar';
import { deliveryStatusTone } from '../components/order-status';
import { CustomerCell, ViewDetailsButton } from '../components/RowCells';
import { tableStyles as t } from '../components/table-styles';
import { useErrorToast } from '../components/use-error-toast';
import { useStatusPages } from '../components/use-status-pages';
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
  const { status, chooseStatus, page, setPage } = useStatusPages<DeliveryStatus>();
  // What is typed, and what was searched for (on submit): the list follows the latter.
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [viewing, setViewing] = useState<Order | null>(null);
  const csv = useFileDownload('The orders could not be exported.');
  const { data, isPending, isFetching, error } = useAdminOrders({ status, q }, page);
  useErrorToast(error, 'Failed to fetch orders');
  const orders = data?.orders ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed);
    setPage(1);
  };

  return (
    <AdminListPage
      wide
      title="Manage Orders"
      description="Every order placed in the shop, newest first."
      search={
        <form onSubmit={search} className="mb-3 flex flex-wrap items-center gap-2">
          <SearchField
            label="Search orders"
            value={typed}
            onChange={setTyped}
            placeholder="Order number, customer, email or phone"
            maxLength={100}
            className="min-w-0 flex-1 basis-64"
          />
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
      }
      filter={
        <StatusFilter
          value={status}
          statuses={deliveryStatuses}
          allLabel="All orders"
          onChange={chooseStatus}
        />
      }
      table={{
        columns,
        loading: isPending,
        empty: orders.length === 0,
        emptyIcon: ShoppingBag,
        emptyMessage: error
          ? 'Orders could not be loaded.'
          : q
            ? 'No orders match your search.'
            : status
              ? `No ${status} orders.`
              : 'No orders yet.',
      }}
      pages={{
        label: 'Order pages',
        noun: ['order', 'orders'],
        pagination: data?.pagination,
        refreshing: isFetching && !isPending,
        onPage: setPage,
      }}
      dialog={viewing && <OrderDetailsModal order={viewing} onClose={() => setViewing(null)} />}
    >
      {orders.map((order) => (
        <tr key={order.id} className={t.row}>
          <td className={`${t.cell} font-mono text-xs font-medium text-neutral-900`}>
            {shortOrderId(order.id)}
          </td>
          <CustomerCell customer={order.user}>
            <DeliveryFlags address={order.address} />
          </CustomerCell>
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
              <ViewDetailsButton
                label={`View details of order ${shortOrderId(order.id)}`}
                onView={() => setViewing(order)}
              />
            </div>
          </td>
        </tr>
      ))}
    </AdminListPage>
  );
}
