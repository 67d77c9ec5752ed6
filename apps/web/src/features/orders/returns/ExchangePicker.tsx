import type { OrderItem } from '@vastra/contract/orders';
import { Spinner } from '../../../components/Spinner';
import { useProduct } from '../../../lib/product-query';
import { exchangeOptions } from './exchange-options';
import type { LineDraft } from './return-draft';

/**
 * The sizes and colours an order line can be exchanged for, read from the product as it is sold
 * now: one choice per variant, grouped by colour; a variant without stock for the units asked is
 * shown and cannot be chosen.
 */
export function ExchangePicker({
  item,
  quantity,
  chosen,
  error,
  onChoose,
}: {
  item: OrderItem;
  quantity: number;
  chosen: LineDraft['exchangeVariant'];
  error?: string;
  onChoose(variant: NonNullable<LineDraft['exchangeVariant']>): void;
}) {
  const { data: product, isPending, isError } = useProduct(item.product.id);
  if (isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-neutral-600">
        <Spinner size={16} /> Finding the sizes and colours in stock...
      </p>
    );
  }
  const colours = product ? exchangeOptions(product.variants, item.product.variant) : [];
  if (isError || colours.length === 0) {
    return (
      <p role="status" className="rounded-lg bg-neutral-100 px-3 py-2.5 text-sm text-neutral-700">
        {isError
          ? 'This product is no longer sold, so it cannot be exchanged. You can return it instead.'
          : 'This product comes in no other size or colour. You can return it instead.'}
      </p>
    );
  }
  const errorId = `exchange-${item.id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-xs font-semibold tracking-wider text-neutral-700 uppercase">
        Send me instead
      </legend>
      <div className="space-y-3">
        {colours.map((colour) => (
          <div key={colour.color}>
            <p className="mb-1.5 flex items-center gap-2 text-sm text-neutral-700">
              <span
                aria-hidden
                className="size-4 rounded-full ring-1 ring-neutral-300"
                style={{ backgroundColor: colour.hex }}
              />
              {colour.color}
            </p>
            <div className="flex flex-wrap gap-2">
              {colour.variants.map((variant) => {
                const available = variant.stock >= quantity;
                const selected = chosen?.id === variant.id;
                const why = available
                  ? ''
                  : variant.stock > 0
                    ? ` (only ${variant.stock} left)`
                    : ' (out of stock)';
                return (
                  <button
                    key={variant.id}
                    type="button"
                    aria-pressed={selected}
                    aria-label={`${variant.size} in ${variant.color}${why}`}
                    disabled={!available}
                    onClick={() =>
                      onChoose({
                        id: variant.id,
                        size: variant.size,
                        color: variant.color,
                        stock: variant.stock,
                      })
                    }
                    className={`h-11 min-w-12 rounded-full border px-4 text-sm font-semibold transition ${selected ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-300 bg-white hover:border-neutral-900'} disabled:cursor-not-allowed disabled:border-dashed disabled:bg-transparent disabled:text-neutral-400 disabled:line-through disabled:hover:border-neutral-300`}
                  >
                    {variant.size}
                  </button>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} data-problem className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
