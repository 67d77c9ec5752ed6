import type { ReactNode } from 'react';
import { useMediaQuery } from '../lib/use-media-query';

/**
 * A screen's main action (add to cart, proceed to checkout, place order). On a phone it rides in the
 * bottom dock, right on top of the quick-actions bar, so the two are one opaque band that never covers
 * it or each other (docs/product.md "The bottom dock"); from `lg` up `contents` puts it back in its row.
 * `aside` is shown beside the button on a phone only (not rendered at all on a wide screen, where the
 * page shows that figure once): the price or the total the button commits to.
 */
export function DockAction({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  const phone = useMediaQuery('(max-width: 1023.98px)');
  return (
    <div
      data-floating-bar
      className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 flex items-center gap-3 border-t border-neutral-200 bg-white px-4 py-2 shadow-[0_-6px_16px_-10px_rgba(0,0,0,0.25)] lg:contents"
    >
      {phone && aside && <div className="min-w-0 shrink-0 leading-tight">{aside}</div>}
      {children}
    </div>
  );
}
