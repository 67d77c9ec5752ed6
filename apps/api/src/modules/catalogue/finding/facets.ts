import type { Facets, ProductFilters } from '@vastra/contract/finding';
import { colourFamilies, colourFamilySwatches, discountSteps } from '@vastra/contract/finding-choices';
import { sortSizes } from '@vastra/contract/size-order';
import { fromPaise } from '../../../lib/money';
import type { Matches } from './match-products';

/**
 * The counts of `matchProducts` as the facets of docs/api.md §5: the sizes some product has (and the chosen
 * ones, at 0 when none has them) in size order, sizes of one rank by name so every process lists
 * them alike; the families in family order, chosen ones kept at 0; the price range in rupees.
 */
export function facetsOf(matches: Matches, sizeNames: string[], filters: ProductFilters): Facets {
  const sizes = new Map<string, number>();
  sizeNames.forEach((name, number) => {
    const count = matches.sizeCounts[number] ?? 0;
    if (count > 0) sizes.set(name, count);
  });
  for (const chosen of filters.size) if (!sizes.has(chosen)) sizes.set(chosen, 0);
  const byName = [...sizes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const found = matches.minPrice <= matches.maxPrice;
  return {
    sizes: sortSizes(byName, ([value]) => value).map(([value, count]) => ({ value, count })),
    colors: colourFamilies.flatMap((family, number) => {
      const count = matches.familyCounts[number] ?? 0;
      return count > 0 || filters.color.includes(family)
        ? [{ value: family, hex: colourFamilySwatches[family], count }]
        : [];
    }),
    price: {
      min: found ? fromPaise(matches.minPrice) : null,
      max: found ? fromPaise(matches.maxPrice) : null,
    },
    discounts: discountSteps.map((value, i) => ({ value, count: matches.discountCounts[i] ?? 0 })),
  };
}
