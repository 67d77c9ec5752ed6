import type { ReactNode } from 'react';
import { formStyles as f } from './form-styles';
import { Modal } from './Modal';

interface FormModalProps {
  title: string;
  size?: 'md' | 'lg' | 'xl';
  /** The id of the form in children: the submit button sits in the footer, outside it. */
  formId: string;
  busy: boolean;
  submitLabel: string;
  onClose(): void;
  /** Shown at the start of the footer, before the buttons. */
  footerStart?: ReactNode;
  /** A second way to submit the same form (such as "Save as draft"), beside the main one. */
  alternative?: { label: string; onSubmit(): void };
  children: ReactNode;
}

/** A back office form in a modal, with Cancel and submit; while it saves it cannot be closed. */
export function FormModal({
  title,
  size,
  formId,
  busy,
  submitLabel,
  onClose,
  footerStart,
  alternative,
  children,
}: FormModalProps) {
  return (
    <Modal
      title={title}
      size={size}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          {footerStart}
          <button type="button" onClick={onClose} disabled={busy} className={f.secondaryButton}>
            Cancel
          </button>
          {alternative && (
            <button
              type="button"
              onClick={alternative.onSubmit}
              disabled={busy}
              className={f.secondaryButton}
            >
              {alternative.label}
            </button>
          )}
          <button type="submit" form={formId} disabled={busy} className={f.primaryButton}>
            {busy ? 'Saving...' : submitLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
