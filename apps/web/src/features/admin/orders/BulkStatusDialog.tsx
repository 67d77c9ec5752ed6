import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderBatchStatusResponse } from '@vastra/contract/order-batch';
import type { DeliveryStatus, Order } from '@vastra/contract/orders';
import { CheckCircle2, MinusCircle, XCircle } from 'lucide-react';
import { errorMessage } from '../../../lib/api';
import { shortOrderId } from '../../../lib/order-format';
import { ConfirmFooter } from '../components/ConfirmFooter';
import { Modal } from '../components/Modal';
import { adminOrdersQueryKey, updateOrderStatuses } from './order-api';

type Result = OrderBatchStatusResponse['results'][number];

const icons: Record<Result['outcome'], typeof CheckCircle2> = {
  UPDATED: CheckCircle2,
  UNCHANGED: MinusCircle,
  REFUSED: XCircle,
};
const tones: Record<Result['outcome'], string> = {
  UPDATED: 'text-emerald-600',
  UNCHANGED: 'text-neutral-400',
  REFUSED: 'text-red-600',
};

interface BulkStatusDialogProps {
  orders: Order[];
  status: DeliveryStatus;
  onClose(done: boolean): void;
}

/**
 * "Set status" for the orders picked: what will happen (a warning when cancelled orders would be
 * reopened), then each order's outcome: updated, already so, or why not.
 */
export function BulkStatusDialog({ orders, status, onClose }: BulkStatusDialogProps) {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: () =>
      updateOrderStatuses(
        orders.map((order) => order.id),
        status,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
  const done = update.isSuccess;
  const reopened = status === 'CANCELED' ? 0 : orders.filter((o) => o.deliveryStatus === 'CANCELED').length;
  const count = `${orders.length} ${orders.length === 1 ? 'order' : 'orders'}`;
  return (
    <Modal
      title={done ? 'Status results' : `Set ${count} to ${status}`}
      size="md"
      onClose={update.isPending ? () => undefined : () => onClose(done)}
      footer={
        <ConfirmFooter
          done={done}
          pending={update.isPending}
          onCancel={() => onClose(false)}
          onConfirm={() => update.mutate()}
          onDone={() => onClose(true)}
          pendingLabel="Updating..."
        />
      }
    >
      {done ? (
        <div className="space-y-3 text-sm">
          <p role="status" className="font-medium text-neutral-900">
            {update.data.message}
          </p>
          <ul aria-label="Status results" className="divide-y divide-neutral-100">
            {update.data.results.map((result) => {
              const Icon = icons[result.outcome];
              return (
                <li key={result.orderId} className="flex items-start gap-3 py-2">
                  <Icon className={`mt-0.5 size-4 shrink-0 ${tones[result.outcome]}`} aria-hidden />
                  <span className="font-mono text-xs font-medium text-neutral-900">
                    {shortOrderId(result.orderId)}
                  </span>
                  <span
                    className={`min-w-0 wrap-anywhere ${result.outcome === 'REFUSED' ? 'text-red-700' : 'text-neutral-700'}`}
                  >
                    {result.message}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <div className="space-y-3 text-sm">
          <p className="text-neutral-700">
            Each order is updated on its own and its customer is told, as with the Update button.
          </p>
          {reopened > 0 && (
            <p
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
            >
              {reopened === 1 ? '1 of these orders was' : `${reopened} of these orders were`} cancelled.
              Updating reopens {reopened === 1 ? 'it' : 'them'} as {status}.
            </p>
          )}
          {update.isError && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-700">
              {errorMessage(update.error, 'Failed to update status')}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
