import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ShopBanner } from '@vastra/contract/banners';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCategory, anImage, aProduct, aVariant } from '../../../test/catalogue';
import { HomeSections } from './HomeSections';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const page = (products: ReturnType<typeof aProduct>[]) => ({
  data: products,
  pagination: { page: 1, limit: 8, total: products.length, totalPages: 1 },
});

const banner: ShopBanner = {
  id: 'banner-1',
  title: 'The Saree Story',
  subtitle: 'Up to 30% off',
  link: '/products/sarees',
  image: { url: '/uploads/banner.png', width: 1600, height: 1000, srcset: [] },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The shop answers the rails and banners; `asked` records each path the sections asked for. */
function renderHome(answers: { newest: unknown; deals: unknown; banners: unknown }) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url.includes('/banners')) return json(answers.banners);
      return json(url.includes('sort=discount') ? answers.deals : answers.newest);
    }),
  );
  const categories = [
    aCategory({
      name: 'Men',
      uploads: [{ ...anImage({ id: 'men-cover' }), filename: 'men.png', fileType: 'IMAGE' }],
    }),
    aCategory({ name: 'Women' }),
    aCategory({ name: 'Kids' }),
  ];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <HomeSections categories={categories} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
}

describe('the home page below the slideshow', () => {
  it('shows a tile for every top-level category, linking to its products', () => {
    renderHome({ newest: page([]), deals: page([]), banners: [] });
    const tiles = within(screen.getByRole('region', { name: 'Shop by category' })).getAllByRole('link');
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Men', '/products/men'],
      ['Women', '/products/women'],
      ['Kids', '/products/kids'],
    ]);
  });

  it('shows the new arrivals and deals rails and the banners, from the in-stock lists', async () => {
    const asked = renderHome({
      newest: page([aProduct({ name: 'Linen Shirt' })]),
      deals: page([
        aProduct({
          name: 'Silk Saree',
          variants: [aVariant({ originalPrice: '4000.00', discountPrice: '2800.00' })],
        }),
      ]),
      banners: [banner],
    });
    const newArrivals = await screen.findByRole('region', { name: 'New arrivals' });
    expect(within(newArrivals).getByRole('heading', { name: 'Linen Shirt' })).toBeTruthy();
    const deals = await screen.findByRole('region', { name: 'Deals' });
    expect(within(deals).getByRole('heading', { name: 'Silk Saree' })).toBeTruthy();
    const offer = await screen.findByRole('link', { name: /The Saree Story/ });
    expect(offer.getAttribute('href')).toBe('/products/sarees');
    expect(offer.textContent).toContain('Up to 30% off');
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/products?sort=newest&inStock=true&limit=8',
        '/api/products?sort=discount&inStock=true&minDiscount=1&limit=8',
        '/api/banners',
      ]),
    );
  });

  it('leaves out a rail with no products and banners when the shop has none', async () => {
    renderHome({ newest: page([aProduct({ name: 'Linen Shirt' })]), deals: page([]), banners: [] });
    await screen.findByRole('region', { name: 'New arrivals' });
    expect(screen.queryByRole('region', { name: 'Deals' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Offers' })).toBeNull();
  });
});
