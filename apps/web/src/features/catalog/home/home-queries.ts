import { useQuery } from '@tanstack/react-query';
import type { ShopBanner } from '@vastra/contract/banners';
import type { ProductPage } from '@vastra/contract/catalogue';
import { api } from '../../../lib/api';

/** How many cards a home rail shows: two rows of a desktop's four. */
export const RAIL_SIZE = 8;

/**
 * The product lists behind the home rails (GET /products): the newest products in stock, and the
 * in-stock products with the largest discount (those with none left out).
 */
export const homeRails = {
  newArrivals: `sort=newest&inStock=true&limit=${RAIL_SIZE}`,
  deals: `sort=discount&inStock=true&minDiscount=1&limit=${RAIL_SIZE}`,
} as const;

/** One home rail's products. Drawn with the page on the server (entry-server.tsx lists 'home-rail'). */
export function useHomeRail(rail: keyof typeof homeRails) {
  return useQuery({
    queryKey: ['home-rail', rail],
    queryFn: ({ signal }) => api<ProductPage>(`/products?${homeRails[rail]}`, { signal }),
    select: (page) => page.data,
  });
}

/** The shop's active banners (GET /banners), drawn with the page on the server as the rails are. */
export function useHomeBanners() {
  return useQuery({
    queryKey: ['home-banners'],
    queryFn: ({ signal }) => api<ShopBanner[]>('/banners', { signal }),
  });
}
