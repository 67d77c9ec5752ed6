/** Letter sizes from small to large (docs/api.md §5: XS S M L XL XXL 3XL, with their usual spellings). */
const letterSizes = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL', '5XL'];

/**
 * Where a size sits from small to large, as docs/api.md §5 orders them: letter sizes, then numbers
 * ascending, then ages (2-3Y before 10-11Y; months before years). Unknown sizes ("Free Size") last.
 */
export function sizeRank(size: string): number {
  const text = size.trim().toUpperCase();
  const letter = letterSizes.indexOf(text);
  if (letter >= 0) return letter;
  const age = /^(\d+)(?:\s*-\s*\d+)?\s*(Y|YRS?|YEARS?|M|MONTHS?)$/.exec(text);
  if (age) return 100_000 + Number(age[1]) * (age[2]?.startsWith('M') ? 1 : 12);
  const number = Number(text);
  return Number.isFinite(number) && text !== '' ? 1_000 + number : Number.POSITIVE_INFINITY;
}

/** Sizes from small to large; sizes of the same rank keep their order. */
export function sortSizes<T>(items: T[], sizeOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, rank: sizeRank(sizeOf(item)) }))
    .sort((a, b) => (a.rank === b.rank ? a.index - b.index : a.rank < b.rank ? -1 : 1))
    .map(({ item }) => item);
}
