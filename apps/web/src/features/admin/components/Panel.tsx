import { type ReactNode, useId } from 'react';

/** A small framed block of facts in a details dialog (the customer, the address, the payment), named by its title. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-xl border border-neutral-200 p-4 text-sm">
      <h3 id={titleId} className="mb-1.5 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}
