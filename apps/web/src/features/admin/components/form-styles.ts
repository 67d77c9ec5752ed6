/** Class names shared by the back office forms. */
export const formStyles = {
  label: 'mb-1.5 block text-sm font-medium text-neutral-800',
  input:
    'block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm shadow-xs outline-none transition placeholder:text-neutral-400 focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900/10 disabled:bg-neutral-100',
  hint: 'mt-1 text-xs text-neutral-500',
  error: 'mt-1 text-sm text-red-600',
  primaryButton:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-neutral-900 px-4 py-2 text-sm font-medium text-white shadow-sm transition hover:bg-neutral-700 disabled:cursor-not-allowed disabled:opacity-50',
  secondaryButton:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 py-2 text-sm font-medium text-neutral-800 shadow-xs transition hover:bg-neutral-50 disabled:cursor-not-allowed disabled:opacity-50',
  iconButton:
    'inline-flex size-8 items-center justify-center rounded-lg text-neutral-500 transition hover:bg-neutral-100 hover:text-neutral-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
  dangerIconButton:
    'inline-flex size-8 items-center justify-center rounded-lg text-neutral-500 transition hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-neutral-500',
};
