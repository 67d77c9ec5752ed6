export function Spinner({ size = 32, className = '' }: { size?: number; className?: string }) {
  return (
    <span
      role="progressbar"
      aria-label="Loading"
      className={`inline-block animate-spin rounded-full border-2 border-neutral-300 border-t-neutral-900 ${className}`}
      style={{ width: size, height: size }}
    />
  );
}

/** A spinner centred in the space a page would take. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
