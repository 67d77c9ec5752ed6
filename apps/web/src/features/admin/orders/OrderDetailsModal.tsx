import { formatIndianMobile } from '@vastra/contract/indian-mobile';
import type { Order } from '@vastra/contract/orders';
import { FileText } from 'lucide-react';
import { OrderTimeline } from '../../../components/OrderTimeline';
import { formatRupees } from '../../../lib/format';
import { formatOrderDate, paymentMethodLabel, shortOrderId } from '../../../lib/order-format';
import { orderAmounts, orderSummary, shownCodFee } from '../../../lib/order-summary';
import { useFileDownload } from '../../../lib/use-file-download';
import { Badge } from '../components/Badge';
import { ItemThumbnail } from '../components/ItemThumbnail';
import { Modal } from '../components/Modal';
import { deliveryStatusTone } from '../components/order-status';
import { Panel } from '../components/Panel';
import { ShipmentSection } from '../shipping/ShipmentSection';
import { CodConfirmationBadge, CodPhoneAnswer } from './CodConfirmation';
import { DeliveryFlags } from './DeliveryFlags';
import { PaymentFlags } from './PaymentFlags';

const paymentTone = { COMPLETED: 'green', FAILED: 'red', PENDING: 'yellow' } as const;

/**
 * Everything about one order: what was bought, where it goes and to whom, how it is paid, who
 * ordered it, its parcel (shipping it, its label and tracking), its timeline with who made each
 * change, and its tax invoice once it has shipped.
 */
export function OrderDetailsModal({ order, onClose }: { order: Order; onClose(): void }) {
  const { address, user } = order;
  const invoice = useFileDownload('The invoice could not be downloaded.');
  const codFee = shownCodFee(order.codFee ?? '0.00');
  const { storeCredit, toPay } = orderSummary(orderAmounts(order));
  return (
    <Modal title={`Order #${shortOrderId(order.id)}`} onClose={onClose} size="lg">
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-neutral-600">
          <span>Placed {formatOrderDate(order.orderDate)}</span>
          <Badge tone={deliveryStatusTone(order.deliveryStatus)}>{order.deliveryStatus}</Badge>
          {order.invoiceNumber && (
            <button
              type="button"
              onClick={() => invoice.download(`/orders/${order.id}/invoice`, 'invoice.pdf')}
              disabled={invoice.downloading}
              className="ml-auto inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-neutral-300 px-3 text-sm font-medium text-neutral-800 hover:border-neutral-900 disabled:opacity-50"
            >
              <FileText className="size-4" aria-hidden />
              {invoice.downloading ? 'Downloading...' : `Invoice ${order.invoiceNumber}`}
            </button>
          )}
        </div>

        <section aria-labelledby="order-items">
          <h3 id="order-items" className="mb-2 text-sm font-semibold text-neutral-900">
            Items
          </h3>
          <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-200">
            {order.items.map((item) => {
              const image = item.product.images[0];
              return (
                <li key={item.id} className="flex flex-wrap items-center gap-3 p-3">
                  <ItemThumbnail image={image} />
                  <div className="min-w-40 flex-1 basis-0">
                    <p className="font-medium break-words text-neutral-900">{item.product.name}</p>
                    <p className="text-xs text-neutral-500">
                      Colour: {item.product.variant.color} · Size: {item.product.variant.size} · Qty:{' '}
                      {item.quantity}
                    </p>
                  </div>
                  <div className="ml-auto text-right text-sm">
                    <p className="font-medium text-neutral-900 tabular-nums">
                      {formatRupees(Number(item.priceAtPurchase) * item.quantity)}
                    </p>
                    <p className="text-xs text-neutral-500 tabular-nums">
                      {formatRupees(item.priceAtPurchase)} each
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <dl className="mt-3 space-y-1 text-sm">
            {Number(order.discount) > 0 && (
              <div className="flex justify-between text-neutral-600">
                <dt>Discount{order.couponCode && ` (${order.couponCode})`}</dt>
                <dd className="font-medium text-emerald-700 tabular-nums">
                  - {formatRupees(order.discount)}
                </dd>
              </div>
            )}
            <div className="flex justify-between text-neutral-600">
              <dt>Shipping</dt>
              <dd className="font-medium text-emerald-700">FREE</dd>
            </div>
            {codFee && (
              <div className="flex justify-between text-neutral-600">
                <dt>COD fee</dt>
                <dd data-testid="order-details-cod-fee" className="font-medium tabular-nums">
                  {codFee}
                </dd>
              </div>
            )}
            <div className="flex justify-between font-semibold text-neutral-900">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatRupees(order.orderTotal)}</dd>
            </div>
            {storeCredit && (
              <>
                <div className="flex justify-between text-neutral-600">
                  <dt>Paid by store credit</dt>
                  <dd data-testid="order-details-store-credit" className="font-medium tabular-nums">
                    {storeCredit}
                  </dd>
                </div>
                <div className="flex justify-between font-semibold text-neutral-900">
                  <dt>{order.paymentMethod === 'COD' ? 'To collect' : 'To pay'}</dt>
                  <dd className="tabular-nums">{toPay}</dd>
                </div>
              </>
            )}
          </dl>
        </section>

        <div className="grid gap-4 sm:grid-cols-3">
          <Panel title="Customer">
            <p className="font-medium text-neutral-900">
              {user.firstName} {user.lastName}
            </p>
            <a
              href={`mailto:${user.email}`}
              className="break-all text-neutral-600 underline-offset-2 hover:underline"
            >
              {user.email}
            </a>
          </Panel>
          <Panel title="Delivery address">
            <address className="text-neutral-600 not-italic">
              {address.fullName && (
                <span className="block font-medium text-neutral-900">{address.fullName}</span>
              )}
              {address.phone && (
                <a
                  href={`tel:+91${address.phone}`}
                  className="flex min-h-6 w-fit items-center underline-offset-2 hover:underline"
                >
                  {formatIndianMobile(address.phone)}
                </a>
              )}
              {address.addressLine1}
              {address.addressLine2 && (
                <>
                  <br />
                  {address.addressLine2}
                </>
              )}
              <br />
              {address.city}, {address.state} {address.postalCode}
            </address>
            <DeliveryFlags address={address} />
          </Panel>
          <Panel title="Payment">
            <p className="text-neutral-900">{paymentMethodLabel[order.paymentMethod]}</p>
            <p className="mt-1">
              <Badge tone={paymentTone[order.paymentStatus]}>{order.paymentStatus}</Badge>
            </p>
            <PaymentFlags order={order} detailed />
            <CodConfirmationBadge order={order} />
            <CodPhoneAnswer order={order} />
          </Panel>
        </div>

        <ShipmentSection order={order} />

        <section aria-labelledby="order-timeline">
          <h3 id="order-timeline" className="mb-3 text-sm font-semibold text-neutral-900">
            Timeline
          </h3>
          <OrderTimeline history={order.history} />
        </section>
      </div>
    </Modal>
  );
}
