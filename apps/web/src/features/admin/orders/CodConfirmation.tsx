import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodAnswer } from '@vastra/contract/cod-confirmation';
import type { CodConfirmation, Order, OrderResponse } from '@vastra/contract/orders';
import toast from 'react-hot-toast';
import { ApiError, api } from '../../../lib/api';
import { Badge, type BadgeTone } from '../components/Badge';
import { formStyles as f } from '../components/form-styles';
import { adminOrdersQueryKey } from './order-api';

const looks: Record<CodConfirmation, { label: string; tone: BadgeTone; detail: string }> = {
  AWAITING: {
    label: 'Awaiting confirmation',
    tone: 'amber',
    detail:
      'The shopper has been asked to confirm this cash on delivery order. It cannot ship until they do.',
  },
  CONFIRMED: {
    label: 'Confirmed',
    tone: 'green',
    detail: 'The shopper confirmed this cash on delivery order.',
  },
  DECLINED: {
    label: 'Declined',
    tone: 'neutral',
    detail: 'The shopper declined, or did not answer in time: the order was cancelled.',
  },
};

/** Where a cash-on-delivery order stands with its shopper's confirmation, when the shop asked for one. */
export function CodConfirmationBadge({
  order,
}: {
  order: Pick<Order, 'codConfirmation' | 'deliveryStatus'>;
}) {
  const state = order.codConfirmation;
  // A cancelled order that was never answered is simply cancelled.
  if (!state || (state === 'AWAITING' && order.deliveryStatus !== 'PENDING')) return null;
  const look = looks[state];
  return (
    <span className="mt-1 flex" title={look.detail}>
      <Badge tone={look.tone}>{look.label}</Badge>
    </span>
  );
}

/** PUT /orders/{id}/cod-confirmation: the admin records the answer the shopper gave on the phone. */
export function CodPhoneAnswer({
  order,
}: {
  order: Pick<Order, 'id' | 'codConfirmation' | 'deliveryStatus'>;
}) {
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (given: CodAnswer) =>
      api<OrderResponse>(`/orders/${order.id}/cod-confirmation`, { method: 'PUT', body: { answer: given } }),
    onSuccess: async (_saved, given) => {
      toast.success(given === 'CONFIRM' ? 'Order confirmed.' : 'Order cancelled.');
      await queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey });
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : 'The answer could not be saved.'),
  });
  if (order.codConfirmation !== 'AWAITING' || order.deliveryStatus !== 'PENDING') return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => answer.mutate('CONFIRM')}
        disabled={answer.isPending}
        className={`${f.primaryButton} min-h-11`}
      >
        Confirmed on the phone
      </button>
      <button
        type="button"
        onClick={() => answer.mutate('DECLINE')}
        disabled={answer.isPending}
        className={`${f.secondaryButton} min-h-11`}
      >
        Declined: cancel order
      </button>
    </div>
  );
}
