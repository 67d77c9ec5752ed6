// @vitest-environment node
// As the API server draws pages: in Node, with no window.

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { QueryClient } from '@tanstack/react-query';
import type { Company } from '@vastra/contract/catalogue';
import type { ReviewPage } from '@vastra/contract/reviews';
import { STOCK_SHOWN_BELOW } from '@vastra/contract/stock-shown';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server';
import { aCategory, aProduct, aVariant } from './test/catalogue';
import { aStorePolicies } from './test/store-policies';

/** Every query client a drawing made, held weakly: what the server keeps of them after it answers. */
const clientsMade = vi.hoisted(() => [] as WeakRef<QueryClient>[]);
vi.mock('./lib/query-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('./lib/query-client')>();
  return {
    ...real,
    createQueryClient: () => {
      const made = real.createQueryClient();
      clientsMade.push(new WeakRef(made.queryClient));
      return made;
    },
  };
});

/** A full garbage collection, after the current job has let go of what it dereferenced. */
async function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
}

const company: Company = {
  name: 'Vastra Fashions',
  logoUrl: null,
  address: '12 MG Road, Bengaluru',
  pincode: '560001',
  email: 'hello@vastra.example',
  phone: '080 1234 5678',
  gstin: null,
  state: 'Karnataka',
  grievanceOfficer: null,
};

function reviewsOf(productId: string): ReviewPage {
  return {
    data: [
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        productId,
        rating: 5,
        title: 'Soft and true to size',
        text: null,
        author: 'Ravi T.',
        createdAt: '2026-11-20T10:00:00.000Z',
        verifiedPurchase: true,
      },
    ],
    pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
    summary: { average: 5, count: 1, byRating: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } },
  };
}

/** The shop's API as the server's own transport answers it, with the product's stock as the test sets it. */
function shopApi(productId: string) {
  const shop = { stock: 4, asked: [] as string[] };
  const transport = async (url: string) => {
    const path = new URL(url, 'http://shop.test').pathname;
    shop.asked.push(path);
    const answers: Record<string, unknown> = {
      '/api/categories': [],
      '/api/company-details': company,
      '/api/meta/shop-rules': { maxQuantityPerLine: 10 },
      [`/api/products/${productId}`]: aProduct({
        id: productId,
        variants: [aVariant({ stock: shop.stock })],
      }),
      [`/api/products/${productId}/reviews`]: reviewsOf(productId),
      '/api/store-policies': aStorePolicies({ windowDays: 10 }),
    };
    const answer = answers[path];
    return answer === undefined
      ? new Response('{"message":"Not found."}', {
          status: 404,
          headers: { 'content-type': 'application/json' },
        })
      : Response.json(answer);
  };
  return { shop, transport };
}

describe('drawing a shopper page on the server', () => {
  it('draws a product page again with its new data, reviews and all, however often it changes', async () => {
    const productId = '00000000-0000-4000-8000-000000000042';
    const url = `http://localhost/product/${productId}`;
    const { shop, transport } = shopApi(productId);

    const first = await renderPage(url, transport);
    expect(first?.html).toContain('In Stock');
    expect(first?.html).toContain('Soft and true to size');

    for (const stock of [0, 3]) {
      shop.stock = stock;
      shop.asked = [];
      const again = await renderPage(url, transport);
      expect(again?.html).toContain(stock === 0 ? 'Out of Stock' : 'In Stock');
      expect(again?.html).toContain('Soft and true to size');
      // Every answer is asked for afresh, once: nothing is reused from the last draw but the questions.
      expect([...shop.asked].sort()).toEqual(
        [
          '/api/categories',
          '/api/company-details',
          '/api/meta/shop-rules',
          `/api/products/${productId}`,
          `/api/products/${productId}/reviews`,
        ].sort(),
      );
      expect(JSON.parse(again?.queries ?? '{}').queries).toHaveLength(
        JSON.parse(first?.queries ?? '{}').queries.length,
      );
    }
  });

  it('draws a product page the same for every stock from STOCK_SHOWN_BELOW up, and shows those below', async () => {
    const productId = '00000000-0000-4000-8000-000000000042';
    const url = `http://localhost/product/${productId}`;
    const { shop, transport } = shopApi(productId);
    const drawnAt = async (stock: number) => {
      shop.stock = stock;
      return (await renderPage(url, transport))?.html;
    };
    // The server writes a new stock into a kept page without drawing it again only on this promise.
    const atTheBar = await drawnAt(STOCK_SHOWN_BELOW);
    for (const stock of [STOCK_SHOWN_BELOW + 1, 57, 4_000]) expect(await drawnAt(stock)).toBe(atTheBar);
    expect(await drawnAt(STOCK_SHOWN_BELOW - 1)).not.toBe(atTheBar);
  });

  it('draws a category list the same for every stock from STOCK_SHOWN_BELOW up, and shows sold out', async () => {
    const { transport: shopTransport } = shopApi('00000000-0000-4000-8000-000000000042');
    const kurtas = aCategory({ name: 'Kurtas', products: 2 });
    let stock = 0;
    const transport = async (url: string, init?: RequestInit) => {
      const { pathname } = new URL(url, 'http://shop.test');
      if (pathname === '/api/categories') return Response.json([kurtas]);
      if (pathname !== '/api/products/category/kurtas') return shopTransport(url);
      const products = [
        aProduct({ id: '00000000-0000-4000-8000-000000000051', variants: [aVariant({ stock })] }),
        aProduct({
          id: '00000000-0000-4000-8000-000000000052',
          name: 'Silk Kurta',
          variants: [aVariant({ size: 'M', stock }), aVariant({ size: 'L', stock: stock + 1 })],
        }),
      ];
      const page = { data: products, pagination: { page: 1, limit: 20, total: 2, totalPages: 1 } };
      return Response.json(
        { ...page, category: kurtas, breadcrumb: [{ id: kurtas.id, name: 'Kurtas', slug: 'kurtas' }] },
        init,
      );
    };
    const drawnAt = async (shown: number) => {
      stock = shown;
      const page = await renderPage('http://localhost/products/kurtas', transport);
      expect(page?.html).toContain('Silk Kurta');
      return page?.html;
    };
    // The server writes a new stock into a kept list without drawing it again only on this promise.
    const atTheBar = await drawnAt(STOCK_SHOWN_BELOW);
    for (const shown of [STOCK_SHOWN_BELOW + 1, 57, 4_000]) expect(await drawnAt(shown)).toBe(atTheBar);
    expect(await drawnAt(0)).toContain('Sold out');
  });

  it('draws a policy page with the shop’s own return window', async () => {
    const { transport } = shopApi('00000000-0000-4000-8000-000000000042');
    const page = await renderPage('http://localhost/policies/returns', transport);
    expect(page?.html).toContain('Return Policy');
    expect(page?.html).toContain('You can ask to return or exchange an item within 10 days of delivery.');
  });

  it('keeps nothing of a drawn page once it is sent: its answers can be collected', async () => {
    const productIds = ['00000000-0000-4000-8000-000000000061', '00000000-0000-4000-8000-000000000062'];
    clientsMade.length = 0;
    for (const productId of [...productIds, ...productIds]) {
      const { transport } = shopApi(productId);
      const page = await renderPage(`http://localhost/product/${productId}`, transport);
      expect(page?.html).toContain('Soft and true to size');
    }
    expect(clientsMade).toHaveLength(4);
    await collectGarbage();
    // The server remembers which answers each page asked for, never the answers.
    expect(clientsMade.filter((client) => client.deref() !== undefined)).toHaveLength(0);
  });
});
