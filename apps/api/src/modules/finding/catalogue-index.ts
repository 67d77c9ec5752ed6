import { createVariantTable, putVariants, type VariantRow, type VariantTable } from './variant-table';

/** A live product as the index reads it. */
export interface IndexRow {
  id: string;
  categoryId: string;
  variants: VariantRow[] | null;
}

/**
 * The live products in memory, newest first: a product's slot is its place in the newest order
 * (created_at desc, id desc, as the database orders them), so "newest" needs no sort and any tie
 * is settled by the slot. Products, their order and categories change only with an "everything"
 * change, which builds a new index; variants change in place (`replaceVariants`).
 */
export interface CatalogueIndex {
  productIds: string[];
  slotOf: Map<string, number>;
  /** The slots of each category's own products, ascending (newest first). */
  categorySlots: Map<string, Int32Array>;
  /** Every slot, ascending: the scope of a list without category or search. */
  allSlots: Int32Array;
  variants: VariantTable;
  /** Counts the reads of changed products' variants since the build (`replaceVariants`). */
  version: number;
  /** Per slot, the version in which the product's variants or photos last changed (0: since the build). */
  changedIn: Int32Array;
}

/** The index of `rows`, which come newest first. */
export function buildIndex(rows: IndexRow[]): CatalogueIndex {
  const variantCount = rows.reduce((sum, row) => sum + (row.variants?.length ?? 0), 0);
  const variants = createVariantTable(rows.length, variantCount);
  const productIds: string[] = [];
  const slotOf = new Map<string, number>();
  const slotsByCategory = new Map<string, number[]>();
  rows.forEach((row, slot) => {
    productIds.push(row.id);
    slotOf.set(row.id, slot);
    const slots = slotsByCategory.get(row.categoryId) ?? [];
    slots.push(slot);
    slotsByCategory.set(row.categoryId, slots);
    putVariants(variants, slot, row.variants ?? []);
  });
  return {
    productIds,
    slotOf,
    categorySlots: new Map([...slotsByCategory].map(([id, slots]) => [id, Int32Array.from(slots)])),
    allSlots: Int32Array.from(productIds.keys()),
    variants,
    version: 0,
    changedIn: new Int32Array(productIds.length),
  };
}

/**
 * Puts the variants of changed products in place, and marks them changed in a new version: `rows`
 * are the live ones among the changed products (variants or photos), as the database holds them now. A product not in the index (archived) is skipped; one in the index but
 * missing from `rows` can only have left with an "everything" change, which rebuilds the index.
 */
export function replaceVariants(index: CatalogueIndex, rows: IndexRow[]): void {
  index.version += 1;
  for (const row of rows) {
    const slot = index.slotOf.get(row.id);
    if (slot === undefined) continue;
    putVariants(index.variants, slot, row.variants ?? []);
    index.changedIn[slot] = index.version;
  }
}
