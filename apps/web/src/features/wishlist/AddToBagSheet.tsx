import type { WishlistItem } from '@vastra/contract/wishlist';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatRupees } from '../../lib/format';
import { effectivePrice } from '../../lib/offer';
import { distinctColours, sizesInColour } from './wishlist-facts';

/**
 * A sheet from the bottom of the screen (a dialog on wide screens) to put a wished-for product in
 * the bag: its colour, then a size. Sold-out sizes show but cannot be picked.
 */
export function AddToBagSheet({
  item,
  adding,
  onAdd,
  onClose,
}: {
  item: WishlistItem;
  adding: boolean;
  onAdd(productVariantId: string): void;
  onClose(): void;
}) {
  const { product } = item;
  const colours = distinctColours(product.variants);
  // The colour whose photo the card shows, which the server puts first.
  const [colour, setColour] = useState(product.images[0]?.color ?? colours[0]?.color ?? '');
  const [variantId, setVariantId] = useState<string>();
  const sizes = sizesInColour(product.variants, colour);
  const chosen = sizes.find((variant) => variant.id === variantId);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const option = (active: boolean) =>
    `min-h-11 min-w-12 rounded-full border px-4 text-sm font-semibold transition disabled:cursor-not-allowed disabled:text-neutral-400 disabled:line-through ${active ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-300 hover:border-neutral-900'}`;

  return (
    <div className="fixed inset-0 z-[70] flex items-end justify-center sm:items-center sm:p-4">
      <button
        type="button"
        aria-label="Close"
        tabIndex={-1}
        className="absolute inset-0 cursor-default bg-black/50"
        onClick={onClose}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="add-to-bag-title"
        className="relative max-h-[85vh] w-full animate-rise overflow-y-auto rounded-t-2xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl sm:max-w-md sm:rounded-2xl"
      >
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id="add-to-bag-title" className="font-display text-xl font-semibold">
              Select size
            </h2>
            <p className="mt-0.5 truncate text-sm text-neutral-600">{product.name}</p>
          </div>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        {colours.length > 1 && (
          <fieldset className="mt-5">
            <legend className="mb-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
              Colour
            </legend>
            <div className="flex flex-wrap gap-2">
              {colours.map((swatch) => (
                <button
                  key={swatch.color}
                  type="button"
                  aria-pressed={swatch.color === colour}
                  onClick={() => {
                    setColour(swatch.color);
                    setVariantId(undefined);
                  }}
                  className={`flex items-center gap-2 ${option(swatch.color === colour)}`}
                >
                  <span
                    aria-hidden
                    className="size-3.5 rounded-full ring-1 ring-neutral-300"
                    style={{ backgroundColor: swatch.hex }}
                  />
                  {swatch.color}
                </button>
              ))}
            </div>
          </fieldset>
        )}
        <fieldset className="mt-5">
          <legend className="mb-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
            Size
          </legend>
          <div className="flex flex-wrap gap-2">
            {sizes.map((variant) => (
              <button
                key={variant.id}
                type="button"
                aria-pressed={variant.id === variantId}
                disabled={variant.stock <= 0}
                onClick={() => setVariantId(variant.id)}
                className={option(variant.id === variantId)}
              >
                {variant.size}
              </button>
            ))}
          </div>
        </fieldset>
        <button
          type="button"
          disabled={!chosen || adding}
          onClick={() => chosen && onAdd(chosen.id)}
          className="mt-6 h-12 w-full rounded-full bg-neutral-900 text-sm font-semibold tracking-wider text-white uppercase transition hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600"
        >
          {adding
            ? 'Adding...'
            : chosen
              ? `Add to Bag · ${formatRupees(effectivePrice(chosen))}`
              : 'Add to Bag'}
        </button>
      </div>
    </div>
  );
}
