import type { DeliveryStatus, Order } from '@vastra/contract/orders';
import { deliveryStatuses } from '@vastra/contract/statuses';
import { Download, ShoppingBag, Truck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatRupees } from '../../../lib/format';
import { formatOrderDate, shortOrderId } from '../../../lib/order-format';
import { useFileDownload } from '../../../lib/use-file-download';
import { AdminListPage } from '../components/AdminListPage';
import { Badge } from '../components/Badge';
import { formStyles as f } from '../components/form-styles';
import { SearchForm, StatusFilter } from '../components/ListToolbar';
import { deliveryStatusTone } from '../components/order-status';
import { CustomerCell, ViewDetailsButton } from '../components/RowCells';
import { SelectAllOnPage } from '../components/SelectAllOnPage';
import { tableStyles as t } from '../components/table-styles';
import { useErrorToast } from '../components/use-error-toast';
import { useStatusPages } from '../components/use-status-pages';
import { useToggleSet } from '../components/use-toggle-set';
import { BulkShipDialog } from '../shipping/BulkShipDialog';
import { CodConfirmationBadge } from './CodConfirmation';
import { DeliveryFlags } from './DeliveryFlags';
import { OrderBulkBar } from './OrderBulkBar';
import { OrderDetailsModal } from './OrderDetailsModal';
import { OrderStatusControl } from './OrderStatusControl';
import { exportPath, useAdminOrders } from './order-api';
import { PaymentFlags } from './PaymentFlags';

const columns = ['Order ID', 'Customer', 'Date', 'Total', 'Status', 'Actions'];

/** An order that can still be booked with a courier. */
const shippable = (order: Order) => order.deliveryStatus === 'PENDING' && !order.shipment;

/**
 * 'Manage Orders': every order, newest first, found by status and by order number, customer, email
 * or phone, with details and delivery status updates, and the found orders exported as CSV. Orders
 * can be picked to set their status together, and the pending ones among them shipped together;
 * `?q=` (a link from the shipping screen) opens on a search.
 */
export function OrdersPage() {
  const { status, chooseStatus, page, setPage } = useStatusPages<DeliveryStatus>();
  // What is typed, and what was searched for (on submit): the list follows the latter.
  const [searchParams] = useSearchParams();
  const [typed, setTyped] = useState(() => searchParams.get('q') ?? '');
  const [q, setQ] = useState(() => searchParams.get('q') ?? '');
  const [viewing, setViewing] = useState<Order | null>(null);
  const [selected, toggleSelected, setSelected] = useToggleSet();
  const [bulkShipping, setBulkShipping] = useState<Order[] | null>(null);
  const csv = useFileDownload('The orders could not be exported.');
  const { data, isPending, isFetching, error } = useAdminOrders({ status, q }, page);
  useErrorToast(error, 'Failed to fetch orders');
  const orders = data?.orders ?? [];
  // The dialog follows the list, so a shipment booked in it shows there once the list is reloaded.
  const shown = viewing && (orders.find((order) => order.id === viewing.id) ?? viewing);
  const chosen = orders.filter((order) => selected.has(order.id));
  const picked = chosen.filter(shippable);

  const search = () => {
    setQ(typed);
    setPage(1);
  };

  return (
    <AdminListPage
      wide
      title="Manage Orders"
      description="Every order placed in the shop, newest first."
      search={
        <SearchForm
          label="Search orders"
          value={typed}
          onChange={setTyped}
          placeholder="Order number, customer, email or phone"
          onSearch={search}
        >
          <button
            type="button"
            onClick={() => csv.download(exportPath({ status, q }), 'orders.csv')}
            disabled={csv.downloading}
            className={f.secondaryButton}
          >
            <Download className="size-4" aria-hidden />
            {csv.downloading ? 'Exporting...' : 'Export CSV'}
          </button>
          <button
            type="button"
            onClick={() => setBulkShipping(picked)}
            disabled={picked.length === 0}
            className={f.primaryButton}
          >
            <Truck className="size-4" aria-hidden />
            Ship selected{picked.length > 0 && ` (${picked.length})`}
          </button>
        </SearchForm>
      }
      filter={
        <div className="flex flex-wrap items-center gap-3">
          <StatusFilter
            value={status}
            statuses={deliveryStatuses}
            allLabel="All orders"
            onChange={chooseStatus}
          />
          {orders.length > 0 && (
            <SelectAllOnPage
              ids={orders.map((order) => order.id)}
              selected={selected}
              onChange={setSelected}
            />
          )}
        </div>
      }
      bulk={chosen.length > 0 && <OrderBulkBar picked={chosen} onClear={() => setSelected(new Set())} />}
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
      dialog={
        (shown && <OrderDetailsModal order={shown} onClose={() => setViewing(null)} />) ||
        (bulkShipping && (
          <BulkShipDialog
            orders={bulkShipping}
            onClose={() => {
              setBulkShipping(null);
              setSelected(new Set());
            }}
          />
        ))
      }
    >
      {orders.map((order) => (
        <tr key={order.id} className={t.row}>
          {/* The box that picks an order sits in its Order ID cell: docs/product.md §2's columns stay as they are. */}
          <td className={`${t.cell} font-mono text-xs font-medium whitespace-nowrap text-neutral-900`}>
            <span className="flex items-center gap-3">
              <input
                type="checkbox"
                checked={selected.has(order.id)}
                onChange={() => toggleSelected(order.id)}
                aria-label={`Select order ${shortOrderId(order.id)}`}
                className="size-6 shrink-0 accent-neutral-900"
              />
              {shortOrderId(order.id)}
            </span>
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
            <CodConfirmationBadge order={order} />
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
