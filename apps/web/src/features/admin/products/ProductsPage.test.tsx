import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '../../../test/catalogue';
import { ProductsPage } from './ProductsPage';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const page = (names: string[], total: number) => ({
  data: names.map((name, n) => aProduct({ id: `p-${n}-${name}`, name })),
  pagination: { page: 1, limit: 100, total, totalPages: Math.ceil(total / 100) },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin’s product list', () => {
  it('asks the server for a search, so a product beyond the pages loaded is found', async () => {
    const fetch = vi.fn(async (url: string) => {
      const query = new URL(url, 'http://shop').searchParams;
      if (url.includes('/categories')) return json([]);
      return json(
        query.get('q') === 'oxford' ? page(['Slim Fit Oxford Shirt'], 1) : page(['Linen Kurta'], 2000),
      );
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProductsPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Showing the newest 1 of 2000 products')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'oxford' } });
    expect(await screen.findByText('Slim Fit Oxford Shirt')).toBeTruthy();
    expect(screen.getByText('1 product matches “oxford”')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url).some((url) => url.includes('q=oxford'))).toBe(true);
  });
});
