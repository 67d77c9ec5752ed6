import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A modal <dialog> shown while mounted: the browser moves focus into it, keeps it there and closes it
 * on Escape or a click on the backdrop; focus goes back to what had it before, and the page behind does not scroll meanwhile.
 */
export function ModalDialog({
  label,
  onClose,
  onShown,
  className,
  children,
}: {
  label: string;
  onClose(): void;
  /** Called once the dialog shows, when its content has its size. */
  onShown?(): void;
  className: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const shown = useRef(onShown);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!element.open) element.showModal();
    shown.current?.();
    const onCancel = (event: Event) => {
      // Escape: React unmounts the dialog, which puts focus back.
      event.preventDefault();
      close.current();
    };
    // A click on the backdrop lands on the dialog itself, outside its content (Escape is the keys' way).
    const onClick = (event: MouseEvent) => event.target === element && close.current();
    element.addEventListener('cancel', onCancel);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('click', onClick);
      if (element.open) element.close();
      document.body.style.overflow = overflow;
      opener?.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog ref={dialog} aria-label={label} className={className}>
      {children}
    </dialog>
  );
}
