import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '../../test/catalogue';
import { RecentlyViewed } from './RecentlyViewed';
import { readRecentlyViewed, rememberViewed, VIEWED_LIMIT } from './recently-viewed';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The shop knows these products; any other id is a 404, as for a product taken off sale. */
function renderOn(productId: string, known: ReturnType<typeof aProduct>[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const found = known.find((product) => url.endsWith(`/products/${product.id}`));
      return found ? json(200, found) : json(404, { message: 'Product not found.' });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RecentlyViewed productId={productId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('recently viewed', () => {
  it('shows the products this device opened before, newest first, not the one on screen', async () => {
    const kurta = aProduct({ id: 'kurta', name: 'Cotton Kurta' });
    const saree = aProduct({ id: 'saree', name: 'Silk Saree' });
    rememberViewed('kurta');
    rememberViewed('saree');
    rememberViewed('dupatta');
    renderOn('dupatta', [kurta, saree]);
    await screen.findByRole('heading', { name: 'Recently viewed' });
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Silk Saree', 'Cotton Kurta']);
    expect(readRecentlyViewed()).toEqual(['dupatta', 'saree', 'kurta']);
  });

  it('forgets a product no longer on sale, and shows nothing on a first visit', async () => {
    rememberViewed('gone');
    renderOn('kurta', []);
    await waitFor(() => expect(readRecentlyViewed()).toEqual(['kurta']));
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
  });

  it('keeps only the newest products', () => {
    for (let n = 0; n < VIEWED_LIMIT + 3; n++) rememberViewed(`p${n}`);
    expect(readRecentlyViewed()).toHaveLength(VIEWED_LIMIT);
    expect(readRecentlyViewed()[0]).toBe(`p${VIEWED_LIMIT + 2}`);
  });
});
