import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { Spinner } from '../../components/Spinner';
import { useCategories } from '../../lib/category-tree';

/** SPEC.md §9: the root redirect waits 1 second. */
export const ROOT_REDIRECT_DELAY_MS = 1000;

/** /: after a short welcome, on to the first top-level category's landing view. */
export function HomeRedirect() {
  const { data: categories, isError } = useCategories();
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ROOT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const first = categories?.[0];
  if (first && waited) return <Navigate to={`/${first.slug}`} replace />;

  return (
    <main className="flex min-h-[80vh] flex-col items-center justify-center gap-6 bg-cream px-4 pt-16 text-center">
      {isError ? (
        <p className="text-neutral-600">Failed to load categories.</p>
      ) : categories && !first ? (
        <p className="text-neutral-600">No categories found. Please check back later.</p>
      ) : (
        <>
          <BrandMark className="font-display text-3xl tracking-[0.3em]" />
          <Spinner size={24} />
        </>
      )}
    </main>
  );
}
