/** Class names shared by the back office tables, so every list reads the same. */
export const tableStyles = {
  frame: 'overflow-x-auto rounded-xl border border-neutral-200 bg-white shadow-sm',
  table: 'min-w-full divide-y divide-neutral-200 text-sm',
  head: 'bg-neutral-50',
  headCell: 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase',
  body: 'divide-y divide-neutral-100',
  row: 'hover:bg-neutral-50/70',
  cell: 'px-4 py-3 align-middle text-neutral-700',
  empty: 'px-4 py-12 text-center text-sm text-neutral-500',
};
