import { formStyles as f } from './form-styles';

interface ConfirmFooterProps {
  /** The action went through: only Done is left. */
  done: boolean;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
  onDone(): void;
  /** "Applying...", "Updating...". */
  pendingLabel: string;
}

/** A bulk action's dialog buttons: Cancel and Confirm, then Done once it went through. */
export function ConfirmFooter({
  done,
  pending,
  onCancel,
  onConfirm,
  onDone,
  pendingLabel,
}: ConfirmFooterProps) {
  if (done) {
    return (
      <button type="button" onClick={onDone} className={f.primaryButton}>
        Done
      </button>
    );
  }
  return (
    <>
      <button type="button" onClick={onCancel} disabled={pending} className={f.secondaryButton}>
        Cancel
      </button>
      <button type="button" onClick={onConfirm} disabled={pending} className={f.primaryButton}>
        {pending ? pendingLabel : 'Confirm'}
      </button>
    </>
  );
}
