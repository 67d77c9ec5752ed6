import { Minus, Plus } from 'lucide-react';
import { clampQuantity } from './variant-choice';

const step =
  'flex size-10 items-center justify-center transition hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-30';

/** Minus, the quantity, plus: kept between 1 and the stock. */
export function QuantityStepper({
  quantity,
  stock,
  onChange,
}: {
  quantity: number;
  stock: number;
  onChange(quantity: number): void;
}) {
  return (
    <div className="inline-flex items-center rounded-full border border-neutral-300">
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={quantity <= 1}
        onClick={() => onChange(clampQuantity(quantity - 1, stock))}
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
        disabled={quantity >= stock}
        onClick={() => onChange(clampQuantity(quantity + 1, stock))}
        className={`${step} rounded-r-full`}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
