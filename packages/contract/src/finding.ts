import { z } from 'zod';
import { money } from './common';
import { colourFamilies, productSorts } from './finding-choices';

/** A repeatable or comma-separated parameter (`size=M&size=L` or `size=M,L`) as a list of values. */
const listParam = (name: string) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value])
        .flatMap((item) => String(item).split(','))
        .map((item) => item.trim())
        .filter(Boolean),
    z
      .array(z.string().max(40, `Each ${name} can be at most 40 characters long.`))
      .max(20, `At most 20 ${name} values.`),
  );

const rupees = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of rupees.` })
    .min(0, `${name} must be 0 or more.`)
    .max(10_000_000, `${name} is too large.`)
    // Prices are exact to the paisa: a third decimal has no price to match.
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), `${name} can have at most 2 decimals.`)
    .optional();

/**
 * The filters and sort both product lists take (docs/api.md §5). `relevance` without a
 * search term has nothing to rank by and lists newest first.
 */
export const productFilters = z.object({
  sort: z.enum(productSorts, { error: `Sort must be one of ${productSorts.join(', ')}.` }).optional(),
  size: listParam('size'),
  color: listParam('color').pipe(
    z.array(z.enum(colourFamilies, { error: `Colour must be one of ${colourFamilies.join(', ')}.` })),
  ),
  minPrice: rupees('minPrice'),
  maxPrice: rupees('maxPrice'),
  minDiscount: z.coerce
    .number({ error: 'minDiscount must be a whole percentage.' })
    .int('minDiscount must be a whole percentage.')
    .min(0, 'minDiscount must be between 0 and 100.')
    .max(100, 'minDiscount must be between 0 and 100.')
    .optional(),
  inStock: z
    .enum(['true', 'false'], { error: 'inStock must be true or false.' })
    .transform((value) => value === 'true')
    .optional(),
});
export type ProductFilters = z.infer<typeof productFilters>;

/** GET /products also searches: `q` is full text with typo tolerance, as the search overlay's. */
export const searchText = z.object({
  q: z.string().trim().max(200, 'The search term can be at most 200 characters long.').optional(),
});

/**
 * Counts of matching products for each choice, each computed with every other active filter
 * applied; sizes in size order.
 */
export const facets = z.object({
  sizes: z.array(z.object({ value: z.string(), count: z.number().int() })),
  colors: z.array(z.object({ value: z.enum(colourFamilies), hex: z.string(), count: z.number().int() })),
  price: z.object({ min: money.nullable(), max: money.nullable() }),
  discounts: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
});
export type Facets = z.infer<typeof facets>;
