import type { Cart } from '@vastra/contract/cart';
import { TicketPercent, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formatRupees } from '../lib/format';
import { useCartCoupon } from '../lib/use-cart-coupon';

/**
 * The offer code field of the cart and checkout summaries. With a code on the cart it shows the
 * code, what it takes off (or why it does not apply now) and a way to remove it; otherwise a field
 * and Apply, with the server's sentence under it when a code is refused.
 */
export function CouponField({ cart }: { cart: Cart }) {
  const inputId = useId();
  const [code, setCode] = useState('');
  const coupon = useCartCoupon();
  const onCart = cart.coupon ?? cart.couponNotApplied;

  if (onCart) {
    const reason = cart.couponNotApplied?.reason;
    return (
      <div className="mt-5 rounded-xl border border-dashed border-emerald-600/60 bg-white px-4 py-3 text-sm">
        <div className="flex items-center gap-3">
          <TicketPercent className="size-5 shrink-0 text-emerald-700" aria-hidden />
          <p className="min-w-0 flex-1">
            <span className="font-semibold tracking-wide wrap-anywhere" data-testid="applied-coupon">
              {onCart.code}
            </span>
            {cart.coupon && (
              <span className="block text-emerald-700">You save {formatRupees(cart.coupon.discount)}</span>
            )}
          </p>
          <button
            type="button"
            onClick={coupon.remove}
            disabled={coupon.busy}
            aria-label={`Remove the code ${onCart.code}`}
            className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 disabled:opacity-50"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        {(reason ?? coupon.removeFailed) && (
          <p role="alert" className="mt-2 text-red-700">
            {reason ?? coupon.removeFailed}
          </p>
        )}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) coupon.apply(code.trim(), () => setCode(''));
  };

  return (
    <form onSubmit={submit} className="mt-5" noValidate>
      <label
        htmlFor={inputId}
        className="mb-1.5 block text-xs font-semibold tracking-wider text-neutral-700 uppercase"
      >
        Offer code
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          aria-invalid={coupon.refusal ? true : undefined}
          aria-describedby={coupon.refusal ? `${inputId}-error` : undefined}
          className={`h-11 w-0 min-w-0 flex-1 rounded-lg border bg-white px-3.5 text-[15px] uppercase outline-none placeholder:normal-case placeholder:text-neutral-400 focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900/10 ${coupon.refusal ? 'border-red-500' : 'border-neutral-300'}`}
          placeholder="Enter code"
        />
        <button
          type="submit"
          disabled={coupon.busy || !code.trim()}
          className="h-11 shrink-0 rounded-lg border border-neutral-900 px-5 text-sm font-semibold tracking-wide transition hover:bg-neutral-900 hover:text-white disabled:cursor-not-allowed disabled:border-neutral-300 disabled:text-neutral-400 disabled:hover:bg-transparent"
        >
          Apply
        </button>
      </div>
      {coupon.refusal && (
        <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {coupon.refusal}
        </p>
      )}
    </form>
  );
}
