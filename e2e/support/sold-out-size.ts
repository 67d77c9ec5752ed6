import { type APIRequestContext, expect } from '@playwright/test';
import { signInThroughApi } from './session';

interface Variant {
  id: string;
  color: string;
  size: string;
  stock: number;
}

/** A demo product with one of its sizes sold out by the admin, and how to put that size back in stock. */
export interface SoldOutSize {
  product: { id: string; name: string };
  variant: Variant;
  /** The admin puts `stock` units back through the product list's inline stock edit. */
  restock(stock: number): Promise<void>;
}

/**
 * Sells out one size of the `index`-th demo product, oldest first, that has several sizes in one
 * colour, so each caller gets a product of its own.
 */
export async function soldOutSize(request: APIRequestContext, index: number): Promise<SoldOutSize> {
  const { token } = await signInThroughApi(request, 'admin', process.env.E2E_ADMIN_PASSWORD ?? '');
  const headers = { authorization: `Bearer ${token}` };
  // Every product, oldest first: newest first, the products other journeys add moved the demo
  // products down the list between two callers, and they took the same one.
  const data: { id: string; name: string; variants: Variant[] }[] = [];
  for (let page = 1; ; page++) {
    const answer = (await (await request.get(`/api/products?limit=100&page=${page}`)).json()) as {
      data: typeof data;
      pagination: { totalPages: number };
    };
    data.push(...answer.data);
    if (page >= answer.pagination.totalPages) break;
  }
  data.reverse();
  const sized = data.filter((p) => p.variants.filter((v) => v.color === p.variants[0]?.color).length > 1);
  const product = sized[index];
  const variant = product?.variants.filter((v) => v.color === product.variants[0]?.color)[1];
  if (!product || !variant)
    throw new Error(`The demo catalogue has no ${index + 1}th product in several sizes`);
  const setStock = async (stock: number, was: number) => {
    const res = await request.put(`/api/admin/variants/${variant.id}/stock`, {
      headers,
      data: { stock, was },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  if (variant.stock > 0) await setStock(0, variant.stock);
  return { product, variant: { ...variant, stock: 0 }, restock: (stock) => setStock(stock, 0) };
}
