/**
 * A kept server-drawn page ends with the stock of its products as it is now, when sales changed it
 * since the page was drawn without changing what the page shows (stock-shown.ts). The server writes
 * only this small block anew after a sale; the answers the page carries for the browser keep the
 * figures they were drawn with, and the browser writes these in before it takes the page over.
 */
export const PAGE_STOCK_ELEMENT_ID = 'vastra-stock';

/** Each product's variants' stock, by product id, then variant id. */
export type PageStock = Record<string, Record<string, number>>;

interface ProductWithStock {
  id: string;
  totalStock: number;
  variants: { id: string; stock: number }[];
}

/**
 * Every product object in `data` (an answer, a list, a rail, a page of results, wherever it holds
 * one) which lists its variants, each as often as it is held: those whose id `ids` has, or all.
 */
export function productsHeld(data: unknown, ids?: ReadonlySet<string>): ProductWithStock[] {
  if (Array.isArray(data)) return data.flatMap((item) => productsHeld(item, ids));
  if (typeof data !== 'object' || data === null) return [];
  const product = data as Partial<ProductWithStock>;
  const wanted = typeof product.id === 'string' && (ids === undefined || ids.has(product.id));
  if (wanted && Array.isArray(product.variants)) {
    return [product as ProductWithStock];
  }
  return Object.values(data).flatMap((value) => productsHeld(value, ids));
}

/**
 * Writes `stock` into every product `answers` hold (the data of a page's dehydrated queries): each
 * variant's stock, and the product's total as the API gives it, the sum of its variants'.
 */
export function withPageStock(answers: unknown, stock: PageStock): void {
  const ids = new Set(Object.keys(stock));
  for (const product of productsHeld(answers, ids)) {
    const figures = stock[product.id] ?? {};
    let total = 0;
    for (const variant of product.variants) {
      variant.stock = figures[variant.id] ?? variant.stock;
      total += variant.stock;
    }
    product.totalStock = total;
  }
}
