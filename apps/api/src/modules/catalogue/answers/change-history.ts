import type { ChangeSet } from './catalogue-changes';

/**
 * Named among the products an answer shows when it depends on every product's details but not on
 * their live figures (a product list without the in-stock filter: its facets, total and order change
 * with a price, size or colour anywhere, never with stock or a rating): a change to any product
 * beyond its figures drops it, while stock taken by an order only updates the answers that show it.
 */
export const ANY_PRODUCT_BUT_STOCK = '*';
/**
 * Named by what depends on which products are in stock too (a list of what is in stock): dropped by
 * any change beyond stock, and by stock that puts a variant in stock or sells it out. A sale that
 * leaves every variant as it was only updates the answers that show that product.
 */
export const ANY_PRODUCT = '**';

/** How many looks' change sets are remembered, for answers made while a look went by. */
const RECENT_LOOKS = 256;

/**
 * The generations of the catalogue as the change log's looks found it: each look that found changes
 * starts one. Kept answers and kept pages are made as of a generation, and kept only if no change
 * since touches what they show.
 */
export class ChangeHistory {
  generation = 0;
  private readonly recent: (ChangeSet & { generation: number })[] = [];

  /**
   * Records a look's changes (a product's own row changed counts as everything: its name, category
   * and whether it is live show in lists, counts and searches) and returns them as kept answers read
   * them, or undefined when nothing changed.
   */
  record(looked: ChangeSet): ChangeSet | undefined {
    const changed = { ...looked, everything: looked.everything || looked.productRows.size > 0 };
    if (!changed.everything && changed.products.size === 0) return undefined;
    this.generation += 1;
    this.recent.push({ ...changed, generation: this.generation });
    if (this.recent.length > RECENT_LOOKS) this.recent.shift();
    return changed;
  }

  /** Whether a change since `since` touches what shows `products` (unknown counts as yes). */
  touchedSince(since: number, products: string[]): boolean {
    if (since === this.generation) return false;
    const oldest = this.recent[0];
    if (!oldest || oldest.generation > since + 1) return true;
    return this.recent.some(
      (set) => set.generation > since && (set.everything || products.some((p) => touches(set, p))),
    );
  }
}

/** Whether a change set touches what is named `product` (a product id or one of the markers above). */
export function touches(changed: ChangeSet, product: string): boolean {
  if (product === ANY_PRODUCT) return changed.availability.size > 0;
  if (product === ANY_PRODUCT_BUT_STOCK) return changed.beyondStock.size > 0;
  return changed.products.has(product);
}

/** The names (product ids and markers) whose entries a change set touches. */
export function namesTouched(changed: ChangeSet): string[] {
  const names = [...changed.products];
  if (changed.availability.size > 0) names.push(ANY_PRODUCT);
  if (changed.beyondStock.size > 0) names.push(ANY_PRODUCT_BUT_STOCK);
  return names;
}
