import { Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Spinner } from '../../../components/Spinner';
import { formStyles as f } from './form-styles';

/** "Show [All orders]": the list narrowed to one status, or all of them. */
export function StatusFilter<Status extends string>({
  value,
  statuses,
  allLabel,
  word = (status) => status,
  onChange,
}: {
  value: Status | '';
  statuses: readonly Status[];
  /** The choice that shows every status, e.g. "All orders". */
  allLabel: string;
  /** How a status reads in the list (as it is, unless said otherwise). */
  word?(status: Status): string;
  onChange(status: Status | ''): void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-neutral-600">
      Show
      <select
        aria-label="Filter by status"
        value={value}
        onChange={(event) => onChange(event.target.value as Status | '')}
        className={`${f.input} w-auto py-1.5`}
      >
        <option value="">{allLabel}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {word(status)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A search box with a magnifier, named for screen readers by `label`. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  className,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder: string;
  maxLength?: number;
  /** Where it sits in the toolbar: its width and growth. */
  className: string;
}) {
  return (
    <label className={`relative ${className}`}>
      <span className="sr-only">{label}</span>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
        aria-hidden
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        className={`${f.input} pl-9`}
      />
    </label>
  );
}

/** The search row of a list searched on submit: the box, Search, and the list's own buttons after them. */
export function SearchForm({
  onSearch,
  children,
  ...field
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder: string;
  onSearch(): void;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form onSubmit={submit} className="mb-3 flex flex-wrap items-center gap-2">
      <SearchField {...field} maxLength={100} className="min-w-0 flex-1 basis-64" />
      <button type="submit" className={f.secondaryButton}>
        Search
      </button>
      {children}
    </form>
  );
}

/** "3 orders", with a small spinner while a fresher answer loads over the one shown. */
export function ListCount({
  total,
  one,
  many,
  refreshing,
}: {
  total: number;
  one: string;
  many: string;
  refreshing: boolean;
}) {
  return (
    <p className="text-sm text-neutral-500">
      {total} {total === 1 ? one : many}
      {refreshing && <Spinner size={14} className="ml-2 align-middle" />}
    </p>
  );
}
