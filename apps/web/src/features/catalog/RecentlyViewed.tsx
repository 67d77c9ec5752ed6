import { useQueries } from '@tanstack/react-query';
import type { Product } from '@vastra/contract/catalogue';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { isNotFound, retryServerErrors } from '../../lib/product-query';
import { ProductRail } from './ProductRail';
import { forgetViewed, readRecentlyViewed, rememberViewed } from './recently-viewed';

/** How many of the products viewed before this one the row shows. */
const SHOWN = 8;

/**
 * "Recently viewed" at the end of the product page: the products this device opened before this one,
 * kept in the browser only, each read as it is sold now (GET /products/{id}, which the shop keeps), so
 * prices and stock are today's. One no longer on sale is dropped from the list.
 */
export function RecentlyViewed({ productId }: { productId: string }) {
  // Read once the page is alive (the server has no browser storage), before this product joins the list.
  const [earlier, setEarlier] = useState<string[]>([]);
  useEffect(() => {
    setEarlier(
      readRecentlyViewed()
        .filter((id) => id !== productId)
        .slice(0, SHOWN),
    );
    rememberViewed(productId);
  }, [productId]);

  const answers = useQueries({
    queries: earlier.map((id) => ({
      queryKey: ['product', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api<Product>(`/products/${encodeURIComponent(id)}`, { signal }),
      retry: retryServerErrors,
    })),
  });
  const gone = earlier.filter((_id, index) => isNotFound(answers[index]?.error)).join(',');
  useEffect(() => {
    for (const id of gone.split(',')) if (id) forgetViewed(id);
  }, [gone]);
  const products = answers.flatMap((answer) => (answer.data ? [answer.data] : []));
  return <ProductRail title="Recently viewed" products={products} />;
}
