import type { ListingFilters } from '@vastra/contract/listing-filters';
import { X } from 'lucide-react';
import { activeFilterCount, clearedFilters, priceLabel } from './listing-filters';

/** The filters that are on, each a chip that removes it, and "Clear all". */
export function FilterChips({
  filters,
  onChange,
}: {
  filters: ListingFilters;
  onChange(filters: ListingFilters): void;
}) {
  if (activeFilterCount(filters) === 0) return null;
  const chips: { label: string; without: ListingFilters }[] = [
    ...filters.size.map((size) => ({
      label: `Size ${size}`,
      without: { ...filters, size: filters.size.filter((s) => s !== size) },
    })),
    ...filters.color.map((color) => ({
      label: color,
      without: { ...filters, color: filters.color.filter((c) => c !== color) },
    })),
  ];
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    chips.push({
      label: priceLabel(filters.minPrice, filters.maxPrice),
      without: { ...filters, minPrice: undefined, maxPrice: undefined },
    });
  }
  if (filters.minDiscount !== undefined) {
    chips.push({
      label: `${filters.minDiscount}% and above`,
      without: { ...filters, minDiscount: undefined },
    });
  }
  if (filters.inStock) chips.push({ label: 'In stock only', without: { ...filters, inStock: false } });

  return (
    <ul aria-label="Filters applied" className="flex flex-wrap items-center gap-2">
      {chips.map(({ label, without }) => (
        <li key={label}>
          <button
            type="button"
            aria-label={`Remove filter ${label}`}
            onClick={() => onChange(without)}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-neutral-100 px-3 text-sm hover:bg-neutral-200"
          >
            {label} <X className="size-3.5" aria-hidden />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => onChange(clearedFilters(filters))}
          className="min-h-9 px-2 text-sm font-semibold underline underline-offset-4"
        >
          Clear all
        </button>
      </li>
    </ul>
  );
}
