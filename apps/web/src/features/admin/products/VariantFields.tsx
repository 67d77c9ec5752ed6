import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { formStyles as f } from '../components/form-styles';
import { nearestColourName } from './nearest-colour';
import { blankVariant, type VariantDraft } from './product-draft';
import { VariantGridFields } from './VariantGridFields';

interface VariantFieldsProps {
  variants: VariantDraft[];
  onChange(variants: VariantDraft[]): void;
  disabled: boolean;
}

/** The product's colour and size variants; at least one is kept, so Remove shows only with two or more. */
export function VariantFields({ variants, onChange, disabled }: VariantFieldsProps) {
  const update = (key: string, change: Partial<VariantDraft>) =>
    onChange(variants.map((variant) => (variant.key === key ? { ...variant, ...change } : variant)));
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-neutral-800">Variants</legend>
      <ol className="space-y-3">
        {variants.map((variant, index) => (
          <VariantRow
            key={variant.key}
            variant={variant}
            number={index + 1}
            removable={variants.length > 1}
            onChange={(change) => update(variant.key, change)}
            onRemove={() => onChange(variants.filter((v) => v.key !== variant.key))}
          />
        ))}
      </ol>
      <button
        type="button"
        onClick={() => onChange([...variants, blankVariant()])}
        className={`${f.secondaryButton} mt-3`}
      >
        <Plus className="size-4" aria-hidden /> Add Variant
      </button>
      <VariantGridFields variants={variants} onChange={onChange} />
    </fieldset>
  );
}

interface VariantRowProps {
  variant: VariantDraft;
  number: number;
  removable: boolean;
  onChange(change: Partial<VariantDraft>): void;
  onRemove(): void;
}

function VariantRow({ variant, number, removable, onChange, onRemove }: VariantRowProps) {
  const id = useId();
  return (
    <li className="rounded-xl border border-neutral-200 bg-neutral-50/60 p-4">
      <div className="mb-3 flex items-center justify-between">
        <span className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">
          Variant {number}
        </span>
        {removable && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove variant ${number}`}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
          >
            <Trash2 className="size-3.5" aria-hidden /> Remove
          </button>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-6">
        <div className="sm:col-span-3">
          <label htmlFor={`${id}-color`} className={f.label}>
            Colour <span className="text-red-600">*</span>
          </label>
          <div className="flex gap-2">
            <input
              type="color"
              aria-label={`Colour swatch for variant ${number}`}
              value={variant.colorHexCode}
              onChange={(event) =>
                onChange({
                  colorHexCode: event.target.value,
                  color: nearestColourName(event.target.value),
                })
              }
              className="h-[38px] w-12 shrink-0 cursor-pointer rounded-lg border border-neutral-300 bg-white p-1"
            />
            <input
              id={`${id}-color`}
              value={variant.color}
              onChange={(event) => onChange({ color: event.target.value })}
              required
              maxLength={50}
              className={f.input}
            />
          </div>
        </div>
        <div className="sm:col-span-3">
          <label htmlFor={`${id}-size`} className={f.label}>
            Size <span className="text-red-600">*</span>
          </label>
          <input
            id={`${id}-size`}
            value={variant.size}
            onChange={(event) => onChange({ size: event.target.value })}
            required
            maxLength={30}
            placeholder="e.g. M, 32, Free Size"
            className={f.input}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-stock`} className={f.label}>
            Stock <span className="text-red-600">*</span>
          </label>
          <input
            id={`${id}-stock`}
            type="number"
            inputMode="numeric"
            min={0}
            max={1_000_000}
            step={1}
            value={variant.stock}
            onChange={(event) => onChange({ stock: event.target.value })}
            required
            className={f.input}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-original`} className={f.label}>
            Original price (₹) <span className="text-red-600">*</span>
          </label>
          <input
            id={`${id}-original`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={variant.originalPrice}
            onChange={(event) => onChange({ originalPrice: event.target.value })}
            required
            className={f.input}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-discount`} className={f.label}>
            Discount price (₹)
          </label>
          <input
            id={`${id}-discount`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={variant.discountPrice}
            onChange={(event) => onChange({ discountPrice: event.target.value })}
            placeholder="Optional"
            className={f.input}
          />
        </div>
      </div>
    </li>
  );
}
