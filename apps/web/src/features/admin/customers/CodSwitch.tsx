import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api';
import { useSetCodBlocked } from './customer-api';

/**
 * The "Cash on delivery" on/off switch of a customer's page: off, their checkout offers online payment
 * only and the server refuses their COD orders. It waits for the server before it moves.
 */
export function CodSwitch({ customerId, codBlocked }: { customerId: string; codBlocked: boolean }) {
  const change = useSetCodBlocked(customerId);
  const on = !codBlocked;
  const toggle = () =>
    change.mutate(on, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error, 'Cash on delivery could not be changed.')),
    });
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-neutral-200 p-4 text-sm">
      <div>
        <p id={`cod-${customerId}`} className="font-medium text-neutral-900">
          Cash on delivery
        </p>
        <p className="mt-0.5 text-neutral-500">
          {on
            ? 'This customer may pay in cash when the parcel arrives.'
            : 'Off: this customer can only pay online.'}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`cod-${customerId}`}
        onClick={toggle}
        disabled={change.isPending}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-50 ${on ? 'bg-emerald-600' : 'bg-neutral-300'}`}
      >
        <span
          aria-hidden
          className={`inline-block size-5 rounded-full bg-white shadow transition ${on ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}
