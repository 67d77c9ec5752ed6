import type { ReturnRequest } from '@vastra/contract/returns';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { ReturnPickup } from '../../../components/ReturnPickup';
import { ReturnTimeline } from '../../../components/ReturnTimeline';
import { Spinner } from '../../../components/Spinner';
import { formatRupees } from '../../../lib/format';
import { formatOrderDate, paymentMethodLabel, shortOrderId } from '../../../lib/order-format';
import { useFileDownload } from '../../../lib/use-file-download';
import { Badge } from '../components/Badge';
import { formStyles as f } from '../components/form-styles';
import { ItemThumbnail } from '../components/ItemThumbnail';
import { Modal } from '../components/Modal';
import { Panel } from '../components/Panel';
import { ReturnActionDialog } from './ReturnActionDialog';
import { type ReturnAction, returnActions, returnStatusTone, returnStatusWord } from './return-actions';
import { useOrderOfReturn } from './return-api';

const refundMethod = {
  PROVIDER: 'Through the payment provider',
  RECORDED: 'Recorded by the shop',
  STORE_CREDIT: 'To the customer’s store credit',
} as const;
const refundTone = { COMPLETED: 'green', PENDING: 'yellow', FAILED: 'red' } as const;

/**
 * One return request: its order and customer, each item with what was ordered, what is wanted and
 * why, its reverse pickup, the refund and its credit note, the steps with notes and who took them,
 * and the next steps.
 */
