import {
  copyVariants,
  createVariantTable,
  putVariants,
  type VariantRow,
  type VariantTable,
} from './variant-table';

/** A live product as the index reads it. */
export interface IndexRow {
  id: string;
  categoryId: string;
  /** created_at in microseconds since 1970, exact. */
  createdAt: number;
  variants: VariantRow[] | null;
}

/**
 * The live products in memory, newest first: a product's slot is its place in the newest order
 * (created_at desc, id desc, as the database orders them), so "newest" needs no sort and any tie
 * is settled by the slot. A change to products' own rows places them again in a new index
 * (`placeAgain`); variants change in place (`replaceVariants`).
 */
export interface CatalogueIndex {
  productIds: string[];
  slotOf: Map<string, number>;
  /** Per slot, the product's category and created_at (microseconds): what places it again. */
  categoryIds: string[];
  createdAt: Float64Array;
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

/** Products put in an index between two turns of the event loop: about 10 ms of work at a time. */
const CHUNK = 5_000;

/** The index of `rows`, which come newest first. */
export function buildIndex(rows: IndexRow[]): Promise<CatalogueIndex> {
  return assemble(rows);
}

/**
 * A new index in which the products of `changed` are placed as `rows` (the live ones among them, as
 * the database holds them now) say, and every other product stays as `index` holds it: a product
 * added, renamed, moved to another category or archived costs a merge in memory, not a read of the
 * whole catalogue.
 */
export function placeAgain(
  index: CatalogueIndex,
  rows: IndexRow[],
  changed: Set<string>,
): Promise<CatalogueIndex> {
  const placed = [...rows].sort((a, b) => (comesBefore(a, b.createdAt, b.id) ? -1 : 1));
  const entries: (IndexRow | number)[] = [];
  let next = 0;
  index.productIds.forEach((id, slot) => {
    if (changed.has(id)) return;
    const createdAt = index.createdAt[slot] as number;
    while (next < placed.length && comesBefore(placed[next] as IndexRow, createdAt, id)) {
      entries.push(placed[next] as IndexRow);
      next += 1;
    }
    entries.push(slot);
  });
  entries.push(...placed.slice(next));
  return assemble(entries, index);
}

/** Whether `row` comes before the product made at `createdAt` with `id`, newest first. */
function comesBefore(row: IndexRow, createdAt: number, id: string): boolean {
  // Lower-case uuids compare as text in the order PostgreSQL compares them.
  return row.createdAt > createdAt || (row.createdAt === createdAt && row.id > id);
}

/**
 * The index of `entries` in this order: rows read now, or slots of `previous` copied as they are.
 * Built a chunk at a time, so that requests are answered meanwhile (from the index in use until now).
 */
async function assemble(entries: (IndexRow | number)[], previous?: CatalogueIndex): Promise<CatalogueIndex> {
  const countOf = (entry: IndexRow | number) =>
    typeof entry === 'number' ? (previous?.variants.count[entry] ?? 0) : (entry.variants?.length ?? 0);
  const variantCount = entries.reduce<number>((sum, entry) => sum + countOf(entry), 0);
  const variants = createVariantTable(entries.length, variantCount, previous?.variants);
  const productIds: string[] = [];
  const categoryIds: string[] = [];
  const createdAt = new Float64Array(entries.length);
  const slotOf = new Map<string, number>();
  const slotsByCategory = new Map<string, number[]>();
  for (let slot = 0; slot < entries.length; slot++) {
    if (slot > 0 && slot % CHUNK === 0) await new Promise((resolve) => setImmediate(resolve));
    const entry = entries[slot] as IndexRow | number;
    const row =
      typeof entry === 'number' && previous
        ? {
            id: previous.productIds[entry] as string,
            categoryId: previous.categoryIds[entry] as string,
            createdAt: previous.createdAt[entry] as number,
          }
        : (entry as IndexRow);
    productIds.push(row.id);
    categoryIds.push(row.categoryId);
    createdAt[slot] = row.createdAt;
    slotOf.set(row.id, slot);
    const slots = slotsByCategory.get(row.categoryId) ?? [];
    slots.push(slot);
    slotsByCategory.set(row.categoryId, slots);
    if (typeof entry === 'number' && previous) copyVariants(variants, slot, previous.variants, entry);
    else putVariants(variants, slot, (entry as IndexRow).variants ?? []);
  }
  return {
    productIds,
    slotOf,
    categoryIds,
    createdAt,
    categorySlots: new Map([...slotsByCategory].map(([id, slots]) => [id, Int32Array.from(slots)])),
    allSlots: Int32Array.from(productIds.keys()),
    variants,
    version: 0,
    changedIn: new Int32Array(productIds.length),
  };
}

/**
 * Puts the variants of changed products in place, and marks them changed in a new version: `rows`
 * are the live ones among the changed products (variants or photos), as the database holds them now.
 * A product not in the index (archived) is skipped; one in the index but missing from `rows` can only
 * have left with a change to its own row, which places it again.
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
