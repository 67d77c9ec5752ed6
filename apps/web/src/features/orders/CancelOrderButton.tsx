/** SPEC.md's Cancel Order on a pending order, saying 'Cancelling...' while the request is out. */
export function CancelOrderButton({
  cancelling,
  onCancel,
  className = '',
}: {
  cancelling: boolean;
  onCancel(): void;
  /** Where the button sits: its margin, and how it stacks over a row it is part of. */
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onCancel}
      disabled={cancelling}
      className={`rounded-full border border-red-300 bg-white px-5 py-2 text-sm font-semibold text-red-700 transition hover:bg-red-50 disabled:opacity-50 ${className}`}
    >
      {cancelling ? 'Cancelling...' : 'Cancel Order'}
    </button>
  );
}
