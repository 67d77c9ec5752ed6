import type { ReturnStatus, ReturnStatusChange } from '@vastra/contract/returns';
import { formatOrderDate } from '../lib/order-format';

const STEP_LABEL: Record<ReturnStatus, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  RECEIVED: 'Received by the shop',
  REFUNDED: 'Refunded',
  EXCHANGED: 'Exchange sent',
};

const DOT: Record<ReturnStatus, string> = {
  REQUESTED: 'bg-amber-400',
  APPROVED: 'bg-sky-500',
  REJECTED: 'bg-red-500',
  RECEIVED: 'bg-amber-400',
  REFUNDED: 'bg-emerald-500',
  EXCHANGED: 'bg-emerald-500',
};

/**
 * A return request's steps, oldest first, each with the shop's note when it wrote one. Admin
 * answers name who made each change (the customer made the request); the shopper's do not.
 */
export function ReturnTimeline({ history, label }: { history: ReturnStatusChange[]; label: string }) {
  return (
    <ol aria-label={label} className="space-y-2.5">
      {history.map((change, index) => (
        <li key={`${change.status}-${change.at}`} className="flex gap-3 text-sm">
          <span className="flex flex-col items-center" aria-hidden>
            <span className={`mt-1.5 size-2 rounded-full ${DOT[change.status]}`} />
            {index < history.length - 1 && <span className="mt-1 w-px flex-1 bg-neutral-200" />}
          </span>
          <span className="min-w-0 pb-1">
            <span className="block font-medium text-neutral-900">{STEP_LABEL[change.status]}</span>
            <time dateTime={change.at} className="block text-xs text-neutral-500">
              {formatOrderDate(change.at)}
            </time>
            {change.changedBy !== undefined && (
              <span className="block text-xs text-neutral-500">
                {change.changedBy ? `by ${change.changedBy}` : 'by the customer'}
              </span>
            )}
            {change.note && (
              <span className="mt-1 block text-neutral-700 wrap-anywhere">“{change.note}”</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
