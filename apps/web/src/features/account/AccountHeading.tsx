import type { ReactNode } from 'react';

/** The title row of a profile sub-page, with room for an action on the right. */
export function AccountHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-neutral-200 pb-5">
      <h1 className="font-display text-3xl font-semibold tracking-wide">{title}</h1>
      {children}
    </div>
  );
}

export const saveButton =
  'h-12 rounded-full bg-neutral-900 px-10 text-sm font-semibold tracking-wider text-white transition hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-400';
