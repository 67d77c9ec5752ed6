import type { SizeGuide } from '@vastra/contract/size-guide';
import type { ColourKey } from './colours';
import type { GarmentKind, LookDetails } from './garment-look';

/** A slide of a top-level category's hero slideshow. */
export interface HeroSpec {
  /** The slide's headline, drawn by the storefront over the photo (category_media.headline). */
  title: string;
  /** The offer beside the headline, e.g. "Up to 40% off" (category_media.offer). */
  tag: string;
  /** Backdrop gradient, top left to bottom right. */
  from: string;
  to: string;
  garments: [GarmentKind, ColourKey][];
}

/** A leaf category: the products it holds and how the demo dresses them. */
export interface LeafSpec {
  name: string;
  description: string;
  /** Its own size guide, where it differs from its group's. */
  sizeGuide?: SizeGuide;
  kind: GarmentKind;
  /** What the category's garments look like where a product's name says nothing else. */
  look?: Partial<LookDetails>;
  sizes: readonly string[];
  /** Rupee price range of the products' MRP. */
  prices: [number, number];
  palette: ColourKey[];
  /** Fit and care, appended to every product description of the category. */
  care: string;
  /** Product name and what makes it worth buying. */
  products: [string, string][];
}

export interface GroupSpec {
  name: string;
  description: string;
  /** The size guide its leaves share, unless one has its own. */
  sizeGuide?: SizeGuide;
  leaves: LeafSpec[];
}

export interface TopCategorySpec {
  name: string;
  description: string;
  heroes: HeroSpec[];
  groups: GroupSpec[];
}

export const adultSizes = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export const womenSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const waistSizes = ['28', '30', '32', '34', '36'] as const;
export const womenWaistSizes = ['26', '28', '30', '32', '34'] as const;
export const kidsSizes = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'] as const;
export const freeSize = ['Free Size'] as const;
