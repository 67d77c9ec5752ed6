import type { ReturnRequest } from '@vastra/contract/returns';
import { FileText } from 'lucide-react';
import { ReturnPickup } from '../../../components/ReturnPickup';
import { ReturnTimeline } from '../../../components/ReturnTimeline';
import { formatRupees } from '../../../lib/format';
import { formatOrderDate } from '../../../lib/order-format';
import { useFileDownload } from '../../../lib/use-file-download';
import { sizeAndColour } from './exchange-options';
import { requestTitle, returnBadgeClass, returnStatusLabel } from './return-facts';

const refundProgress = {
  PENDING: 'The refund is on its way through the payment provider.',
  FAILED: 'The refund has not gone through yet.',
  COMPLETED: null,
} as const;

/**
 * One of the shopper's return or exchange requests under its order: where it stands, what it
 * sends back and why, its reverse pickup, its steps, and once refunded the GST credit note to download.
 */
export function ReturnRequestCard({ request }: { request: ReturnRequest }) {
  const creditNote = useFileDownload('The credit note could not be downloaded.');
  const requested = formatOrderDate(request.createdAt);
  const title = requestTitle(request);
  const rejection =
    request.status === 'REJECTED'
      ? request.history.findLast((change) => change.status === 'REJECTED')
      : undefined;
  const progress =
    request.status === 'REFUNDED' && request.refund ? refundProgress[request.refund.state] : null;
  return (
    <article
      aria-label={`${title} of ${requested}`}
      className="space-y-4 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="text-sm font-semibold text-neutral-900">{title}</h4>
          <p className="text-xs text-neutral-500">
            Sent <time dateTime={request.createdAt}>{requested}</time>
          </p>
        </div>
        <span
          data-testid="return-status"
          className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${returnBadgeClass(request.status)}`}
        >
          {returnStatusLabel(request)}
        </span>
      </header>

      {rejection?.note && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 wrap-anywhere">
          <span className="font-semibold">The shop says:</span> {rejection.note}
        </p>
      )}
      {progress && <p className="text-sm text-neutral-600">{progress}</p>}
      <ReturnPickup pickup={request.pickup} />

      <ul className="space-y-2 text-sm">
        {request.items.map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
            <span className="min-w-0">
              <span className="block font-medium text-neutral-900">
                {item.quantity} × {item.product.name}{' '}
                <span className="font-normal text-neutral-500">({sizeAndColour(item.product.variant)})</span>
              </span>
              <span className="block text-neutral-600">
                {item.type === 'EXCHANGE' && item.exchangeVariant
                  ? `Exchange for ${sizeAndColour(item.exchangeVariant)}`
                  : 'Return'}
                <span aria-hidden> · </span>
                {item.reason}
              </span>
            </span>
            {item.refundAmount && (
              <span className="shrink-0 font-medium text-neutral-900 tabular-nums">
                {formatRupees(item.refundAmount)}
              </span>
            )}
          </li>
        ))}
      </ul>

      <ReturnTimeline
        // The rejection's note is shown above already.
        history={request.history.map((change) => (change === rejection ? { ...change, note: null } : change))}
        label={`Steps of the ${title.toLowerCase()} of ${requested}`}
      />

      {request.status === 'REFUNDED' && request.creditNoteNumber && (
        <button
          type="button"
          onClick={() => creditNote.download(`/returns/${request.id}/credit-note`, 'credit-note.pdf')}
          disabled={creditNote.downloading}
          aria-label={`Download credit note ${request.creditNoteNumber}`}
          className="inline-flex min-h-10 items-center gap-2 rounded-full border border-neutral-300 px-5 text-sm font-semibold transition hover:border-neutral-900 disabled:opacity-50"
        >
          <FileText className="size-4" aria-hidden />
          {creditNote.downloading ? 'Downloading...' : 'Download credit note'}
        </button>
      )}
    </article>
  );
}
