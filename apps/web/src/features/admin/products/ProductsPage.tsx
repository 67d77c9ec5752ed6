import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductStatus } from '@vastra/contract/catalogue';
import { Package } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { categoriesQueryKey, useCategories } from '../../../lib/category-tree';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { AdminListPage } from '../components/AdminListPage';
import { SearchField, StatusFilter } from '../components/ListToolbar';
import { SelectAllOnPage } from '../components/SelectAllOnPage';
import { useErrorToast } from '../components/use-error-toast';
import { useToggleSet } from '../components/use-toggle-set';
import { useMayUse } from '../sections';
import { ProductBulkBar } from './ProductBulkBar';
import { ProductFormModal } from './ProductFormModal';
import { ProductRow } from './ProductRow';
import { adminProductsQueryKey, deleteProduct, useAdminProducts } from './product-api';

type FormState = { editing: Product | null } | null;

const statusWords: Record<ProductStatus, string> = { ACTIVE: 'On sale', DRAFT: 'Drafts' };
const productStatuses: readonly ProductStatus[] = ['ACTIVE', 'DRAFT'];

/** 'Product Management': every product with stock and price, its variants, and add, edit and delete. */
export function ProductsPage() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState('');
  // Two letters at least, as the shop's own search asks; typed words settle before the server is asked.
  const settled = useDebouncedValue(filter.trim(), 300);
  const term = settled.length >= 2 ? settled : '';
  const [status, setStatus] = useState<ProductStatus | ''>('');
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminProducts(
    term,
    status,
  );
  useErrorToast(error, 'Failed to fetch products.');
  const { data: categories = [] } = useCategories();
  const [openIds, toggle] = useToggleSet();
  const [form, setForm] = useState<FormState>(null);
  const mayChange = useMayUse('catalogue');
  const [selected, togglePicked, setSelected] = useToggleSet();

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

  const shown = data?.pages.flatMap((page) => page.data) ?? [];
  const total = data?.pages[0]?.pagination.total ?? 0;
  // Only what is on screen can be picked: a product scrolled away by a new search drops out.
  const picked = shown.filter((product) => selected.has(product.id));

  return (
    <AdminListPage
      wide
      title="Product Management"
      description="Products, their colour and size variants, prices and stock."
      add={{ label: 'Add Product', onAdd: () => setForm({ editing: null }) }}
      filter={
        <div className="flex w-full max-w-2xl flex-wrap items-center gap-3">
          <SearchField
            label="Search products"
            value={filter}
            onChange={setFilter}
            placeholder="Search the whole catalogue"
            className="block w-full max-w-xs"
          />
          <StatusFilter<ProductStatus>
            value={status}
            statuses={productStatuses}
            allLabel="All products"
            word={(choice) => statusWords[choice]}
            onChange={setStatus}
          />
          {mayChange && shown.length > 0 && (
            <SelectAllOnPage
              ids={shown.map((product) => product.id)}
              selected={selected}
              onChange={setSelected}
            />
          )}
        </div>
      }
      summary={
        total > 0 && (
          <p className="text-sm text-neutral-500">
            {term
              ? `${total} ${total === 1 ? 'product matches' : 'products match'} “${term}”`
              : total > shown.length
                ? `Showing the newest ${shown.length} of ${total} products`
                : `${total} ${total === 1 ? 'product' : 'products'}`}
          </p>
        )
      }
      bulk={
        mayChange &&
        picked.length > 0 && (
          <ProductBulkBar picked={picked} categories={categories} onClear={() => setSelected(new Set())} />
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
            ? 'No products match that search.'
            : status === 'DRAFT'
              ? 'No drafts: every product is on sale.'
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
          picking={
            mayChange
              ? { picked: selected.has(product.id), onPick: () => togglePicked(product.id) }
              : undefined
          }
          editable={mayChange}
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
