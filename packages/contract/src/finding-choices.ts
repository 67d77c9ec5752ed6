// The choices a shopper filters and sorts by. No zod here: the storefront's entry chunk imports this
// file without pulling the schema library in with it.

/** docs/api.md §5: how a list can be ordered. */
export const productSorts = ['newest', 'price_asc', 'price_desc', 'discount', 'relevance'] as const;
export type ProductSort = (typeof productSorts)[number];

/**
 * The colour families a shopper filters by. A variant belongs to one through its name ("Navy Blue"
 * is Blue) or, when the name says nothing, through its hex (#1f2a44 is Blue).
 */
export const colourFamilies = [
  'Black',
  'White',
  'Grey',
  'Beige',
  'Brown',
  'Red',
  'Pink',
  'Orange',
  'Yellow',
  'Green',
  'Blue',
  'Purple',
] as const;
export type ColourFamily = (typeof colourFamilies)[number];

/** The swatch each family is shown with in the colour facet. */
export const colourFamilySwatches: Record<ColourFamily, string> = {
  Black: '#1c1c1c',
  White: '#f7f7f5',
  Grey: '#9ea3a8',
  Beige: '#d9c7a7',
  Brown: '#6f4e37',
  Red: '#c8102e',
  Pink: '#f4a6c0',
  Orange: '#f28c28',
  Yellow: '#f5e050',
  Green: '#2e8b57',
  Blue: '#2f5fb3',
  Purple: '#7b4fa8',
};

/** Discount thresholds offered as filters: "10% and above" and so on. */
export const discountSteps = [10, 20, 30, 40, 50, 60, 70] as const;
