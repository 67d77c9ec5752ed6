import type { Product } from '@vastra/contract/catalogue';
import { effectivePrice } from '@vastra/contract/featured-offer';
import type { SizeGuide } from '@vastra/contract/size-guide';
import { Heart, ShoppingBag, Truck } from 'lucide-react';
import { useRef, useState } from 'react';
import { DockAction } from '../../components/DockAction';
import { discountPercent, formatRupees } from '../../lib/format';
import { usePerItemLimit } from '../../lib/per-item-limit';
import { quantityCap } from '../../lib/quantity-cap';
import { useShopActions } from '../../lib/use-shop-actions';
import { DeliveryCheck } from './DeliveryCheck';
import { NotifyMe } from './NotifyMe';
import { QuantityStepper } from './QuantityStepper';
import { SizeGuideButton } from './SizeGuide';
import { StockBadge } from './StockBadge';
import { VariantPicker } from './VariantPicker';
import { chooseColour, chosenVariant, isLowStock, shownVariant, type VariantChoice } from './variant-choice';

/**
 * Price, variant choice, quantity, add to cart, wishlist and the delivery check for one product. On a
 * phone ADD TO CART rides in the bottom dock with the price beside it, so it is always in reach.
 */
export function ProductBuyBox({
  product,
  sizeGuide,
  choice,
  onChoice,
}: {
  product: Product;
  /** The product's category's size guide (its own or inherited), or null. */
  sizeGuide: SizeGuide | null;
  choice: VariantChoice | undefined;
  onChoice(choice: VariantChoice): void;
}) {
  const { addToCart, addingToCart, toggleWishlist, isInWishlist, togglingWishlist } = useShopActions();
  const [quantity, setQuantity] = useState(1);
  const perItemLimit = usePerItemLimit();
  const [askForSize, setAskForSize] = useState(false);
  const sizes = useRef<HTMLFieldSetElement>(null);
  const wishlisted = isInWishlist(product.id);

  const wishlistButton = (
    <button
      type="button"
      aria-pressed={wishlisted}
      disabled={togglingWishlist}
      onClick={() => toggleWishlist(product.id, choice?.color)}
      className="flex h-12 shrink-0 items-center justify-center gap-2 rounded-full border border-neutral-300 px-6 text-sm font-semibold tracking-wide uppercase transition hover:border-neutral-900 disabled:opacity-60 sm:flex-none"
    >
      <Heart className={`size-4 ${wishlisted ? 'fill-red-500 text-red-500' : ''}`} aria-hidden />
      {wishlisted ? 'Wishlisted' : 'Wishlist'}
    </button>
  );

  const shown = choice && shownVariant(product.variants, choice);
  if (!choice || !shown) {
    return (
      <div className="space-y-4">
        <p className="text-neutral-600">This product is not available at the moment.</p>
        {wishlistButton}
      </div>
    );
  }

  const chosen = chosenVariant(product.variants, choice);
  // docs/product.md §5: another variant starts again from a quantity of 1.
  const choose = (next: VariantChoice) => {
    onChoice(next);
    setQuantity(1);
    if (next.size !== undefined) setAskForSize(false);
  };
  const addToBag = () => {
    if (!chosen) {
      setAskForSize(true);
      sizes.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    addToCart(chosen.id, quantity);
  };

  const price = effectivePrice(shown);
  const discounted =
    shown.discountPrice !== null && Number(shown.discountPrice) < Number(shown.originalPrice);
  const soldOut = shown.stock <= 0;
  const cap = quantityCap(shown.stock, perItemLimit);

  return (
    <div className="space-y-7">
      <div>
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-2xl font-semibold">{formatRupees(price)}</span>
          {discounted && (
            <>
              <s className="text-neutral-500">{formatRupees(shown.originalPrice)}</s>
              <span className="text-sm font-semibold text-amber-700">
                ({discountPercent(shown.originalPrice, price)}% OFF)
              </span>
            </>
          )}
        </p>
        <p className="mt-1 text-xs text-neutral-500">
          MRP {formatRupees(shown.originalPrice)} inclusive of all taxes
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <StockBadge stock={shown.stock} />
          {chosen && isLowStock(chosen.stock) && (
            <span className="text-xs font-semibold text-amber-700">Low stock: only {chosen.stock} left</span>
          )}
        </div>
      </div>

      <VariantPicker
        ref={sizes}
        variants={product.variants}
        choice={choice}
        askForSize={askForSize}
        sizeGuide={sizeGuide && <SizeGuideButton guide={sizeGuide} chosenSize={choice.size} />}
        onColour={(color) => choose(chooseColour(product.variants, choice, color))}
        onSize={(size) => choose({ color: choice.color, size })}
      />
      {/* Beside the size just picked: on a phone the dock holds SPEC.md's disabled Out of Stock. */}
      {chosen && chosen.stock <= 0 && <NotifyMe productId={product.id} variantId={chosen.id} />}

      <div className="space-y-3">
        <p className="text-sm font-semibold tracking-wide uppercase">Quantity</p>
        <QuantityStepper quantity={quantity} max={cap.max} limitNote={cap.limitNote} onChange={setQuantity} />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <DockAction
          aside={
            <p data-testid="sticky-price">
              <span className="block text-base font-semibold">{formatRupees(price)}</span>
              {discounted && (
                <s className="block text-xs text-neutral-500">{formatRupees(shown.originalPrice)}</s>
              )}
            </p>
          }
        >
          <button
            type="button"
            disabled={soldOut || addingToCart}
            onClick={addToBag}
            className="flex h-12 min-w-0 flex-[2] items-center justify-center gap-2 rounded-full bg-neutral-900 px-6 text-sm font-semibold tracking-wider text-white transition hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600 sm:px-8"
          >
            {!soldOut && !addingToCart && <ShoppingBag className="size-4" aria-hidden />}
            {soldOut ? 'Out of Stock' : addingToCart ? 'ADDING...' : 'ADD TO CART'}
          </button>
        </DockAction>
        {wishlistButton}
      </div>

      <div className="space-y-4 rounded-xl bg-cream p-4 text-sm text-neutral-700">
        <p className="flex items-center gap-3">
          <Truck className="size-5 text-accent" strokeWidth={1.5} aria-hidden />
          Free shipping on this order
        </p>
        <DeliveryCheck />
      </div>
    </div>
  );
}
