import type { SizeGuide as Guide } from '@vastra/contract/size-guide';
import { X } from 'lucide-react';
import { ModalDialog } from '../../components/ModalDialog';

const unitNames = { cm: 'centimetres', in: 'inches' } as const;

/** The category's table of measurements as a dialog, the size the shopper chose marked. */
export function SizeGuideDialog({
  guide,
  chosenSize,
  onClose,
}: {
  guide: Guide;
  chosenSize?: string;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      label="Size guide"
      onClose={onClose}
      className="m-auto max-h-[85dvh] w-[min(36rem,calc(100vw-1.5rem))] max-w-none overflow-hidden rounded-2xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex max-h-[85dvh] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-neutral-200 py-2 pr-2 pl-5">
          <h2 className="text-sm font-semibold tracking-[0.18em] uppercase">Size guide</h2>
          <button
            type="button"
            aria-label="Close size guide"
            onClick={() => onClose()}
            className="flex size-10 items-center justify-center rounded-full hover:bg-neutral-100"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">
          <SizeGuideTable guide={guide} chosenSize={chosenSize} />
          {guide.note && <p className="mt-4 text-sm text-neutral-600">{guide.note}</p>}
        </div>
      </div>
    </ModalDialog>
  );
}

/** The measurements as a table: a row per size, a column per measurement, the sizes kept in view. */
export function SizeGuideTable({ guide, chosenSize }: { guide: Guide; chosenSize?: string }) {
  const caption = `Body measurements in ${unitNames[guide.unit]}`;
  return (
    <>
      <p className="mb-2 text-sm text-neutral-600">
        {caption} ({guide.unit}).
      </p>
      <section
        aria-label={caption}
        // Focusable, so a keyboard can scroll a table wider than the screen.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-neutral-200"
      >
        <table className="w-full border-collapse text-left text-sm whitespace-nowrap">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-cream">
            <tr>
              <th scope="col" className="sticky left-0 bg-cream px-3 py-2 font-semibold">
                Size
              </th>
              {guide.columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.rows.map((row) => {
              const chosen = row.size === chosenSize;
              return (
                <tr
                  key={row.size}
                  aria-current={chosen || undefined}
                  className={`border-t border-neutral-200 ${chosen ? 'bg-amber-50 font-semibold' : ''}`}
                >
                  <th
                    scope="row"
                    className={`sticky left-0 px-3 py-2 font-semibold ${chosen ? 'bg-amber-50' : 'bg-white'}`}
                  >
                    {row.size}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={guide.columns[index]} className="px-3 py-2 tabular-nums">
                      {value}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}
