import type { Category } from '@vastra/contract/catalogue';
import { SIZE_GUIDE_LIMITS } from '@vastra/contract/size-guide';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { findCategoryById } from '../../../lib/category-tree';
import { formStyles as f } from '../components/form-styles';
import {
  addColumn,
  addRow,
  canAddColumn,
  canAddRow,
  fromGuide,
  removeColumn,
  removeRow,
  type SizeGuideDraft,
} from './size-guide-draft';

interface SizeGuideFieldProps {
  tree: Category[];
  /** The parent chosen in the form ('' for the top level): where a guide would be inherited from. */
  parentId: string;
  /** The category's own guide, or null for none. */
  value: SizeGuideDraft | null;
  onChange(value: SizeGuideDraft | null): void;
  disabled: boolean;
}

const cell =
  'block h-10 w-full min-w-0 rounded-md border border-neutral-300 bg-white px-2 text-sm outline-none transition placeholder:text-neutral-400 focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900/10 disabled:bg-neutral-100';
const small = 'block text-xs font-medium text-neutral-700';

/**
 * The category's size guide: a unit, the measurements, a line per size with a value for each, and a
 * note. Each size is a card of its own, so the editor fits a phone however many measurements there are.
 */
export function SizeGuideField({ tree, parentId, value, onChange, disabled }: SizeGuideFieldProps) {
  const id = useId();
  const parent = parentId ? findCategoryById(tree, parentId) : undefined;
  const inherited = parent?.sizeGuide ?? null;
  const inheritedFrom =
    parent?.sizeGuideCategoryId && findCategoryById(tree, parent.sizeGuideCategoryId)?.name;

  if (!value) {
    return (
      <fieldset className="space-y-2 rounded-lg border border-neutral-200 p-3">
        <legend className="px-1 text-sm font-medium text-neutral-800">Size guide</legend>
        <p className="text-sm text-neutral-600">
          {inherited
            ? `Uses the size guide of ${inheritedFrom}.`
            : 'No size guide: the product page shows no Size guide button.'}
        </p>
        <button
          type="button"
          disabled={disabled}
          onClick={() => onChange(fromGuide(inherited))}
          className={f.secondaryButton}
        >
          <Plus className="size-4" aria-hidden />
          {inherited ? 'Write its own size guide' : 'Add a size guide'}
        </button>
      </fieldset>
    );
  }

  const set = (next: Partial<SizeGuideDraft>) => onChange({ ...value, ...next });
  const setColumn = (index: number, name: string) =>
    set({ columns: value.columns.map((column, i) => (i === index ? name : column)) });
  const setRow = (index: number, row: SizeGuideDraft['rows'][number]) =>
    set({ rows: value.rows.map((current, i) => (i === index ? row : current)) });

  return (
    <fieldset className="space-y-4 rounded-lg border border-neutral-200 p-3">
      <legend className="px-1 text-sm font-medium text-neutral-800">Size guide</legend>
      <div>
        <label htmlFor={`${id}-unit`} className={small}>
          Unit
        </label>
        <select
          id={`${id}-unit`}
          value={value.unit}
          disabled={disabled}
          onChange={(event) => set({ unit: event.target.value as SizeGuideDraft['unit'] })}
          className={`${cell} max-w-40`}
        >
          <option value="in">Inches (in)</option>
          <option value="cm">Centimetres (cm)</option>
        </select>
      </div>

      <div className="space-y-2">
        <p className={small}>Measurements</p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {value.columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a measurement is its place in every size's values.
            <li key={index} className="flex items-center gap-1">
              <label htmlFor={`${id}-column-${index}`} className="sr-only">
                Measurement {index + 1}
              </label>
              <input
                id={`${id}-column-${index}`}
                value={column}
                maxLength={SIZE_GUIDE_LIMITS.column}
                placeholder="e.g. Chest"
                disabled={disabled}
                onChange={(event) => setColumn(index, event.target.value)}
                className={cell}
              />
              <button
                type="button"
                aria-label={`Remove measurement ${column || index + 1}`}
                disabled={disabled || value.columns.length === 1}
                onClick={() => onChange(removeColumn(value, index))}
                className={`${f.dangerIconButton} size-10 shrink-0`}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          disabled={disabled || !canAddColumn(value)}
          onClick={() => onChange(addColumn(value))}
          className={f.secondaryButton}
        >
          <Plus className="size-4" aria-hidden />
          Add measurement
        </button>
      </div>

      <div className="space-y-2">
        <p className={small}>Sizes</p>
        <ol className="space-y-2">
          {value.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sizes are edited in place; their names change as typed.
            <li key={rowIndex} className="rounded-md bg-neutral-50 p-2">
              <div className="flex items-end gap-1">
                <div className="min-w-0 flex-1">
                  <label htmlFor={`${id}-size-${rowIndex}`} className={small}>
                    Size
                  </label>
                  <input
                    id={`${id}-size-${rowIndex}`}
                    value={row.size}
                    maxLength={SIZE_GUIDE_LIMITS.cell}
                    placeholder="e.g. M"
                    disabled={disabled}
                    onChange={(event) => setRow(rowIndex, { ...row, size: event.target.value })}
                    className={cell}
                  />
                </div>
                <button
                  type="button"
                  aria-label={`Remove size ${row.size || rowIndex + 1}`}
                  disabled={disabled || value.rows.length === 1}
                  onClick={() => onChange(removeRow(value, rowIndex))}
                  className={`${f.dangerIconButton} size-10 shrink-0`}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {value.columns.map((column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the value's place is its measurement's.
                  <div key={index}>
                    <label htmlFor={`${id}-value-${rowIndex}-${index}`} className={`${small} truncate`}>
                      {column || `Measurement ${index + 1}`}
                      <span className="sr-only"> of size {row.size || rowIndex + 1}</span>
                    </label>
                    <input
                      id={`${id}-value-${rowIndex}-${index}`}
                      value={row.values[index] ?? ''}
                      maxLength={SIZE_GUIDE_LIMITS.cell}
                      inputMode="decimal"
                      disabled={disabled}
                      onChange={(event) =>
                        setRow(rowIndex, {
                          ...row,
                          values: row.values.map((v, i) => (i === index ? event.target.value : v)),
                        })
                      }
                      className={cell}
                    />
                  </div>
                ))}
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          disabled={disabled || !canAddRow(value)}
          onClick={() => onChange(addRow(value))}
          className={f.secondaryButton}
        >
          <Plus className="size-4" aria-hidden />
          Add size
        </button>
      </div>

      <div>
        <label htmlFor={`${id}-note`} className={small}>
          Note
        </label>
        <textarea
          id={`${id}-note`}
          value={value.note}
          rows={3}
          maxLength={SIZE_GUIDE_LIMITS.note}
          placeholder="e.g. Body measurements. Between two sizes? Choose the larger."
          disabled={disabled}
          onChange={(event) => set({ note: event.target.value })}
          className={f.input}
        />
      </div>

      <button type="button" disabled={disabled} onClick={() => onChange(null)} className={f.secondaryButton}>
        <Trash2 className="size-4" aria-hidden />
        {inherited ? `Remove it, and use the guide of ${inheritedFrom}` : 'Remove the size guide'}
      </button>
    </fieldset>
  );
}
