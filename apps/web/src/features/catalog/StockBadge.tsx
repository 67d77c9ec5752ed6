import { variantStockBadge } from './variant-choice';

const tones = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  amber: 'bg-amber-50 text-amber-700 ring-amber-600/25',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
};
const dots = { green: 'bg-emerald-500', amber: 'bg-amber-500', red: 'bg-red-500' };

/** The chosen variant's 'In Stock' / 'Out of Stock' badge, coloured by how many are left. */
export function StockBadge({ stock }: { stock: number }) {
  const { label, tone } = variantStockBadge(stock);
  return (
    <span
      data-testid="stock-badge"
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      <span className={`size-1.5 rounded-full ${dots[tone]}`} aria-hidden />
      {label}
    </span>
  );
}
