import type { BadgeTone } from './Badge';

/** Badge colours: DELIVERED green, SHIPPED blue, CANCELED red, otherwise yellow (docs/product.md §4). */
export function deliveryStatusTone(status: string): BadgeTone {
  if (status === 'DELIVERED') return 'green';
  if (status === 'SHIPPED') return 'blue';
  if (status === 'CANCELED') return 'red';
  return 'yellow';
}
