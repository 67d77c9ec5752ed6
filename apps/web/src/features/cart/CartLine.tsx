import type { CartItem } from '@vastra/contract/cart';
import { AlertTriangle, Heart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ItemPicture } from '../../components/ItemPicture';
import { LineQuantityStepper } from '../../components/LineQuantityStepper';
import { linePrice, unavailableReason, unitPrice } from '../../lib/cart-summary';
import { formatRupees } from '../../lib/format';
import { usePerItemLimit } from '../../lib/per-item-limit';
import { capReachedNote, quantityCap } from '../../lib/quantity-cap';
import { useCartLine } from './use-cart-line';

/** One line of the cart page: picture, name, colour and size, price, quantity stepper, move to wishlist and remove. */
export function CartLine({ item }: { item: CartItem }) {
  const { product } = item;
  const { variant } = product;
  const { changeQuantity, remove, moveToWishlist, busy } = useCartLine(item.id);
  const perItemLimit = usePerItemLimit();
  const problem = unavailableReason(item);
  const price = unitPrice(item);
  const cap = quantityCap(variant.stock, perItemLimit);
  const limitNote = capReachedNote(cap, item.quantity);
  const discounted =
    variant.discountPrice !== null && Number(variant.discountPrice) < Number(variant.originalPrice);

  return (
    <article
      aria-label={product.name}
      className={`flex gap-4 py-6 transition-opacity sm:gap-6 ${busy ? 'opacity-60' : ''}`}
    >
      <Link to={`/product/${product.id}`} className="w-24 shrink-0 sm:w-32">
        <ItemPicture image={product.images[0]} name={product.name} sizes="128px" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        {/* On a phone the line's price goes under the name, which then has the width to wrap whole words. */}
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <h2 className="font-medium break-words text-neutral-900">
              <Link to={`/product/${product.id}`} className="hover:underline">
                {product.name}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-neutral-500">
              Colour: {variant.color} <span aria-hidden>·</span> Size: {variant.size}
            </p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
              <span>{formatRupees(price)}</span>
              {discounted && (
                <s className="text-xs text-neutral-400">{formatRupees(variant.originalPrice)}</s>
              )}
            </p>
          </div>
          <p className="shrink-0 font-semibold" data-testid="line-price">
            {linePrice(item)}
          </p>
        </div>
        {problem && (
          <p className="mt-3 flex items-center gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            <AlertTriangle className="size-4 shrink-0" aria-hidden />
            {problem}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-4 pt-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <LineQuantityStepper
              name={product.name}
              quantity={item.quantity}
              max={cap.max}
              disabled={busy}
              onChange={changeQuantity}
            />
            {limitNote && <p className="text-xs text-neutral-600">{limitNote}</p>}
          </div>
          <div className="flex shrink-0 items-center">
            <button
              type="button"
              onClick={() => moveToWishlist(product.id, variant.color)}
              disabled={busy}
              aria-label={`Move ${product.name} to wishlist`}
              className="flex min-h-10 items-center gap-1.5 rounded-full px-3 py-2 text-sm text-neutral-600 transition hover:bg-neutral-100 hover:text-neutral-900 disabled:opacity-50"
            >
              <Heart className="size-4" aria-hidden />
              <span className="hidden sm:inline">Move to wishlist</span>
            </button>
            <button
              type="button"
              onClick={remove}
              disabled={busy}
              aria-label={`Remove ${product.name}`}
              className="flex items-center gap-1.5 rounded-full px-3 py-2 text-sm text-neutral-500 transition hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
            >
              <Trash2 className="size-4" aria-hidden />
              <span className="hidden sm:inline">Remove</span>
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
