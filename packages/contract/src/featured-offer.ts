// No zod here: the storefront's pages and the server's page tags both import this file.
import type { Variant } from './catalogue';

/** What a shopper pays for a variant: the discount price when set, else the original price. */
export const effectivePrice = (variant: Pick<Variant, 'originalPrice' | 'discountPrice'>) =>
  variant.discountPrice ?? variant.originalPrice;

/**
 * The offer a product's card shows and its page opens on, so the two always agree: the cheapest
 * variant in stock (on a tie, a discounted one, which has a saving to show, then the first listed),
 * or the cheapest of all when none is in stock.
 */
export function featuredVariant(variants: Variant[]): Variant | undefined {
  const inStock = variants.filter((variant) => variant.stock > 0);
  return [...(inStock.length > 0 ? inStock : variants)]
    .map((variant, index) => ({ variant, index }))
    .sort(
      (a, b) =>
        Number(effectivePrice(a.variant)) - Number(effectivePrice(b.variant)) ||
        Number(b.variant.discountPrice !== null) - Number(a.variant.discountPrice !== null) ||
        a.index - b.index,
    )[0]?.variant;
}
