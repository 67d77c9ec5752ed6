import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@vastra/contract/catalogue';
import { Package, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { categoriesQueryKey, useCategories } from '../../../lib/category-tree';
import { AdminTable } from '../components/AdminTable';
import { formStyles as f } from '../components/form-styles';
import { PageHeader } from '../components/PageHeader';
import { useErrorToast } from '../components/use-error-toast';
import { useToggleSet } from '../components/use-toggle-set';
import { ProductFormModal } from './ProductFormModal';
import { ProductRow } from './ProductRow';
import { adminProductsQueryKey, deleteProduct, useAdminProducts } from './product-api';

type FormState = { editing: Product | null } | null;

/** 'Product Management': every product with stock and price, its variants, and add, edit and delete. */
export function ProductsPage() {
  const queryClient = useQueryClient();
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminProducts();
  useErrorToast(error, 'Failed to fetch products.');
  const { data: categories = [] } = useCategories();
  const [openIds, toggle] = useToggleSet();
  const [form, setForm] = useState<FormState>(null);
  const [filter, setFilter] = useState('');

  const remove = useMutation({
    mutationFn: (product: Product) => deleteProduct(product.id),
    onSuccess: async () => {
      toast.success('Product deleted successfully!');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
        queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
      ]);
    },
    onError: () => toast.error('Failed to delete product.'),
  });

  const products = data?.pages.flatMap((page) => page.data) ?? [];
  const term = filter.trim().toLowerCase();
  const shown = term
    ? products.filter(
        (p) => p.name.toLowerCase().includes(term) || p.category.name.toLowerCase().includes(term),
      )
    : products;
  const total = data?.pages[0]?.pagination.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Product Management"
        description="Products, their colour and size variants, prices and stock."
        action={
          <button type="button" onClick={() => setForm({ editing: null })} className={f.primaryButton}>
            <Plus className="size-4" aria-hidden /> Add Product
          </button>
        }
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <label className="relative block w-full max-w-xs">
          <span className="sr-only">Filter products</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
            aria-hidden
          />
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Filter by product or category"
            className={`${f.input} pl-9`}
          />
        </label>
        {total > 0 && (
          <p className="text-sm text-neutral-500">
            {total > products.length
              ? `Showing the newest ${products.length} of ${total} products`
              : `${total} products`}
          </p>
        )}
      </div>
      <AdminTable
        columns={['Product', 'Category', 'Stock', 'Price', 'Actions']}
        loading={isPending}
        empty={shown.length === 0}
        emptyIcon={Package}
        emptyMessage={
          error
            ? 'Products could not be loaded.'
            : term
              ? 'No products match that filter.'
              : 'No products yet.'
        }
      >
        {shown.map((product) => (
          <ProductRow
            key={product.id}
            product={product}
            open={openIds.has(product.id)}
            deleting={remove.isPending && remove.variables?.id === product.id}
            onToggle={() => toggle(product.id)}
            onEdit={() => setForm({ editing: product })}
            onDelete={() => {
              if (window.confirm('Are you sure you want to delete this product?')) remove.mutate(product);
            }}
          />
        ))}
      </AdminTable>
      {hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            onClick={() => fetchNextPage()}
            disabled={isFetchingNextPage}
            className={f.secondaryButton}
          >
            {isFetchingNextPage ? 'Loading...' : 'Load more products'}
          </button>
        </div>
      )}
      {form && (
        <ProductFormModal categories={categories} editing={form.editing} onClose={() => setForm(null)} />
      )}
    </div>
  );
}
