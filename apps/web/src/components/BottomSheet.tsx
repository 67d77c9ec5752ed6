import { X } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';

/**
 * A panel that rises from the bottom of a phone screen (a dialog in the middle of a wide one) over
 * the dimmed page, with a title, a close button, its content and an optional footer of actions.
 * Escape or a tap outside closes it, and the page behind does not scroll.
 */
export function BottomSheet({
  title,
  subtitle,
  onClose,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-[70] flex items-end justify-center sm:items-center sm:p-4">
      <button
        type="button"
        aria-label="Close"
        tabIndex={-1}
        className="absolute inset-0 cursor-default bg-black/50"
        onClick={onClose}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={title}
        className="relative flex max-h-[85vh] w-full animate-rise flex-col rounded-t-2xl bg-white shadow-2xl sm:max-w-md sm:rounded-2xl"
      >
        <div className="flex items-start justify-between gap-4 border-b border-neutral-200 px-5 py-3">
          <div className="min-w-0 pt-2">
            <h2 className="text-sm font-semibold tracking-[0.18em] uppercase">{title}</h2>
            {subtitle && <p className="mt-0.5 truncate text-sm text-neutral-600">{subtitle}</p>}
          </div>
          <button
            type="button"
            aria-label={`Close ${title.toLowerCase()}`}
            onClick={onClose}
            className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
        {footer && (
          <div className="border-t border-neutral-200 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}
