import type { Product } from '@vastra/contract/catalogue';
import { formatRupees } from '../lib/format';
import { cardPrice } from '../lib/offer';

/**
 * A product's price as a card shows it: "From" when its variants cost different amounts, the price
 * the product page opens at, and the struck MRP with the saving when that offer is discounted.
 */
export function OfferPrice({ product }: { product: Pick<Product, 'variants'> & { price?: string } }) {
  const price = cardPrice(product);
  if (!price) return null;
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-semibold">
        {price.from && <span className="font-normal text-neutral-600">From </span>}
        {formatRupees(price.price)}
      </span>
      {price.originalPrice && (
        <>
          <s className="text-xs text-neutral-500">{formatRupees(price.originalPrice)}</s>
          <span className="text-xs font-semibold text-amber-700">({price.percentOff}% OFF)</span>
        </>
      )}
    </p>
  );
}
