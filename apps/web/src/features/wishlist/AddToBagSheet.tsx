import { effectivePrice } from '@vastra/contract/featured-offer';
import type { WishlistItem } from '@vastra/contract/wishlist';
import { useState } from 'react';
import { BottomSheet } from '../../components/BottomSheet';
import { formatRupees } from '../../lib/format';
import { distinctColours, sizesInColour } from './wishlist-facts';

const option = (active: boolean) =>
  `min-h-11 min-w-12 rounded-full border px-4 text-sm font-semibold transition disabled:cursor-not-allowed disabled:text-neutral-400 disabled:line-through ${active ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-300 hover:border-neutral-900'}`;

/** A sheet to put a wished-for product in the bag: its colour, then a size. Sold-out sizes cannot be picked. */
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
  // The colour the shopper saved it in, whose photo the card shows.
  const [colour, setColour] = useState(item.color ?? colours[0]?.color ?? '');
  const [variantId, setVariantId] = useState<string>();
  const sizes = sizesInColour(product.variants, colour);
  const chosen = sizes.find((variant) => variant.id === variantId);

  return (
    <BottomSheet
      title="Select size"
      subtitle={product.name}
      onClose={onClose}
      footer={
        <button
          type="button"
          disabled={!chosen || adding}
          onClick={() => chosen && onAdd(chosen.id)}
          className="h-12 w-full rounded-full bg-neutral-900 text-sm font-semibold tracking-wider text-white uppercase transition hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600"
        >
          {adding
            ? 'Adding...'
            : chosen
              ? `Add to Bag · ${formatRupees(effectivePrice(chosen))}`
              : 'Add to Bag'}
        </button>
      }
    >
      {colours.length > 1 && (
        <fieldset className="mb-5">
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
      <fieldset>
        <legend className="mb-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">Size</legend>
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
    </BottomSheet>
  );
}
