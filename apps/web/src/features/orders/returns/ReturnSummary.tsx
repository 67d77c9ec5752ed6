import type { PaymentMethod } from '@vastra/contract/orders';
import type { RefundDestination } from '@vastra/contract/store-credit';
import { FormAlert } from '../../../components/FormAlert';
import { formatRupees } from '../../../lib/format';
import type { SummaryLine } from './return-draft';

/** What the request will ask for, the refund it adds up to, and the button that sends it. */
export function ReturnSummary({
  lines,
  refundPaise,
  paymentMethod,
  refundTo,
  problem,
  sending,
}: {
  lines: SummaryLine[];
  refundPaise: number;
  paymentMethod: PaymentMethod;
  /** Where the refund may go, the one chosen, and how to choose another. */
  refundTo: {
    choices: RefundDestination[];
    chosen: RefundDestination;
    onChange(to: RefundDestination): void;
  };
  problem: string | null;
  sending: boolean;
}) {
  return (
    <aside
      aria-labelledby="return-summary"
      className="space-y-4 rounded-2xl bg-cream p-5 lg:sticky lg:top-24"
    >
      <h2 id="return-summary" className="text-sm font-semibold tracking-[0.18em] uppercase">
        Summary
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-neutral-600">Tick the items you want to send back.</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {lines.map((line) => (
            <li key={line.orderItemId}>
              <span className="block font-medium text-neutral-900">
                {line.quantity} × {line.name}
              </span>
              <span className="block text-neutral-600">{line.outcome}</span>
            </li>
          ))}
        </ul>
      )}
      {refundPaise > 0 && (
        <div className="border-t border-neutral-200 pt-3 text-sm">
          <dl className="flex items-baseline justify-between gap-3 font-semibold text-neutral-900">
            <dt>Estimated refund</dt>
            <dd data-testid="refund-estimate" className="tabular-nums">
              {formatRupees(refundPaise / 100)}
            </dd>
          </dl>
          <fieldset className="mt-3">
            <legend className="text-xs font-semibold tracking-wide text-neutral-900 uppercase">
              Refund to
            </legend>
            <div className="mt-2 space-y-2">
              {refundTo.choices.map((to) => (
                <label key={to} className="flex cursor-pointer items-start gap-2">
                  <input
                    type="radio"
                    name="refund-to"
                    value={to}
                    checked={refundTo.chosen === to}
                    onChange={() => refundTo.onChange(to)}
                    className="mt-0.5 size-4 shrink-0 accent-neutral-900"
                  />
                  <span>
                    <span className="block font-medium text-neutral-900">
                      {refundWord(to, paymentMethod)}
                    </span>
                    <span className="block text-xs text-neutral-600">{refundNote(to, paymentMethod)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      )}
      <FormAlert message={problem} />
      <button
        type="submit"
        disabled={sending}
        className="h-12 w-full rounded-full bg-neutral-900 text-sm font-semibold tracking-wider text-white transition hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-400"
      >
        {sending ? 'SENDING...' : 'SEND REQUEST'}
      </button>
    </aside>
  );
}

function refundWord(to: RefundDestination, paymentMethod: PaymentMethod): string {
  if (to === 'STORE_CREDIT') return 'Store credit';
  return paymentMethod === 'COD' ? 'Bank transfer or UPI' : 'The way you paid';
}

function refundNote(to: RefundDestination, paymentMethod: PaymentMethod): string {
  if (to === 'STORE_CREDIT') return 'Yours to spend as soon as the shop has received the items.';
  return paymentMethod === 'COD'
    ? 'Paid by the shop once it has received the items.'
    : 'Paid back once the shop has received the items.';
}
