import type { ReactNode } from 'react';

/** A small framed block of facts in a details dialog: the customer, the address, the payment. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl border border-neutral-200 p-4 text-sm">
      <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-neutral-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}
