import type { CategoryProductPage } from '@vastra/contract/catalogue';
import { categoryProductsPageSize } from '@vastra/contract/listing-filters';
import { useParams } from 'react-router';
import { isNotFound } from '../../lib/product-query';
import { usePageTitle } from '../../lib/use-page-title';
import { Breadcrumb } from './Breadcrumb';
import { useProductListing } from './catalog-queries';
import { ProductListing } from './finding/ProductListing';
import { useListingFilters } from './finding/use-listing-filters';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { SubcategoryLinks } from './SubcategoryLinks';

const categorySorts = ['newest', 'price_asc', 'price_desc', 'discount'] as const;

/**
 * /products/{categorySlug}: breadcrumb, subcategories and the category's products, a page at a time,
 * with sort and filters kept in the URL.
 */
export function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const path = `/products/category/${encodeURIComponent(categorySlug)}`;
  const { filters, setFilters, apiParams } = useListingFilters();
  const query = useProductListing<CategoryProductPage>(path, apiParams, categoryProductsPageSize);
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

  const { category, breadcrumb } = first;
  const ancestors = breadcrumb.filter((crumb) => crumb.id !== category.id);

  return (
    <main className="mx-auto max-w-7xl px-4 pt-24 pb-28 sm:px-6">
      <Breadcrumb trail={ancestors} current={category.name} />
      <header className="mt-5 mb-8 border-b border-neutral-200 pb-6">
        <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">{category.name}</h1>
        {category.description && <p className="mt-2 max-w-2xl text-neutral-600">{category.description}</p>}
      </header>

      {category.subCategories.length > 0 && <SubcategoryLinks subCategories={category.subCategories} />}

      <ProductListing
        path={path}
        sorts={[...categorySorts]}
        filters={filters}
        onFilters={setFilters}
        query={query}
        emptyMessage="No products found in this category yet."
      />
    </main>
  );
}
