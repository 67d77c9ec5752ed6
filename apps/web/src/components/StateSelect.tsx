import { INDIAN_STATES, isIndianState } from '@vastra/contract/indian-states';
import { type SelectHTMLAttributes, useId } from 'react';

interface StateSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  /** A saved state, offered first as it was written when the list does not have it, so the address keeps it. */
  kept?: string;
}

/** India's states and union territories to choose from, styled as the shop's text fields. */
export function StateSelect({ label, error, kept, className = '', id, ...select }: StateSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={className}>
      <label
        htmlFor={selectId}
        className="mb-1.5 block text-xs font-semibold tracking-wider text-neutral-700 uppercase"
      >
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={`h-11 w-full rounded-lg border bg-white px-3 text-[15px] outline-none focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900/10 ${error ? 'border-red-500' : 'border-neutral-300'}`}
        {...select}
      >
        <option value="">Choose a state</option>
        {kept && !isIndianState(kept) && <option value={kept}>{kept}</option>}
        {INDIAN_STATES.map((state) => (
          <option key={state.code} value={state.name}>
            {state.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
