import { useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { Breadcrumb } from './Breadcrumb';
import { isNotFound, useCategoryProducts } from './catalog-queries';
import { ProductCard } from './ProductCard';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { SubcategoryLinks } from './SubcategoryLinks';
import { usePageTitle } from './use-page-title';

/** /products/{categorySlug}: breadcrumb, subcategories and the category's products, 20 at a time. */
export function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const query = useCategoryProducts(categorySlug);
  const first = query.data?.pages[0];
  usePageTitle(first?.category.name);

  if (query.isPending) {
    return (
      <main className="mx-auto max-w-7xl px-4 pt-24 pb-28 sm:px-6">
        <div className="mb-8 h-24 max-w-md animate-pulse rounded-lg bg-neutral-100" />
        <ProductGridSkeleton />
      </main>
    );
  }
  if (query.isError || !first) {
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-7xl items-center justify-center px-4 pt-24 pb-28">
        <p className="text-center text-neutral-600">
          {isNotFound(query.error) ? 'Category not found.' : 'Failed to load products.'}
        </p>
      </main>
    );
  }

  const { category, breadcrumb, pagination } = first;
  const products = query.data.pages.flatMap((page) => page.data);
  const ancestors = breadcrumb.filter((crumb) => crumb.id !== category.id);

  return (
    <main className="mx-auto max-w-7xl px-4 pt-24 pb-28 sm:px-6">
      <Breadcrumb trail={ancestors} current={category.name} />
      <header className="mt-5 mb-8 flex flex-wrap items-end justify-between gap-3 border-b border-neutral-200 pb-6">
        <div>
          <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">{category.name}</h1>
          {category.description && <p className="mt-2 max-w-2xl text-neutral-600">{category.description}</p>}
        </div>
        <p className="text-sm text-neutral-500">
          {pagination.total} {pagination.total === 1 ? 'product' : 'products'}
        </p>
      </header>

      {category.subCategories.length > 0 && <SubcategoryLinks subCategories={category.subCategories} />}

      {products.length === 0 ? (
        <p className="py-20 text-center text-neutral-600">No products found in this category yet.</p>
      ) : (
        <>
          {/* The cards' names are h3s: screen-reader users skim the page by its headings. */}
          <h2 className="sr-only">Products</h2>
          <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 lg:grid-cols-4">
            {products.map((product, index) => (
              <li key={product.id}>
                {/* The first picture is the largest thing on screen when the page opens: it alone
                    jumps the queue; the rest load as they near the screen. */}
                <ProductCard product={product} priority={index === 0} />
              </li>
            ))}
          </ul>
          <div className="mt-12 flex flex-col items-center gap-3">
            <p className="text-xs text-neutral-500">
              Showing {products.length} of {pagination.total}
            </p>
            {query.hasNextPage && (
              <button
                type="button"
                onClick={() => query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
                className="flex min-w-48 items-center justify-center gap-2 rounded-full border border-neutral-900 px-8 py-3 text-sm font-semibold tracking-wide transition hover:bg-neutral-900 hover:text-white disabled:opacity-60"
              >
                {query.isFetchingNextPage ? <Spinner size={16} /> : 'Load more'}
              </button>
            )}
          </div>
        </>
      )}
    </main>
  );
}
