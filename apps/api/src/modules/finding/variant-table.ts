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
 * each product's variants in one run from `start[slot]` of `count[slot]` variants. Sizes are stored
 * as numbers into `sizeNames`, colour families as their place in `colourFamilies`.
 */
export interface VariantTable {
  start: Int32Array;
  count: Int32Array;
  /** How many variants the product's run has room for: a product that outgrows it moves to the end. */
  room: Int32Array;
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

/** An empty table for `products` products and room for `variants` variants. */
export function createVariantTable(products: number, variants: number): VariantTable {
  const room = Math.max(variants, 16);
  return {
    start: new Int32Array(products),
    count: new Int32Array(products),
    room: new Int32Array(products),
    size: new Int32Array(room),
    family: new Uint8Array(room),
    price: new Float64Array(room),
    discount: new Uint8Array(room),
    stock: new Int32Array(room),
    used: 0,
    sizeNames: [],
    sizeNumbers: new Map(),
  };
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
  for (const [size, family, price, discount, stock] of rows) {
    table.size[at] = sizeNumber(table, size);
    table.family[at] = family === null ? NO_FAMILY : colourFamilies.indexOf(family);
    table.price[at] = price;
    table.discount[at] = discount;
    table.stock[at] = stock;
    at += 1;
  }
  table.count[slot] = rows.length;
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
