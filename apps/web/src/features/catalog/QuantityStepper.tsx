import { Minus, Plus } from 'lucide-react';
import { capReachedNote } from '../../lib/quantity-cap';
import { clampQuantity } from './variant-choice';

const step =
  'flex size-10 items-center justify-center transition hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-30';

/**
 * Minus, the quantity, plus: kept between 1 and `max` (the stock, or the shop's per-item limit when
 * lower). Reaching a limit that is not the stock says so beside the stepper.
 */
export function QuantityStepper({
  quantity,
  max,
  limitNote,
  onChange,
}: {
  quantity: number;
  max: number;
  /** Why the quantity stops at max when the stock does not stop it ('At most 50 per order'). */
  limitNote: string | null;
  onChange(quantity: number): void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="inline-flex items-center rounded-full border border-neutral-300">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={quantity <= 1}
          onClick={() => onChange(clampQuantity(quantity - 1, max))}
          className={`${step} rounded-l-full`}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <output aria-label="Quantity" aria-live="polite" className="w-10 text-center text-sm font-semibold">
          {quantity}
        </output>
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={quantity >= max}
          onClick={() => onChange(clampQuantity(quantity + 1, max))}
          className={`${step} rounded-r-full`}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
      <p aria-live="polite" className="text-sm text-neutral-600">
        {capReachedNote({ max, limitNote }, quantity)}
      </p>
    </div>
  );
}
