import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

/** The collapsible Description, open to start with. */
export function ProductDescription({ text }: { text: string | null }) {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  return (
    <section className="border-y border-neutral-200">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between py-4 text-sm font-semibold tracking-wide uppercase"
        >
          Description
          <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
        </button>
      </h2>
      <div
        id={panelId}
        hidden={!open}
        className="pb-5 text-sm leading-relaxed whitespace-pre-line text-neutral-700"
      >
        {text?.trim() || 'No description for this product yet.'}
      </div>
    </section>
  );
}
