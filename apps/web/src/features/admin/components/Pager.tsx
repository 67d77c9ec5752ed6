import type { Pagination } from '@vastra/contract/common';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formStyles as f } from './form-styles';

/** Previous / Next under an admin list, shown only when it has more than one page. */
export function Pager({
  label,
  pagination,
  onPage,
}: {
  /** Names the navigation for screen readers, e.g. "Order pages". */
  label: string;
  pagination: Pagination | undefined;
  onPage(page: number): void;
}) {
  if (!pagination || pagination.totalPages <= 1) return null;
  const { page, totalPages } = pagination;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-end gap-3 text-sm">
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        className={f.secondaryButton}
      >
        <ChevronLeft className="size-4" aria-hidden /> Previous
      </button>
      <span className="text-neutral-600">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        className={f.secondaryButton}
      >
        Next <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}
