import { Minus, Plus } from 'lucide-react';

const step =
  'flex size-9 items-center justify-center transition hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-30';

/**
 * Minus, the quantity, plus for one cart line: between 1 and the variant's stock (SPEC.md §5).
 * A line holding more than the stock left can still come down.
 */
export function CartQuantityStepper({
  name,
  quantity,
  stock,
  disabled,
  onChange,
}: {
  name: string;
  quantity: number;
  stock: number;
  disabled: boolean;
  onChange(quantity: number): void;
}) {
  const lower = Math.min(quantity - 1, stock);
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
        disabled={disabled || quantity >= stock}
        onClick={() => onChange(quantity + 1)}
        className={`${step} rounded-r-full`}
      >
        <Plus className="size-3.5" aria-hidden />
      </button>
    </div>
  );
}
