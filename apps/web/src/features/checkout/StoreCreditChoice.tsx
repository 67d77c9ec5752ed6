import { Wallet } from 'lucide-react';
import { formatRupees } from '../../lib/format';

/**
 * "Use store credit": pays from the balance first, the rest by the method chosen above. Shown only
 * while the balance is above zero; the summary shows what it takes and what is left to pay.
 */
export function StoreCreditChoice({
  balance,
  checked,
  onChange,
}: {
  balance: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label
      className={`mt-3 flex cursor-pointer items-start gap-3 rounded-xl border p-4 text-sm transition ${checked ? 'border-neutral-900 bg-cream ring-1 ring-neutral-900' : 'border-neutral-200 hover:border-neutral-400'}`}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-neutral-900"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-neutral-900">Use store credit</span>
        <span className="mt-0.5 block text-neutral-600">
          Balance <span className="tabular-nums">{formatRupees(balance)}</span>: paid first, the rest as
          chosen above.
        </span>
      </span>
      <Wallet className="size-5 shrink-0 text-accent" strokeWidth={1.5} aria-hidden />
    </label>
  );
}
