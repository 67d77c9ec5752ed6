import { Badge } from './Badge';
import { variantStockLabel, variantStockTone } from './stock';

/** A variant's stock figure with its In Stock / Out of Stock badge (docs/product.md §4 thresholds). */
export function VariantStockLevel({ stock }: { stock: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="w-8 text-right tabular-nums">{stock}</span>
      <Badge tone={variantStockTone(stock)}>{variantStockLabel(stock)}</Badge>
    </span>
  );
}
