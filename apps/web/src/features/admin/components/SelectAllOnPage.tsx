import { useEffect, useRef } from 'react';

interface SelectAllOnPageProps {
  /** The rows on screen. */
  ids: string[];
  selected: Set<string>;
  onChange(next: Set<string>): void;
  label?: string;
}

/** "Select all on this page": ticks every row shown, or clears them; half-ticked when some are. */
export function SelectAllOnPage({
  ids,
  selected,
  onChange,
  label = 'Select all on this page',
}: SelectAllOnPageProps) {
  const box = useRef<HTMLInputElement>(null);
  const picked = ids.filter((id) => selected.has(id)).length;
  const all = picked > 0 && picked === ids.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = picked > 0 && !all;
  }, [picked, all]);
  return (
    <label className="inline-flex items-center gap-2 text-sm text-neutral-700">
      <input
        ref={box}
        type="checkbox"
        checked={all}
        onChange={() => onChange(all ? new Set() : new Set(ids))}
        className="size-6 accent-neutral-900"
      />
      {label}
    </label>
  );
}
