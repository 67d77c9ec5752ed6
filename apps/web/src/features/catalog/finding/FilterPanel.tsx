import type { Facets } from '@vastra/contract/finding';
import { type ColourFamily, discountSteps } from '@vastra/contract/finding-choices';
import type { ListingFilters } from '@vastra/contract/listing-filters';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { priceRanges, toggled } from './listing-filters';

const chip = (active: boolean) =>
  `inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 text-sm transition ${active ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-300 hover:border-neutral-900'}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mt-5 border-b border-neutral-200 pb-5 first:mt-0 last:border-0">
      <legend className="mb-3 text-xs font-semibold tracking-[0.18em] text-neutral-900 uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

const Count = ({ count }: { count?: number }) =>
  count === undefined ? null : <span className="text-xs opacity-60">({count})</span>;

/**
 * The filters of a product list: size, colour, price, discount and stock, each choice with the
 * number of products it gives alongside the other filters (from the list's facets).
 */
export function FilterPanel({
  filters,
  facets,
  onChange,
}: {
  filters: ListingFilters;
  facets?: Facets;
  onChange(filters: ListingFilters): void;
}) {
  // A chosen value stays on offer even when no product has it any more, so it can be unticked.
  const sizes = [
    ...(facets?.sizes ?? []),
    ...filters.size
      .filter((size) => !facets?.sizes.some((s) => s.value === size))
      .map((value) => ({ value })),
  ] as { value: string; count?: number }[];
  const colours = [
    ...(facets?.colors ?? []),
    ...filters.color
      .filter((color) => !facets?.colors.some((c) => c.value === color))
      .map((value) => ({ value, hex: '#d4d4d4' })),
  ] as { value: ColourFamily; hex: string; count?: number }[];
  const discountCount = (step: number) => facets?.discounts.find((d) => d.value === step)?.count;

  return (
    <div>
      {sizes.length > 0 && (
        <Section title="Size">
          <div className="flex flex-wrap gap-2">
            {sizes.map(({ value, count }) => (
              <button
                key={value}
                type="button"
                aria-pressed={filters.size.includes(value)}
                onClick={() => onChange({ ...filters, size: toggled(filters.size, value) })}
                className={chip(filters.size.includes(value))}
              >
                {value} <Count count={count} />
              </button>
            ))}
          </div>
        </Section>
      )}
      {colours.length > 0 && (
        <Section title="Colour">
          <div className="flex flex-wrap gap-2">
            {colours.map(({ value, hex, count }) => {
              const active = filters.color.includes(value);
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={active}
                  onClick={() => onChange({ ...filters, color: toggled(filters.color, value) })}
                  className={chip(active)}
                >
                  <span
                    aria-hidden
                    className="flex size-4 items-center justify-center rounded-full ring-1 ring-neutral-300"
                    style={{ backgroundColor: hex }}
                  >
                    {active && <Check className="size-3 text-white mix-blend-difference" />}
                  </span>
                  {value} <Count count={count} />
                </button>
              );
            })}
          </div>
        </Section>
      )}
      <Section title="Price">
        <div className="flex flex-wrap gap-2">
          {priceRanges.map((range) => {
            const active = filters.minPrice === range.min && filters.maxPrice === range.max;
            return (
              <button
                key={range.label}
                type="button"
                aria-pressed={active}
                onClick={() =>
                  onChange({
                    ...filters,
                    minPrice: active ? undefined : range.min,
                    maxPrice: active ? undefined : range.max,
                  })
                }
                className={chip(active)}
              >
                {range.label}
              </button>
            );
          })}
        </div>
      </Section>
      <Section title="Discount">
        <div className="flex flex-wrap gap-2">
          {discountSteps.map((step) => {
            const active = filters.minDiscount === step;
            const count = discountCount(step);
            if (count === 0 && !active) return null;
            return (
              <button
                key={step}
                type="button"
                aria-pressed={active}
                onClick={() => onChange({ ...filters, minDiscount: active ? undefined : step })}
                className={chip(active)}
              >
                {step}% and above <Count count={count} />
              </button>
            );
          })}
        </div>
      </Section>
      <Section title="Availability">
        <label className="flex min-h-10 cursor-pointer items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={filters.inStock}
            onChange={(event) => onChange({ ...filters, inStock: event.target.checked })}
            className="size-5 accent-neutral-900"
          />
          In stock only
        </label>
      </Section>
    </div>
  );
}
