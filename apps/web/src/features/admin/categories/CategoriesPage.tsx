import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@vastra/contract/catalogue';
import { FolderTree } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api';
import { categoriesQueryKey, useCategories } from '../../../lib/category-tree';
import { AdminListPage } from '../components/AdminListPage';
import type { AdminColumn } from '../components/AdminTable';
import { flattenCategoryTree } from '../components/category-options';
import { useErrorToast } from '../components/use-error-toast';
import { useToggleSet } from '../components/use-toggle-set';
import { CategoryFormModal } from './CategoryFormModal';
import { CategoryRow } from './CategoryRow';
import { deleteCategory } from './category-api';

type FormState = { editing: Category | null; parentId: string } | null;

const columns: AdminColumn[] = [
  'Category Name',
  { label: 'Sub-Items', width: 'w-28' },
  { label: 'Products', width: 'w-28' },
  { label: 'Actions', width: 'w-36' },
];

/** The category tree as an expandable table, with create, edit and delete (docs/product.md §2, admin). */
export function CategoriesPage() {
  const queryClient = useQueryClient();
  const { data: tree = [], isPending, error } = useCategories();
  useErrorToast(error, 'Failed to load categories.');
  const [expanded, toggle, setExpanded] = useToggleSet();
  const [form, setForm] = useState<FormState>(null);

  const remove = useMutation({
    mutationFn: (category: Category) => deleteCategory(category.id),
    onSuccess: async () => {
      toast.success('Category deleted.');
      await queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
    onError: (error) => {
      window.alert('Failed to delete category.');
      // The tree counts live products only: a category whose products were archived for past orders
      // looks empty, so the server's reason for refusing is worth showing too.
      const reason = errorMessage(error, '');
      if (reason) toast.error(reason);
    },
  });

  const parents = flattenCategoryTree(tree).filter(({ category }) => category.subCategories.length > 0);
  const allOpen = parents.length > 0 && parents.every(({ category }) => expanded.has(category.id));

  return (
    <AdminListPage
      title="Categories"
      description="The category tree shoppers browse. Top-level categories need at least 5 images or videos."
      add={{ label: 'Add Category', onAdd: () => setForm({ editing: null, parentId: '' }) }}
      summary={
        parents.length > 0 && (
          <button
            type="button"
            onClick={() =>
              setExpanded(allOpen ? new Set() : new Set(parents.map(({ category }) => category.id)))
            }
            className="min-h-9 px-2 text-sm font-medium text-neutral-600 hover:text-neutral-900"
          >
            {allOpen ? 'Collapse all' : 'Expand all'}
          </button>
        )
      }
      table={{
        columns,
        loading: isPending,
        empty: tree.length === 0,
        emptyIcon: FolderTree,
        emptyMessage: 'No categories yet. Add the first one to start the catalogue.',
      }}
      dialog={
        form && (
          <CategoryFormModal
            tree={tree}
            editing={form.editing}
            initialParentId={form.parentId}
            onClose={() => setForm(null)}
          />
        )
      }
    >
      {tree.map((category) => (
        <CategoryRow
          key={category.id}
          category={category}
          depth={0}
          expanded={expanded}
          deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
          onToggle={toggle}
          onAddChild={(parent) => setForm({ editing: null, parentId: parent.id })}
          onEdit={(category) => setForm({ editing: category, parentId: category.parentId ?? '' })}
          onDelete={(category) => {
            if (window.confirm(`Are you sure you want to delete the category "${category.name}"?`)) {
              remove.mutate(category);
            }
          }}
        />
      ))}
    </AdminListPage>
  );
}
