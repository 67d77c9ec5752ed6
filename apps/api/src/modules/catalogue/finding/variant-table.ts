import { type ColourFamily, colourFamilies } from '@vastra/contract/finding-choices';

/** The colour family number of a variant whose name and hex name no family. */
export const NO_FAMILY = 255;

/** A live variant as the index reads it: size, colour family, effective price in paise, discount %, stock. */
export type VariantRow = [
  size: string,
  family: ColourFamily | null,
  pricePaise: number,
  discount: number,
  stock: number,
];

/**
 * The live variants of every indexed product as columns of typed arrays (about 18 bytes a variant),
 * each product's variants in one run from `start[slot]` of `count[slot]` variants, and a summary of
 * each product's variants (about 30 bytes a product). Sizes are stored as numbers into `sizeNames`,
 * colour families as their place in `colourFamilies`.
 */
export interface VariantTable {
  start: Int32Array;
  count: Int32Array;
  /** How many variants the product's run has room for: a product that outgrows it moves to the end. */
  room: Int32Array;
  /**
   * Per product, what any of its variants has (sizes and families as `summaryBit`s): a scan passes
   * over the products none of whose variants can count, without reading their variants.
   */
  sizeBits: Int32Array;
  familyBits: Int32Array;
  lowestPrice: Float64Array;
  highestPrice: Float64Array;
  topDiscount: Uint8Array;
  /** 1 when a variant of the product is in stock. */
  stocked: Uint8Array;
  size: Int32Array;
  family: Uint8Array;
  price: Float64Array;
  discount: Uint8Array;
  stock: Int32Array;
  /** Variant places in use, the end of the last run. */
  used: number;
  sizeNames: string[];
  sizeNumbers: Map<string, number>;
}

/**
 * An empty table for `products` products and room for `variants` variants, numbering sizes as
 * `sizesOf` does when given (so its variants can be copied in as they are).
 */
export function createVariantTable(products: number, variants: number, sizesOf?: VariantTable): VariantTable {
  const room = Math.max(variants, 16);
  return {
    start: new Int32Array(products),
    count: new Int32Array(products),
    room: new Int32Array(products),
    sizeBits: new Int32Array(products),
    familyBits: new Int32Array(products),
    lowestPrice: new Float64Array(products),
    highestPrice: new Float64Array(products),
    topDiscount: new Uint8Array(products),
    stocked: new Uint8Array(products),
    size: new Int32Array(room),
    family: new Uint8Array(room),
    price: new Float64Array(room),
    discount: new Uint8Array(room),
    stock: new Int32Array(room),
    used: 0,
    sizeNames: sizesOf ? [...sizesOf.sizeNames] : [],
    sizeNumbers: new Map(sizesOf?.sizeNumbers),
  };
}

/**
 * Copies the variants and summary of the product in `fromSlot` of `from` into the empty `slot`,
 * at the end of the runs: `table` numbers sizes as `from` does (`createVariantTable`).
 */
export function copyVariants(table: VariantTable, slot: number, from: VariantTable, fromSlot: number): void {
  const first = from.start[fromSlot] as number;
  const count = from.count[fromSlot] as number;
  growTo(table, table.used + count);
  const at = table.used;
  // A run is a few variants: a loop costs less than a view of each column.
  for (let k = 0; k < count; k++) {
    table.size[at + k] = from.size[first + k] as number;
    table.family[at + k] = from.family[first + k] as number;
    table.price[at + k] = from.price[first + k] as number;
    table.discount[at + k] = from.discount[first + k] as number;
    table.stock[at + k] = from.stock[first + k] as number;
  }
  table.start[slot] = at;
  table.count[slot] = count;
  table.room[slot] = count;
  table.used += count;
  table.sizeBits[slot] = from.sizeBits[fromSlot] as number;
  table.familyBits[slot] = from.familyBits[fromSlot] as number;
  table.lowestPrice[slot] = from.lowestPrice[fromSlot] as number;
  table.highestPrice[slot] = from.highestPrice[fromSlot] as number;
  table.topDiscount[slot] = from.topDiscount[fromSlot] as number;
  table.stocked[slot] = from.stocked[fromSlot] as number;
}

/** Replaces the variants of the product in `slot` with `rows`: in its run when they fit, else at the end. */
export function putVariants(table: VariantTable, slot: number, rows: VariantRow[]): void {
  if (rows.length > (table.room[slot] ?? 0)) {
    growTo(table, table.used + rows.length);
    table.start[slot] = table.used;
    table.room[slot] = rows.length;
    table.used += rows.length;
  }
  let at = table.start[slot] ?? 0;
  let sizeBits = 0;
  let familyBits = 0;
  let lowestPrice = Number.POSITIVE_INFINITY;
  let highestPrice = Number.NEGATIVE_INFINITY;
  let topDiscount = 0;
  let stocked = 0;
  for (const [size, family, price, discount, stock] of rows) {
    const number = sizeNumber(table, size);
    const familyNumber = family === null ? NO_FAMILY : colourFamilies.indexOf(family);
    table.size[at] = number;
    table.family[at] = familyNumber;
    table.price[at] = price;
    table.discount[at] = discount;
    table.stock[at] = stock;
    at += 1;
    sizeBits |= summaryBit(number);
    if (familyNumber !== NO_FAMILY) familyBits |= summaryBit(familyNumber);
    lowestPrice = Math.min(lowestPrice, price);
    highestPrice = Math.max(highestPrice, price);
    topDiscount = Math.max(topDiscount, discount);
    if (stock > 0) stocked = 1;
  }
  table.count[slot] = rows.length;
  table.sizeBits[slot] = sizeBits;
  table.familyBits[slot] = familyBits;
  table.lowestPrice[slot] = lowestPrice;
  table.highestPrice[slot] = highestPrice;
  table.topDiscount[slot] = topDiscount;
  table.stocked[slot] = stocked;
}

/**
 * The bit a size or family number sets in a product's summary: its own below 31, one shared by all
 * the others (the summary then only says "maybe", and the product's variants are read).
 */
export function summaryBit(number: number): number {
  return 1 << Math.min(number, 31);
}

function sizeNumber(table: VariantTable, size: string): number {
  let number = table.sizeNumbers.get(size);
  if (number === undefined) {
    number = table.sizeNames.length;
    table.sizeNames.push(size);
    table.sizeNumbers.set(size, number);
  }
  return number;
}

/** Makes room for `needed` variants, half as much again, so that growing is rare. */
function growTo(table: VariantTable, needed: number): void {
  if (needed <= table.size.length) return;
  const room = Math.ceil(needed * 1.5);
  const grown = <T extends Int32Array | Uint8Array | Float64Array>(array: T, make: (n: number) => T): T => {
    const copy = make(room);
    copy.set(array);
    return copy;
  };
  table.size = grown(table.size, (n) => new Int32Array(n));
  table.family = grown(table.family, (n) => new Uint8Array(n));
  table.price = grown(table.price, (n) => new Float64Array(n));
  table.discount = grown(table.discount, (n) => new Uint8Array(n));
  table.stock = grown(table.stock, (n) => new Int32Array(n));
}
