/** A bar showing how much of a form's files have gone up to the server. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className="h-full rounded-full bg-neutral-900 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-20 text-right text-xs text-neutral-600 tabular-nums">
        {percent < 100 ? `Uploading ${percent}%` : 'Saving…'}
      </span>
    </div>
  );
}
