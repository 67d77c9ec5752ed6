import type { Facets } from '@vastra/contract/finding';
import type { ProductSort } from '@vastra/contract/finding-choices';
import { type ListingFilters, listingParams } from '@vastra/contract/listing-filters';
import { ArrowUpDown, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { BottomSheet } from '../../../components/BottomSheet';
import { useListingPreview } from '../catalog-queries';
import { FilterPanel } from './FilterPanel';
import { activeFilterCount, clearedFilters, sortLabels } from './listing-filters';

const productCount = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;

/** The sort as a select, beside the list on a wide screen. */
export function SortSelect({
  sorts,
  sort,
  onSort,
}: {
  sorts: ProductSort[];
  sort: ProductSort;
  onSort(sort: ProductSort): void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-neutral-500">Sort by</span>
      <select
        value={sort}
        onChange={(event) => onSort(event.target.value as ProductSort)}
        className="h-10 rounded-full border border-neutral-300 bg-white px-4 pr-8 text-sm font-medium"
      >
        {sorts.map((option) => (
          <option key={option} value={option}>
            {sortLabels[option]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * On a phone: Sort and Filter, two buttons that open bottom sheets. The filter sheet works on a
 * draft and its Apply button says how many products the draft gives before it is applied.
 */
export function PhoneListingControls({
  path,
  baseParams,
  sorts,
  filters,
  facets,
  onFilters,
}: {
  path: string;
  baseParams: Record<string, string>;
  sorts: ProductSort[];
  filters: ListingFilters;
  facets?: Facets;
  onFilters(filters: ListingFilters): void;
}) {
  const [open, setOpen] = useState<'sort' | 'filter'>();
  const [draft, setDraft] = useState(filters);
  const preview = useListingPreview(path, listingParams(draft, baseParams), open === 'filter');
  const active = activeFilterCount(filters);
  const sort = filters.sort ?? sorts[0];
  const button =
    'flex h-11 flex-1 items-center justify-center gap-2 text-sm font-semibold tracking-wide uppercase';

  return (
    <>
      <div className="sticky top-16 z-30 -mx-4 mb-4 flex divide-x divide-neutral-200 border-y border-neutral-200 bg-white sm:-mx-6 lg:hidden">
        <button type="button" className={button} onClick={() => setOpen('sort')}>
          <ArrowUpDown className="size-4 shrink-0" aria-hidden />
          {/* The sort in force shows on the button, so the list says how it is ordered. */}
          <span className="flex min-w-0 flex-col items-start leading-tight">
            <span>Sort</span>
            {sort && (
              <span
                data-testid="active-sort"
                className="truncate text-[11px] font-normal tracking-normal normal-case text-neutral-600"
              >
                {sortLabels[sort]}
              </span>
            )}
          </span>
        </button>
        <button
          type="button"
          className={button}
          onClick={() => {
            setDraft(filters);
            setOpen('filter');
          }}
        >
          <SlidersHorizontal className="size-4" aria-hidden /> Filter
          {active > 0 && (
            <span className="flex size-5 items-center justify-center rounded-full bg-neutral-900 text-[11px] text-white">
              {active}
            </span>
          )}
        </button>
      </div>
      {open === 'sort' && (
        <BottomSheet title="Sort by" onClose={() => setOpen(undefined)}>
          <ul>
            {sorts.map((option) => (
              <li key={option}>
                <label className="flex min-h-12 cursor-pointer items-center gap-3 text-sm">
                  <input
                    type="radio"
                    name="sort"
                    checked={option === sort}
                    onChange={() => {
                      onFilters({ ...filters, sort: option });
                      setOpen(undefined);
                    }}
                    className="size-5 accent-neutral-900"
                  />
                  {sortLabels[option]}
                </label>
              </li>
            ))}
          </ul>
        </BottomSheet>
      )}
      {open === 'filter' && (
        <BottomSheet
          title="Filter"
          onClose={() => setOpen(undefined)}
          footer={
            <div className="flex gap-3">
              <button
                type="button"
                onClick={() => setDraft(clearedFilters(draft))}
                className="h-12 flex-1 rounded-full border border-neutral-300 text-sm font-semibold"
              >
                Clear all
              </button>
              <button
                type="button"
                onClick={() => {
                  onFilters(draft);
                  setOpen(undefined);
                }}
                className="h-12 flex-[2] rounded-full bg-neutral-900 text-sm font-semibold text-white"
              >
                {preview.data ? `Apply (${productCount(preview.data.pagination.total)})` : 'Apply'}
              </button>
            </div>
          }
        >
          <FilterPanel filters={draft} facets={preview.data?.facets ?? facets} onChange={setDraft} />
        </BottomSheet>
      )}
    </>
  );
}
