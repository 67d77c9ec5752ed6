import type { Category, Product } from '@vastra/contract/catalogue';
import type { ProductBatchAction } from '@vastra/contract/product-batch';
import { useId, useState } from 'react';
import { pathLabel } from '../components/category-options';
import { formStyles as f } from '../components/form-styles';
import { SelectionBar } from '../components/SelectionBar';
import { type BulkChoice, type BulkDraft, bulkActionOf, bulkChoiceLabels } from './bulk-action-draft';
import { finalCategories } from './final-categories';
import { ProductBulkConfirm } from './ProductBulkConfirm';

interface ProductBulkBarProps {
  picked: Product[];
  categories: Category[];
  /** The selection is emptied: by Clear, or once an action is done. */
  onClear(): void;
}

const small = 'rounded-lg border border-neutral-300 bg-white px-2.5 py-1.5 text-sm';

/**
 * The bar over the product list once products are picked: one action for all of them (price by an
 * amount or a percentage, stock, category, publish or unpublish, archive), confirmed before it is sent.
 */
export function ProductBulkBar({ picked, categories, onClear }: ProductBulkBarProps) {
  const id = useId();
  const [draft, setDraft] = useState<BulkDraft>({ choice: 'PRICE_PERCENT', value: '', categoryId: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ProductBatchAction | null>(null);
  const finals = finalCategories(categories);
  const needsNumber = ['PRICE_AMOUNT', 'PRICE_PERCENT', 'SET_STOCK'].includes(draft.choice);
  const change = (next: Partial<BulkDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblem(null);
  };
  const apply = () => {
    const outcome = bulkActionOf(draft);
    if ('error' in outcome) setProblem(outcome.error);
    else setConfirming(outcome.action);
  };

  return (
    <SelectionBar
      count={`${picked.length} ${picked.length === 1 ? 'product' : 'products'} selected`}
      onClear={onClear}
    >
      <div className="flex flex-wrap items-end gap-2">
        <select
          aria-label="Bulk action"
          value={draft.choice}
          onChange={(event) => change({ choice: event.target.value as BulkChoice })}
          className={`${small} min-w-0 grow basis-56 sm:max-w-xs`}
        >
          {Object.entries(bulkChoiceLabels).map(([choice, label]) => (
            <option key={choice} value={choice}>
              {label}
            </option>
          ))}
        </select>
        {needsNumber && (
          <input
            id={`${id}-value`}
            aria-label={draft.choice === 'SET_STOCK' ? 'Stock for every variant' : 'By how much'}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            inputMode={draft.choice === 'SET_STOCK' ? 'numeric' : 'decimal'}
            placeholder={draft.choice === 'SET_STOCK' ? 'e.g. 20' : 'e.g. 10 or -10'}
            value={draft.value}
            onChange={(event) => change({ value: event.target.value })}
            className={`${small} w-32`}
          />
        )}
        {draft.choice === 'MOVE' && (
          <select
            aria-label="Category to move to"
            aria-invalid={problem !== null}
            value={draft.categoryId}
            onChange={(event) => change({ categoryId: event.target.value })}
            className={`${small} min-w-0 grow basis-56 sm:max-w-sm`}
          >
            <option value="">Choose a final category</option>
            {finals.map((option) => (
              <option key={option.category.id} value={option.category.id}>
                {pathLabel(option)}
              </option>
            ))}
          </select>
        )}
        <button type="button" onClick={apply} className={f.primaryButton}>
          Apply to {picked.length}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className={f.error}>
          {problem}
        </p>
      )}
      {confirming && (
        <ProductBulkConfirm
          action={confirming}
          picked={picked}
          categoryName={finals.find((o) => o.category.id === draft.categoryId)?.category.name ?? ''}
          onClose={(done) => {
            setConfirming(null);
            if (done) {
              setDraft((current) => ({ ...current, value: '' }));
              onClear();
            }
          }}
        />
      )}
    </SelectionBar>
  );
}
