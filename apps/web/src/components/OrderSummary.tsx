import type { ReactNode } from 'react';
import type { CartMrp } from '../lib/cart-summary';
import { formatRupees } from '../lib/format';
import { orderSummary, type SummaryAmounts } from '../lib/order-summary';

interface OrderSummaryProps {
  /** Id of the heading, which names the panel for screen readers. */
  titleId: string;
  amounts: SummaryAmounts | undefined;
  /** Test id of the total, so each page's journey can read its own. */
  totalTestId: string;
  /** Between the heading and the rows: the offer code field, where the page has one. */
  before?: ReactNode;
  /** The cart's total at MRP and the saving on it (the cart page), shown around the rows. */
  mrp?: CartMrp;
  /** What follows the rows: the page's notes and its main button. */
  children: ReactNode;
}

/**
 * The order summary panel of the cart and checkout: Subtotal, Shipping FREE, the discount, the COD fee
 * (its own row, never shipping, with a note that a return does not refund it) and Total, then the store
 * credit it uses and what is left to pay; on the cart also the Total MRP above them and the saving below.
 */
export function OrderSummary({ titleId, amounts, totalTestId, before, mrp, children }: OrderSummaryProps) {
  const summary = orderSummary(amounts);
  return (
    <aside aria-labelledby={titleId} className="h-fit rounded-2xl bg-cream p-6 lg:sticky lg:top-24">
      <h2 id={titleId} className="font-display text-2xl font-semibold">
        Order Summary
      </h2>
      {before}
      <dl className="mt-5 space-y-3 text-sm">
        {mrp && (
          <div className="flex justify-between">
            <dt className="text-neutral-600">Total MRP</dt>
            <dd data-testid={`${totalTestId}-mrp`}>{formatRupees(mrp.mrp)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt className="text-neutral-600">Subtotal</dt>
          <dd>{summary.subtotal}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-neutral-600">Shipping</dt>
          <dd className="font-semibold text-emerald-700">{summary.shipping}</dd>
        </div>
        {summary.discount && (
          <div className="flex justify-between gap-3">
            <dt className="min-w-0 text-neutral-600">
              Discount
              {summary.couponCode && (
                <span className="ml-1 font-medium wrap-anywhere">({summary.couponCode})</span>
              )}
            </dt>
            <dd data-testid={`${totalTestId}-discount`} className="shrink-0 font-semibold text-emerald-700">
              {summary.discount}
            </dd>
          </div>
        )}
        {summary.codFee && (
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-neutral-600">COD fee</dt>
            <dd data-testid={`${totalTestId}-cod-fee`}>{summary.codFee}</dd>
            <dd className="basis-full text-xs text-neutral-500">
              For paying cash on delivery. Not refunded on returns.
            </dd>
          </div>
        )}
        <div className="flex justify-between border-t border-neutral-300 pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid={totalTestId}>{summary.total}</dd>
        </div>
        {summary.storeCredit && summary.toPay && (
          <>
            <div className="flex justify-between">
              <dt className="text-neutral-600">Store credit</dt>
              <dd data-testid={`${totalTestId}-store-credit`} className="font-semibold text-emerald-700">
                {summary.storeCredit}
              </dd>
            </div>
            <div className="flex justify-between text-base font-semibold">
              <dt>To pay</dt>
              <dd data-testid={`${totalTestId}-to-pay`}>{summary.toPay}</dd>
            </div>
          </>
        )}
      </dl>
      {mrp && Number(mrp.saved) > 0 && (
        <p
          data-testid={`${totalTestId}-saved`}
          className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-center text-sm font-semibold text-emerald-800"
        >
          You save {formatRupees(mrp.saved)}
        </p>
      )}
      {children}
    </aside>
  );
}
