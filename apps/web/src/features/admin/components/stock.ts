import type { BadgeTone } from './Badge';

/** A product's summed stock in the list: above 10 green, 1 to 10 amber, 0 red (docs/product.md §4). */
export function productStockTone(totalStock: number): BadgeTone {
  if (totalStock > 10) return 'green';
  return totalStock > 0 ? 'amber' : 'red';
}

export const productStockLabel = (totalStock: number) => (totalStock > 0 ? 'Available' : 'Out of Stock');

/** One variant's stock: above 5 green, 1 to 5 amber, 0 red (docs/product.md §4). */
export function variantStockTone(stock: number): BadgeTone {
  if (stock > 5) return 'green';
  return stock > 0 ? 'amber' : 'red';
}

export const variantStockLabel = (stock: number) => (stock > 0 ? 'In Stock' : 'Out of Stock');
