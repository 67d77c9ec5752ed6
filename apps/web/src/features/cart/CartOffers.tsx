import type { Cart } from '@vastra/contract/cart';
import type { Offer } from '@vastra/contract/coupons';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { useAuthStore } from '../../lib/auth-store';
import { formatIndiaDate } from '../../lib/format';
import { useLoginRequired } from '../../lib/login-required';
import { useCartCoupon } from '../../lib/use-cart-coupon';
import { useOffers } from './offers-query';

const placements = {
  summary: {
    section: 'mt-5',
    heading: 'mb-1.5 text-xs font-semibold tracking-wider text-neutral-700 uppercase',
  },
  emptyCart: {
    section: 'mx-auto mt-8 max-w-xl rounded-2xl bg-cream p-6',
    heading: 'mb-4 font-display text-2xl font-semibold',
  },
} as const;

interface CartOffersProps {
  /** The shopper's cart, or undefined for a guest, who has none. */
  cart: Cart | undefined;
  /** Under the order summary's code field, or a panel of its own under the empty cart. */
  placement: keyof typeof placements;
}

/**
 * "Offers for you": the codes the shop shows in the cart, each with what it gives and Apply. A
 * shopper's Apply is the code field's call, with the server's sentence under the offer when the code
 * does not apply yet; a guest's opens the login-required dialog. Nothing at all while there is none.
 */
export function CartOffers({ cart, placement }: CartOffersProps) {
  const headingId = useId();
  const { data: offers } = useOffers();
  const signedIn = useAuthStore((s) => s.user !== null);
  const coupon = useCartCoupon();
  // The offer whose Apply was pressed last: the server's sentence shows under it.
  const [tried, setTried] = useState<string | null>(null);
  if (!offers?.length) return null;

  const style = placements[placement];
  const Heading = placement === 'summary' ? 'h3' : 'h2';
  const apply = (code: string) => {
    if (!signedIn) {
      useLoginRequired.getState().show();
      return;
    }
    setTried(code);
    coupon.apply(code, () => setTried(null));
  };

  return (
    <section aria-labelledby={headingId} className={style.section}>
      <Heading id={headingId} className={style.heading}>
        Offers for you
      </Heading>
      <ul className="space-y-2">
        {offers.map((offer) => (
          <li
            key={offer.code}
            className="rounded-xl border border-dashed border-neutral-400 bg-white px-4 py-3 text-sm"
          >
            <div className="flex items-center gap-3">
              <OfferText offer={offer} />
              <div aria-live="polite" className="shrink-0">
                {cart?.coupon?.code === offer.code ? (
                  <span className="flex h-11 items-center gap-1 font-semibold text-emerald-700">
                    <Check className="size-4" aria-hidden />
                    Applied
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => apply(offer.code)}
                    disabled={coupon.busy}
                    aria-label={`Apply ${offer.code}`}
                    className="h-11 rounded-lg border border-neutral-900 px-4 text-sm font-semibold tracking-wide transition hover:bg-neutral-900 hover:text-white disabled:cursor-not-allowed disabled:border-neutral-300 disabled:text-neutral-400 disabled:hover:bg-transparent"
                  >
                    Apply
                  </button>
                )}
              </div>
            </div>
            {tried === offer.code && coupon.refusal && (
              <p role="alert" className="mt-2 text-red-700">
                {coupon.refusal}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The code, the server's line of what it gives, and the last day it can be used. */
function OfferText({ offer }: { offer: Offer }) {
  return (
    <p className="min-w-0 flex-1">
      <span className="block font-semibold tracking-wide wrap-anywhere">{offer.code}</span>
      <span className="block text-neutral-700">{offer.description}</span>
      {offer.endsAt && (
        // The code stops at endsAt: its last day is the one of the instant before.
        <span className="block text-xs text-neutral-600">
          Until {formatIndiaDate(new Date(Date.parse(offer.endsAt) - 1).toISOString())}
        </span>
      )}
    </p>
  );
}