export function ReturnDetailsModal({
  request,
  onClose,
  onChanged,
}: {
  request: ReturnRequest;
  onClose(): void;
  onChanged(request: ReturnRequest): void;
}) {
  const { data: order, isPending: orderPending, isError: orderFailed } = useOrderOfReturn(request.orderId);
  const [acting, setActing] = useState<ReturnAction | null>(null);
  const creditNote = useFileDownload('The credit note could not be downloaded.');
  const number = shortOrderId(request.orderId);
  // The payment method decides whether a refund needs a note: the steps wait for the order.
  const actions = order ? returnActions(request, order) : [];
  const { customer, refund } = request;

  return (
    <>
      <Modal
        title={`Return request for order ${number}`}
        onClose={acting ? () => undefined : onClose}
        size="lg"
        footer={
          actions.length > 0 &&
          actions.map((action) => (
            <button
              key={action.status}
              type="button"
              onClick={() => setActing(action)}
              className={action.status === 'REJECTED' ? f.secondaryButton : f.primaryButton}
            >
              {action.label}
            </button>
          ))
        }
      >
        <div className="space-y-6">
          <div className="flex flex-wrap items-center gap-3 text-sm text-neutral-600">
            <span>Requested {formatOrderDate(request.createdAt)}</span>
            <Badge tone={returnStatusTone(request.status)}>{returnStatusWord(request.status)}</Badge>
          </div>
          <ReturnPickup pickup={request.pickup} />

          <div className="grid gap-4 sm:grid-cols-2">
            <Panel title="Order">
              {orderPending ? (
                <Spinner size={16} />
              ) : order ? (
                <dl className="space-y-0.5 text-neutral-600">
                  <div>
                    <dt className="sr-only">Number</dt>
                    <dd className="font-mono font-medium text-neutral-900">#{number}</dd>
                  </div>
                  <div>
                    <dt className="sr-only">Placed</dt>
                    <dd>Placed {formatOrderDate(order.orderDate)}</dd>
                  </div>
                  <div>
                    <dt className="sr-only">Payment</dt>
                    <dd>{paymentMethodLabel[order.paymentMethod]}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>Total</dt>
                    <dd className="font-medium text-neutral-900 tabular-nums">
                      {formatRupees(order.orderTotal)}
                    </dd>
                  </div>
                </dl>
              ) : (
                <p className={orderFailed ? 'text-red-600' : 'text-neutral-600'}>
                  #{number}: {orderFailed ? 'the order could not be loaded.' : 'order not found.'}
                </p>
              )}
            </Panel>
            <Panel title="Customer">
              <p className="font-medium text-neutral-900">
                {customer.firstName} {customer.lastName}
              </p>
              <a
                href={`mailto:${customer.email}`}
                className="break-all text-neutral-600 underline-offset-2 hover:underline"
              >
                {customer.email}
              </a>
            </Panel>
          </div>

          <section aria-labelledby="return-items">
            <h3 id="return-items" className="mb-2 text-sm font-semibold text-neutral-900">
              Items
            </h3>
            <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-200">
              {request.items.map((item) => {
                const image = item.product.images[0];
                return (
                  <li key={item.id} className="flex gap-3 p-3">
                    <ItemThumbnail image={image} />
                    <div className="min-w-0 flex-1 space-y-1 text-sm">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-medium text-neutral-900">{item.product.name}</span>
                        <Badge tone={item.type === 'EXCHANGE' ? 'blue' : 'neutral'}>
                          {item.type === 'EXCHANGE' ? 'Exchange' : 'Return'}
                        </Badge>
                      </p>
                      <p className="text-xs text-neutral-500">
                        Ordered: Colour: {item.product.variant.color} · Size: {item.product.variant.size}
                      </p>
                      <p className="text-xs text-neutral-500">Units: {item.quantity}</p>
                      {item.exchangeVariant && (
                        <p className="text-xs font-medium text-sky-800">
                          Send: Colour: {item.exchangeVariant.color} · Size: {item.exchangeVariant.size}
                        </p>
                      )}
                      <p className="text-xs text-neutral-600">Reason: {item.reason}</p>
                      {item.refundAmount && (
                        <p className="text-xs font-medium text-neutral-900">
                          Refund: <span className="tabular-nums">{formatRupees(item.refundAmount)}</span>
                        </p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            {!refund && Number(request.refundTotal) > 0 && (
              <>
                <p className="mt-2 flex justify-between text-sm font-semibold text-neutral-900">
                  <span>To refund</span>
                  <span className="tabular-nums">{formatRupees(request.refundTotal)}</span>
                </p>
                <p data-testid="return-refund-to" className="mt-1 text-sm text-neutral-600">
                  Refund to:{' '}
                  {request.refundTo === 'STORE_CREDIT' ? 'store credit' : 'the way the customer paid'}
                </p>
              </>
            )}
          </section>

          {refund && (
            <Panel title="Refund">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-neutral-900 tabular-nums">
                  {formatRupees(refund.amount)}
                </span>
                <Badge tone={refundTone[refund.state]}>{refund.state}</Badge>
              </div>
              <p className="mt-1 text-neutral-600">
                {refundMethod[refund.method]}, {formatOrderDate(refund.at)}
              </p>
              {refund.reference && (
                <p className="mt-1 font-mono text-xs text-neutral-500">Ref. {refund.reference}</p>
              )}
              {request.creditNoteNumber && (
                <button
                  type="button"
                  onClick={() => creditNote.download(`/returns/${request.id}/credit-note`, 'credit-note.pdf')}
                  disabled={creditNote.downloading}
                  className="mt-3 inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-neutral-300 px-3 text-sm font-medium text-neutral-800 hover:border-neutral-900 disabled:opacity-50"
                >
                  <FileText className="size-4" aria-hidden />
                  {creditNote.downloading ? 'Downloading...' : `Credit note ${request.creditNoteNumber}`}
                </button>
              )}
            </Panel>
          )}

          <section aria-labelledby="return-history">
            <h3 id="return-history" className="mb-3 text-sm font-semibold text-neutral-900">
              History
            </h3>
            <ReturnTimeline history={request.history} label="History of the request" />
          </section>
        </div>
      </Modal>
      {acting && (
        <ReturnActionDialog
          request={request}
          action={acting}
          onClose={() => setActing(null)}
          onDone={(changed) => {
            setActing(null);
            onChanged(changed);
          }}
        />
      )}
    </>
  );
}
