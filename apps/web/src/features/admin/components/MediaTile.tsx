import { RotateCcw, X } from 'lucide-react';
import type { ReactNode } from 'react';

interface MediaTileProps {
  src: string;
  video?: boolean;
  label: string;
  /** Existing uploads are marked for removal rather than dropped at once, so the admin can undo. */
  markedForRemoval?: boolean;
  badge?: string;
  onToggle(): void;
  /** Controls shown under the preview, such as a photo's colour. */
  children?: ReactNode;
}

/** A square preview of an image or video in an upload field, with a remove (or keep) button. */
export function MediaTile({
  src,
  video,
  label,
  markedForRemoval,
  badge,
  onToggle,
  children,
}: MediaTileProps) {
  return (
    <li className="space-y-1.5">
      <div className="group relative aspect-square overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100">
        {video ? (
          <video src={src} muted playsInline preload="metadata" className="size-full object-cover" />
        ) : (
          <img src={src} alt={label} className="size-full object-cover" />
        )}
        {badge && (
          <span className="absolute bottom-1.5 left-1.5 rounded bg-neutral-900/75 px-1.5 py-0.5 text-[10px] font-medium text-white">
            {badge}
          </span>
        )}
        {markedForRemoval && (
          <span className="absolute inset-0 flex items-center justify-center bg-white/75 text-xs font-semibold text-red-700">
            Will be removed
          </span>
        )}
        <button
          type="button"
          onClick={onToggle}
          aria-label={markedForRemoval ? `Keep ${label}` : `Remove ${label}`}
          title={markedForRemoval ? 'Keep' : 'Remove'}
          className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-white/95 text-neutral-700 shadow ring-1 ring-neutral-900/10 transition hover:bg-white hover:text-red-700"
        >
          {markedForRemoval ? (
            <RotateCcw className="size-3.5" aria-hidden />
          ) : (
            <X className="size-3.5" aria-hidden />
          )}
        </button>
      </div>
      {children}
    </li>
  );
}
