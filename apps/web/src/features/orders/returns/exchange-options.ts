import type { Variant } from '@vastra/contract/catalogue';
import { sortSizes } from '@vastra/contract/size-order';

/** One colour a line can be exchanged into, with its sizes. */
export interface ExchangeColour {
  color: string;
  hex: string;
  /** Smallest size first; a variant out of stock stays listed, to be shown and not chosen. */
  variants: Variant[];
}

const colourKey = (color: string) => color.trim().toLowerCase();

/**
 * What an ordered variant can be exchanged for: every other variant of its product, grouped by
 * colour, the ordered colour first (a size exchange is the common case), then the product's order.
 */
export function exchangeOptions(
  variants: Variant[],
  ordered: { id: string; color: string },
): ExchangeColour[] {
  const byColour = new Map<string, ExchangeColour>();
  for (const variant of variants) {
    if (variant.id === ordered.id) continue;
    const key = colourKey(variant.color);
    const known = byColour.get(key);
    if (known) known.variants.push(variant);
    else byColour.set(key, { color: variant.color, hex: variant.colorHexCode, variants: [variant] });
  }
  const colours = [...byColour.values()].map((colour) => ({
    ...colour,
    variants: sortSizes(colour.variants, (variant) => variant.size),
  }));
  const orderedKey = colourKey(ordered.color);
  return [
    ...colours.filter((colour) => colourKey(colour.color) === orderedKey),
    ...colours.filter((colour) => colourKey(colour.color) !== orderedKey),
  ];
}

/** "M / Navy": a variant as the summary and the request name it. */
export const sizeAndColour = (variant: { size: string; color: string }) =>
  `${variant.size} / ${variant.color}`;
