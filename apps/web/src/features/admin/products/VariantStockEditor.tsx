import type { Variant } from '@vastra/contract/catalogue';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { VariantStockLevel } from '../components/VariantStockLevel';
import { useVariantStock } from './product-batch-api';

const box =
  'w-20 rounded-lg border border-neutral-300 bg-white px-2 py-1 text-right text-sm tabular-nums focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900/10 focus:outline-none';
const button =
  'rounded-lg bg-neutral-900 px-2.5 py-1 text-xs font-medium text-white hover:bg-neutral-700 disabled:cursor-not-allowed disabled:bg-neutral-200 disabled:text-neutral-500';

/**
 * A variant's stock, edited in place. The stock the admin saw goes with the count (`was`), so a
 * count typed while an order took units is refused: the screen then says what the stock is now
 * and offers to save the count over it.
 */
export function VariantStockEditor({ label, variant }: { label: string; variant: Variant }) {
  const [seen, setSeen] = useState(variant.stock);
  const [typed, setTyped] = useState(String(variant.stock));
  const [conflict, setConflict] = useState<string | null>(null);
  const save = useVariantStock(variant.id);
  // Untouched, the box follows the list as it is read again.
  if (!conflict && !save.isPending && typed === String(seen) && variant.stock !== seen) {
    setSeen(variant.stock);
    setTyped(String(variant.stock));
  }
  const valid = /^\d+$/.test(typed.trim());

  const send = (was: number) => {
    const stock = Number(typed.trim());
    save.mutate(
      { stock, was },
      {
        onSuccess: (answer) => {
          setSeen(answer.stock);
          setTyped(String(answer.stock));
          setConflict(null);
          toast.success(answer.message);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setConflict(error.message);
          else toast.error(errorMessage(error, 'The stock could not be saved.'));
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) send(seen);
  };

  return (
    <div>
      <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
        <VariantStockLevel stock={variant.stock} />
        <input
          aria-label={`Stock of ${label}`}
          inputMode="numeric"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={save.isPending}
          className={box}
        />
        <button
          type="submit"
          disabled={!valid || save.isPending || (!conflict && Number(typed) === seen)}
          className={button}
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
      </form>
      {!valid && typed.trim() !== '' && (
        <p className="mt-1 text-xs text-red-700">Stock must be a whole number of 0 or more.</p>
      )}
      {conflict && (
        <div
          role="alert"
          className="mt-2 max-w-xs rounded-lg border border-amber-300 bg-amber-50 p-2 text-xs"
        >
          <p className="font-medium text-amber-900">{conflict}</p>
          <p className="mt-0.5 text-amber-800">Now in stock: {variant.stock}.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => {
                setSeen(variant.stock);
                send(variant.stock);
              }}
              disabled={!valid || save.isPending}
              className={button}
            >
              Save {typed.trim()} instead
            </button>
            <button
              type="button"
              onClick={() => {
                setConflict(null);
                setSeen(variant.stock);
                setTyped(String(variant.stock));
              }}
              className="rounded-lg px-2.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100"
            >
              Keep {variant.stock}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
