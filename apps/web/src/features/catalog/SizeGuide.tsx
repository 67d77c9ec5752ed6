import type { SizeGuide as Guide } from '@vastra/contract/size-guide';
import { Ruler } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// Downloaded when first opened: most visits to a product page never open the guide.
const SizeGuideDialog = lazy(async () => ({ default: (await import('./SizeGuideDialog')).SizeGuideDialog }));

/**
 * "Size guide" beside the sizes: opens the category's table of measurements as a dialog, the size
 * the shopper chose marked. The table scrolls sideways inside the dialog when it is wider than a phone.
 */
export function SizeGuideButton({ guide, chosenSize }: { guide: Guide; chosenSize?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="flex h-8 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-amber-800 underline-offset-4 hover:underline"
      >
        <Ruler className="size-4" aria-hidden />
        Size guide
      </button>
      {open && (
        <Suspense fallback={null}>
          <SizeGuideDialog guide={guide} chosenSize={chosenSize} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
