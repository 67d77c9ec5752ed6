import type { ReactNode } from 'react';

interface SelectionBarProps {
  /** "3 products selected". */
  count: string;
  onClear(): void;
  /** The controls that act on the rows picked. */
  children: ReactNode;
}

/** The bar over a list once rows are picked: how many, a way to clear them, and what to do with them. */
export function SelectionBar({ count, onClear, children }: SelectionBarProps) {
  return (
    <section
      aria-label="Bulk actions"
      className="mb-3 rounded-xl border border-neutral-300 bg-neutral-50 p-3 text-sm shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-neutral-900">{count}</span>
        <button
          type="button"
          onClick={onClear}
          className="inline-flex min-h-6 items-center px-1 text-xs text-neutral-600 underline"
        >
          Clear selection
        </button>
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}
