import { Grid3x3 } from 'lucide-react';
import { useId, useState } from 'react';
import { formStyles as f } from '../components/form-styles';
import type { VariantDraft } from './product-draft';
import { gridAdditions, type VariantGrid, withGridVariants } from './variant-grid';

const emptyGrid: VariantGrid = { colours: '', sizes: '', stock: '1', originalPrice: '', discountPrice: '' };

/**
 * Makes the variants in one go: every colour with every size, all at one stock and price, which the
 * rows below can then tell apart. Closed until asked for, so the form reads as before.
 */
export function VariantGridFields({
  variants,
  onChange,
}: {
  variants: VariantDraft[];
  onChange(variants: VariantDraft[]): void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [grid, setGrid] = useState<VariantGrid>(emptyGrid);
  const count = gridAdditions(variants, grid).length;
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={`${f.secondaryButton} mt-3 ml-2`}>
        <Grid3x3 className="size-4" aria-hidden /> Colours × sizes
      </button>
    );
  }
  const field = (name: keyof VariantGrid, label: string, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={f.label}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={grid[name]}
        inputMode={name === 'colours' || name === 'sizes' ? undefined : 'decimal'}
        onChange={(event) => setGrid({ ...grid, [name]: event.target.value })}
        className={f.input}
      />
      {hint && <p className={f.hint}>{hint}</p>}
    </div>
  );
  return (
    <section
      aria-label="Make variants from colours and sizes"
      className="mt-4 rounded-xl border border-neutral-200 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {field('colours', 'Colours', 'Separated by commas: Maroon, Navy')}
        {field('sizes', 'Sizes', 'Separated by commas: S, M, L, XL')}
        {field('stock', 'Stock of each')}
        {field('originalPrice', 'Original price of each (₹)')}
        {field('discountPrice', 'Discount price of each (₹, optional)')}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={count === 0}
          onClick={() => {
            onChange(withGridVariants(variants, grid));
            setGrid(emptyGrid);
            setOpen(false);
          }}
          className={f.primaryButton}
        >
          {count === 1 ? 'Add 1 variant' : `Add ${count} variants`}
        </button>
        <button type="button" onClick={() => setOpen(false)} className={f.secondaryButton}>
          Close
        </button>
      </div>
    </section>
  );
}
