import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@vastra/contract/catalogue';
import { Package } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { categoriesQueryKey, useCategories } from '../../../lib/category-tree';
import { AdminListPage } from '../components/AdminListPage';
import { SearchField } from '../components/ListToolbar';
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
    <AdminListPage
      wide
      title="Product Management"
      description="Products, their colour and size variants, prices and stock."
      add={{ label: 'Add Product', onAdd: () => setForm({ editing: null }) }}
      filter={
        <SearchField
          label="Filter products"
          value={filter}
          onChange={setFilter}
          placeholder="Filter by product or category"
          className="block w-full max-w-xs"
        />
      }
      summary={
        total > 0 && (
          <p className="text-sm text-neutral-500">
            {total > products.length
              ? `Showing the newest ${products.length} of ${total} products`
              : `${total} products`}
          </p>
        )
      }
      table={{
        columns: ['Product', 'Category', 'Stock', 'Price', 'Actions'],
        loading: isPending,
        empty: shown.length === 0,
        emptyIcon: Package,
        emptyMessage: error
          ? 'Products could not be loaded.'
          : term
            ? 'No products match that filter.'
            : 'No products yet.',
      }}
      loadMore={{ label: 'Load more products', hasNextPage, isFetchingNextPage, fetchNextPage }}
      dialog={
        form && (
          <ProductFormModal categories={categories} editing={form.editing} onClose={() => setForm(null)} />
        )
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
    </AdminListPage>
  );
}
