import type { LeafSpec } from './catalogue-spec';
import { type ColourKey, colours } from './colours';
import { type GarmentLook, lookOf } from './garment-look';
import { demoProductTax } from './product-tax';
import type { Random } from './random';

export interface PlannedVariant {
  colour: ColourKey;
  size: string;
  /** Rupees as the 2-decimal strings the numeric columns take. */
  originalPrice: string;
  discountPrice: string | null;
  stock: number;
}

export interface PlannedProduct {
  name: string;
  description: string;
  leaf: LeafSpec;
  /** What its photos show, as its name and category say. */
  look: GarmentLook;
  /** Its colours, in the order their photos come. */
  colours: ColourKey[];
  variants: PlannedVariant[];
}

/** A planned product, placed in its category at its time, as the columns of its row; tax from its leaf. */
export function productColumns(
  product: PlannedProduct & { id: string; categoryId: string; createdAt: Date },
) {
  const { id, name, description, categoryId, createdAt, leaf } = product;
  return { id, name, description, categoryId, ...demoProductTax(leaf), createdAt, updatedAt: createdAt };
}

/** A planned variant as the columns of its row: the colour as its name and swatch. */
export function variantColumns(productId: string, variant: PlannedVariant) {
  return {
    productId,
    color: colours[variant.colour].name,
    colorHexCode: colours[variant.colour].hex,
    size: variant.size,
    originalPrice: variant.originalPrice,
    discountPrice: variant.discountPrice,
    stock: variant.stock,
  };
}

/**
 * How a product's stock is drawn. Most are `normal` (a mix of plenty, low and none); a few are
 * `soldOut` or `scarce` so that every stock badge of the storefront and back office shows somewhere.
 */
export type StockMode = 'normal' | 'soldOut' | 'scarce';

/** Prices end in 49 or 99, as shoppers expect in Indian stores. */
export function shopPrice(rupees: number): number {
  return Math.max(Math.round(rupees / 50) * 50 - 1, 49);
}

const money = (rupees: number) => `${rupees}.00`;

function stock(random: Random, mode: StockMode): number {
  if (mode === 'soldOut') return 0;
  if (mode === 'scarce') return random.int(0, 3);
  const roll = random.next();
  if (roll < 0.08) return 0;
  if (roll < 0.18) return random.int(1, 5);
  if (roll < 0.28) return random.int(6, 10);
  return random.int(11, 50);
}

/** 1 to 3 colours and a run of neighbouring sizes, so that a product has 2 to 6 variants. */
function pickOptions(random: Random, leaf: LeafSpec): { colours: ColourKey[]; sizes: string[] } {
  const maxColours = Math.min(3, leaf.palette.length);
  if (leaf.sizes.length === 1) {
    return { colours: random.sample(leaf.palette, random.int(2, maxColours)), sizes: [...leaf.sizes] };
  }
  const roll = random.next();
  const colourCount = Math.min(roll < 0.35 ? 1 : roll < 0.8 ? 2 : 3, maxColours);
  const maxSizes = Math.min(Math.floor(6 / colourCount), leaf.sizes.length);
  const sizeCount = random.int(Math.min(2, maxSizes), maxSizes);
  const first = random.int(0, leaf.sizes.length - sizeCount);
  return {
    colours: random.sample(leaf.palette, colourCount),
    sizes: leaf.sizes.slice(first, first + sizeCount),
  };
}

/** A believable product of a leaf category: prices, an occasional discount, variants and stock. */
export function planProduct(
  random: Random,
  leaf: LeafSpec,
  [name, detail]: [string, string],
  mode: StockMode,
): PlannedProduct {
  const { colours, sizes } = pickOptions(random, leaf);
  const price = shopPrice(random.int(leaf.prices[0], leaf.prices[1]));
  const discountPercent = random.next() < 0.45 ? random.int(10, 40) : 0;
  const discount = discountPercent ? shopPrice((price * (100 - discountPercent)) / 100) : undefined;
  // The largest sizes take more cloth, and many shops charge a little more for them.
  const upcharge = (size: string) => (size === 'XXL' || size === '36' ? 100 : 0);
  const variants = colours.flatMap((colour) =>
    sizes.map((size) => ({
      colour,
      size,
      originalPrice: money(price + upcharge(size)),
      discountPrice: discount && discount < price ? money(discount + upcharge(size)) : null,
      stock: stock(random, mode),
    })),
  );
  const look = lookOf(leaf.kind, name, leaf.look);
  return { name, description: `${detail} ${leaf.care}`, leaf, look, colours, variants };
}
