import type { Product, Variant } from '@vastra/contract/catalogue';
import { Banknote, Heart, ShoppingBag, Truck } from 'lucide-react';
import { useState } from 'react';
import { discountPercent, formatRupees } from '../../lib/format';
import { effectivePrice } from '../../lib/offer';
import { useShopActions } from '../../lib/use-shop-actions';
import { QuantityStepper } from './QuantityStepper';
import { StockBadge } from './StockBadge';
import { VariantPicker } from './VariantPicker';
import { initialVariant, isLowStock, variantForColour } from './variant-choice';

/** Price, variant choice, quantity, add to cart and wishlist for one product. */
export function ProductBuyBox({ product }: { product: Product }) {
  const { addToCart, addingToCart, toggleWishlist, isInWishlist, togglingWishlist } = useShopActions();
  const [variant, setVariant] = useState<Variant | undefined>(() => initialVariant(product.variants));
  const [quantity, setQuantity] = useState(1);
  const wishlisted = isInWishlist(product.id);

  // SPEC.md §5: another variant starts again from a quantity of 1.
  const choose = (next: Variant | undefined) => {
    setVariant(next);
    setQuantity(1);
  };

  const wishlistButton = (
    <button
      type="button"
      aria-pressed={wishlisted}
      disabled={togglingWishlist}
      onClick={() => toggleWishlist(product.id)}
      className="flex h-12 flex-1 items-center justify-center gap-2 rounded-full border border-neutral-300 px-6 text-sm font-semibold tracking-wide uppercase transition hover:border-neutral-900 disabled:opacity-60 sm:flex-none"
    >
      <Heart className={`size-4 ${wishlisted ? 'fill-red-500 text-red-500' : ''}`} aria-hidden />
      {wishlisted ? 'Wishlisted' : 'Wishlist'}
    </button>
  );

  if (!variant) {
    return (
      <div className="space-y-4">
        <p className="text-neutral-600">This product is not available at the moment.</p>
        {wishlistButton}
      </div>
    );
  }

  const price = effectivePrice(variant);
  const discounted =
    variant.discountPrice !== null && Number(variant.discountPrice) < Number(variant.originalPrice);
  const soldOut = variant.stock <= 0;

  return (
    <div className="space-y-7">
      <div>
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-2xl font-semibold">{formatRupees(price)}</span>
          {discounted && (
            <>
              <s className="text-neutral-500">{formatRupees(variant.originalPrice)}</s>
              <span className="text-sm font-semibold text-amber-700">
                ({discountPercent(variant.originalPrice, price)}% OFF)
              </span>
            </>
          )}
        </p>
        <p className="mt-1 text-xs text-neutral-500">
          MRP {formatRupees(variant.originalPrice)} inclusive of all taxes
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <StockBadge stock={variant.stock} />
          {isLowStock(variant.stock) && (
            <span className="text-xs font-semibold text-amber-700">Low stock: only {variant.stock} left</span>
          )}
        </div>
      </div>

      <VariantPicker
        variants={product.variants}
        selected={variant}
        onColour={(color) => choose(variantForColour(product.variants, color, variant.size))}
        onSize={choose}
      />

      <div className="space-y-3">
        <p className="text-sm font-semibold tracking-wide uppercase">Quantity</p>
        <QuantityStepper quantity={quantity} stock={variant.stock} onChange={setQuantity} />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          disabled={soldOut || addingToCart}
          onClick={() => addToCart(variant.id, quantity)}
          className="flex h-12 flex-[2] items-center justify-center gap-2 rounded-full bg-neutral-900 px-8 text-sm font-semibold tracking-wider text-white transition hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600"
        >
          {!soldOut && !addingToCart && <ShoppingBag className="size-4" aria-hidden />}
          {soldOut ? 'Out of Stock' : addingToCart ? 'ADDING...' : 'ADD TO CART'}
        </button>
        {wishlistButton}
      </div>

      <ul className="grid gap-3 rounded-xl bg-cream p-4 text-sm text-neutral-700 sm:grid-cols-2">
        <li className="flex items-center gap-3">
          <Truck className="size-5 text-accent" strokeWidth={1.5} aria-hidden />
          Free shipping on this order
        </li>
        <li className="flex items-center gap-3">
          <Banknote className="size-5 text-accent" strokeWidth={1.5} aria-hidden />
          Cash on delivery available
        </li>
      </ul>
    </div>
  );
}
