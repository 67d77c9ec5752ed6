import { namedColours } from './named-colours';
import { blankVariant, type VariantDraft } from './product-draft';

/** What the colour x size grid is filled with: lists as typed, and what every new variant starts at. */
export interface VariantGrid {
  colours: string;
  sizes: string;
  stock: string;
  originalPrice: string;
  discountPrice: string;
}

const listOf = (text: string) => [
  ...new Map(
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => [item.toLowerCase(), item] as const),
  ).values(),
];
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A blank row the admin has not touched yet: the grid takes its place rather than add beside it. */
const untouched = (variant: VariantDraft) =>
  !variant.id && !variant.size.trim() && !variant.originalPrice.trim() && !variant.discountPrice.trim();

/**
 * A new variant for every colour and size of the grid that is not there yet, colours before sizes as
 * a shopper reads them. A colour named like one of the named colours gets its swatch.
 */
export function gridAdditions(variants: VariantDraft[], grid: VariantGrid): VariantDraft[] {
  const kept = variants.filter((variant) => !untouched(variant));
  const added: VariantDraft[] = [];
  for (const colour of listOf(grid.colours)) {
    const swatch = namedColours.find((named) => same(named.name, colour))?.hex;
    for (const size of listOf(grid.sizes)) {
      if ([...kept, ...added].some((v) => same(v.color, colour) && same(v.size, size))) continue;
      added.push({
        ...blankVariant(),
        color: colour,
        ...(swatch ? { colorHexCode: swatch } : {}),
        size,
        stock: grid.stock,
        originalPrice: grid.originalPrice,
        discountPrice: grid.discountPrice,
      });
    }
  }
  return added;
}

/** The variants with the grid's added; an untouched blank row gives way to them. */
export function withGridVariants(variants: VariantDraft[], grid: VariantGrid): VariantDraft[] {
  const added = gridAdditions(variants, grid);
  return added.length === 0 ? variants : [...variants.filter((variant) => !untouched(variant)), ...added];
}
