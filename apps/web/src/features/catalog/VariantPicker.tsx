import type { Variant } from '@vastra/contract/catalogue';
import { Check } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { colourOptions, sizesForColour, type VariantChoice } from './variant-choice';

const sameColour = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Colour swatches, then the size buttons of the chosen colour, with a prompt when a size is wanted. */
export function VariantPicker({
  ref,
  variants,
  choice,
  askForSize,
  sizeGuide,
  onColour,
  onSize,
}: {
  ref?: Ref<HTMLFieldSetElement>;
  variants: Variant[];
  choice: VariantChoice;
  askForSize: boolean;
  /** Shown at the end of the sizes' heading: the category's size guide, when it has one. */
  sizeGuide?: ReactNode;
  onColour(color: string): void;
  onSize(size: string): void;
}) {
  const colours = colourOptions(variants);
  const sizes = sizesForColour(variants, choice.color);
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-3 text-sm">
          <span className="font-semibold tracking-wide uppercase">Colour</span>
          <span className="ml-2 text-neutral-600">{choice.color}</span>
        </legend>
        <div className="flex flex-wrap gap-3">
          {colours.map((colour) => {
            const active = sameColour(colour.color, choice.color);
            return (
              <button
                key={colour.color}
                type="button"
                aria-label={colour.color}
                aria-pressed={active}
                title={colour.inStock ? colour.color : `${colour.color} (out of stock)`}
                onClick={() => onColour(colour.color)}
                className={`relative flex size-10 items-center justify-center rounded-full ring-offset-2 transition ${active ? 'ring-2 ring-neutral-900' : 'ring-1 ring-neutral-300 hover:ring-neutral-500'} ${colour.inStock ? '' : 'opacity-40'}`}
                style={{ backgroundColor: colour.hex }}
              >
                {active && <Check className="size-4 text-white mix-blend-difference" aria-hidden />}
              </button>
            );
          })}
        </div>
      </fieldset>
      {/* The size guide sits on the legend's line, outside the group, which holds the sizes alone. */}
      <div className="relative">
        <fieldset
          ref={ref}
          aria-describedby={askForSize ? 'size-wanted' : undefined}
          className="scroll-mt-24"
        >
          <legend className="mb-3 text-sm font-semibold tracking-wide uppercase">Select Size</legend>
          <div className="flex flex-wrap gap-2.5">
            {sizes.map((variant) => {
              const active = variant.size === choice.size;
              const soldOut = variant.stock <= 0;
              return (
                <button
                  key={variant.id}
                  type="button"
                  aria-pressed={active}
                  title={soldOut ? 'Out of stock in this colour' : undefined}
                  onClick={() => onSize(variant.size)}
                  className={`relative h-11 min-w-12 overflow-hidden rounded-full border px-4 text-sm font-semibold transition ${active ? 'border-neutral-900 bg-neutral-900 text-white' : askForSize ? 'border-red-400' : 'border-neutral-300 hover:border-neutral-900'} ${soldOut ? 'text-neutral-400 after:absolute after:top-1/2 after:left-1/2 after:h-px after:w-[140%] after:-translate-x-1/2 after:-rotate-[20deg] after:bg-current' : ''} ${soldOut && active ? 'text-white/60' : ''}`}
                >
                  {variant.size}
                </button>
              );
            })}
          </div>
          {askForSize && (
            <p id="size-wanted" role="alert" className="mt-3 text-sm font-medium text-red-700">
              Please select a size.
            </p>
          )}
        </fieldset>
        {sizeGuide && <div className="absolute -top-1.5 right-0">{sizeGuide}</div>}
      </div>
    </div>
  );
}
