import { useEffect } from 'react';
import { BRAND_NAME, useCompanyDetails } from './company';

/**
 * Names the browser tab after the page ("Kurtas | Vastra"). The server writes the same title into
 * the first page load; this keeps it right while the shopper moves around inside the app.
 */
export function usePageTitle(title: string | undefined) {
  const brand = useCompanyDetails()?.name || BRAND_NAME;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [title, brand]);
}
