import { colourFamilies } from '@vastra/contract/finding-choices';
import { describe, expect, it } from 'vitest';
import { buildIndex, type CatalogueIndex, type IndexRow, placeAgain } from './catalogue-index';
import type { VariantRow } from './variant-table';

/** A repeatable pseudo-random series, so a failure can be replayed. */
function series(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const hex = (n: number) => n.toString(16).padStart(12, '0');
const newestFirst = (a: IndexRow, b: IndexRow) =>
  b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

function randomRow(pick: (below: number) => number, n: number): IndexRow {
  const sizes = ['XS', 'S', 'M', 'L', 'XL', '28', '30', '2-3Y'];
  const variants: VariantRow[] = Array.from({ length: pick(6) }, () => [
    sizes[pick(sizes.length)] as string,
    pick(5) === 0 ? null : (colourFamilies[pick(colourFamilies.length)] ?? null),
    (1 + pick(50)) * 10_000 - 100,
    pick(5) * 10,
    pick(4) === 0 ? 0 : pick(30),
  ]);
  // Few distinct times, so that many products are as new as each other and the id decides.
  return {
    id: `00000000-0000-4000-8000-${hex(n * 7919)}`,
    categoryId: `c${pick(4)}`,
    createdAt: 1_700_000_000_000_000 + pick(40) * 1_000_000,
    variants,
  };
}

/** What a list can read of an index, slot by slot. */
function contents(index: CatalogueIndex) {
  const { variants } = index;
  return {
    products: index.productIds.map((id, slot) => {
      const start = variants.start[slot] as number;
      const run = Array.from({ length: variants.count[slot] as number }, (_, k) => [
        variants.sizeNames[variants.size[start + k] as number],
        variants.family[start + k],
        variants.price[start + k],
        variants.discount[start + k],
        variants.stock[start + k],
      ]);
      return {
        id,
        category: index.categoryIds[slot],
        createdAt: index.createdAt[slot],
        run,
        summary: [
          variants.lowestPrice[slot],
          variants.highestPrice[slot],
          variants.topDiscount[slot],
          variants.stocked[slot],
          variants.familyBits[slot],
          // Size bits depend on the order sizes were first seen in: compare the sizes they stand for.
          [...new Set(run.map(([size]) => size))].sort(),
        ],
      };
    }),
    slotOf: [...index.slotOf].sort(),
    categorySlots: [...index.categorySlots].sort(([a], [b]) => (a < b ? -1 : 1)),
    allSlots: [...index.allSlots],
  };
}

describe('placing changed products again', () => {
  it('gives the index a full rebuild of the same catalogue would give', async () => {
    const pick = series(12);
    // More products than one chunk of the build, so that the build goes on over turns of the event loop.
    let live = Array.from({ length: 6_000 }, (_, n) => randomRow(pick, n)).sort(newestFirst);
    const index = await buildIndex(live);

    const archived = new Set(live.filter(() => pick(10) === 0).map((row) => row.id));
    const moved = live.filter((row) => !archived.has(row.id) && pick(10) === 0);
    const renewed = moved.map((row) => ({ ...row, categoryId: 'c9', variants: randomRow(pick, 0).variants }));
    // New products, some backdated among the old ones, one with a size no product had.
    const added = Array.from({ length: 25 }, (_, n) => randomRow(pick, 10_000 + n));
    added[0]?.variants?.push(['5XL', 'Blue', 99_900, 70, 3]);
    const changed = new Set([...archived, ...moved.map((row) => row.id), ...added.map((row) => row.id)]);
    live = [...live.filter((row) => !changed.has(row.id)), ...renewed, ...added].sort(newestFirst);

    const placed = await placeAgain(index, [...renewed, ...added], changed);
    expect(contents(placed)).toEqual(contents(await buildIndex(live)));
    expect(placed.productIds).toEqual(live.map((row) => row.id));
  });

  it('leaves the index it started from as it was', async () => {
    const pick = series(5);
    const rows = Array.from({ length: 50 }, (_, n) => randomRow(pick, n)).sort(newestFirst);
    const index = await buildIndex(rows);
    const before = contents(index);
    const first = rows[0] as IndexRow;
    await placeAgain(index, [{ ...first, categoryId: 'c7' }], new Set([first.id]));
    expect(contents(index)).toEqual(before);
  });
});
