import type { ProductBatchAction } from '@vastra/contract/product-batch';

/** What the bulk bar can do to the products picked. */
export type BulkChoice =
  | 'PRICE_AMOUNT'
  | 'PRICE_PERCENT'
  | 'SET_STOCK'
  | 'MOVE'
  | 'PUBLISH'
  | 'UNPUBLISH'
  | 'ARCHIVE';

export const bulkChoiceLabels: Record<BulkChoice, string> = {
  PRICE_AMOUNT: 'Change price by an amount (₹)',
  PRICE_PERCENT: 'Change price by a percentage (%)',
  SET_STOCK: 'Set stock',
  MOVE: 'Move to category',
  PUBLISH: 'Publish',
  UNPUBLISH: 'Unpublish (save as drafts)',
  ARCHIVE: 'Archive',
};

/** The bar as typed: the choice, the number box and the category picker. */
export interface BulkDraft {
  choice: BulkChoice;
  value: string;
  categoryId: string;
}

/** The action the server is asked for, or the sentence saying what is missing. */
export function bulkActionOf(draft: BulkDraft): { action: ProductBatchAction } | { error: string } {
  const typed = draft.value.trim();
  const number = Number(typed);
  switch (draft.choice) {
    case 'PRICE_AMOUNT':
    case 'PRICE_PERCENT':
      if (!typed || !Number.isFinite(number) || number === 0) {
        return { error: 'Enter by how much, e.g. 100 or -10.' };
      }
      return {
        action: {
          type: 'ADJUST_PRICE',
          by: draft.choice === 'PRICE_AMOUNT' ? 'AMOUNT' : 'PERCENT',
          value: number,
        },
      };
    case 'SET_STOCK':
      if (!/^\d+$/.test(typed)) return { error: 'Stock must be a whole number of 0 or more.' };
      return { action: { type: 'SET_STOCK', stock: number } };
    case 'MOVE':
      if (!draft.categoryId) return { error: 'Please select a final category for the product.' };
      return { action: { type: 'MOVE', categoryId: draft.categoryId } };
    case 'PUBLISH':
    case 'UNPUBLISH':
    case 'ARCHIVE':
      return { action: { type: draft.choice } };
  }
}

const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;
const rupees = (value: number) => `₹${Math.abs(value).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** The confirmation's sentence: what will happen to how many products, in the admin's words. */
export function describeBulkAction(action: ProductBatchAction, count: number, categoryName = ''): string {
  switch (action.type) {
    case 'ADJUST_PRICE': {
      const way = action.value > 0 ? 'Raise' : 'Lower';
      const by = action.by === 'AMOUNT' ? rupees(action.value) : `${Math.abs(action.value)}%`;
      return `${way} every price of ${products(count)} by ${by}, discount prices included.`;
    }
    case 'SET_STOCK':
      return `Set the stock of every variant of ${products(count)} to ${action.stock}.`;
    case 'MOVE':
      return `Move ${products(count)} to ${categoryName}.`;
    case 'PUBLISH':
      return `Publish ${products(count)}: shoppers can find and buy them.`;
    case 'UNPUBLISH':
      return `Save ${products(count)} as drafts: shoppers no longer see them until they are published.`;
    case 'ARCHIVE':
      return `Take ${products(count)} out of the shop. Products that were ordered are archived, the others deleted.`;
  }
}
