import { Minus, Plus } from 'lucide-react';

const step =
  'flex size-9 items-center justify-center transition hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-30';

/**
 * Minus, the quantity, plus for one line of a list (a cart line: between 1 and the variant's stock,
 * docs/product.md §5; an item to return: up to the units left to return), named after the line's item.
 * A line holding more than the most allowed can still come down.
 */
export function LineQuantityStepper({
  name,
  quantity,
  max,
  disabled,
  onChange,
}: {
  name: string;
  quantity: number;
  /** The most the line may hold. */
  max: number;
  disabled: boolean;
  onChange(quantity: number): void;
}) {
  const lower = Math.min(quantity - 1, max);
  return (
    <div className="inline-flex items-center rounded-full border border-neutral-300">
      <button
        type="button"
        aria-label={`Decrease quantity of ${name}`}
        disabled={disabled || quantity <= 1 || lower < 1}
        onClick={() => onChange(lower)}
        className={`${step} rounded-l-full`}
      >
        <Minus className="size-3.5" aria-hidden />
      </button>
      <output aria-label={`Quantity of ${name}`} className="w-9 text-center text-sm font-semibold">
        {quantity}
      </output>
      <button
        type="button"
        aria-label={`Increase quantity of ${name}`}
        disabled={disabled || quantity >= max}
        onClick={() => onChange(quantity + 1)}
        className={`${step} rounded-r-full`}
      >
        <Plus className="size-3.5" aria-hidden />
      </button>
    </div>
  );
}
