import type { Category } from '@vastra/contract/catalogue';
import { ChevronRight, FolderPlus, ImageOff } from 'lucide-react';
import { coverImageOf } from '../../../lib/category-tree';
import { EditDeleteButtons } from '../components/EditDeleteButtons';
import { formStyles as f } from '../components/form-styles';
import { tableStyles as t } from '../components/table-styles';

export interface CategoryRowActions {
  onToggle(id: string): void;
  onAddChild(category: Category): void;
  onEdit(category: Category): void;
  onDelete(category: Category): void;
}

interface CategoryRowProps extends CategoryRowActions {
  category: Category;
  depth: number;
  expanded: Set<string>;
  deletingId: string | null;
}

/** One category in the tree table, followed by its subcategories while it is expanded. */
export function CategoryRow({ category, depth, expanded, deletingId, ...actions }: CategoryRowProps) {
  const { subCategories: subItems, products } = category._count;
  const hasChildren = category.subCategories.length > 0;
  const open = expanded.has(category.id);
  const deletable = subItems === 0 && products === 0;
  const holdsProducts = !hasChildren && products > 0;
  const cover = coverImageOf(category);
  return (
    <>
      <tr className={t.row}>
        <td className={t.cell}>
          <div className="flex items-center gap-2" style={{ paddingLeft: `${depth * 1.75}rem` }}>
            {hasChildren ? (
              <button
                type="button"
                onClick={() => actions.onToggle(category.id)}
                aria-expanded={open}
                aria-label={`${open ? 'Collapse' : 'Expand'} ${category.name}`}
                className={f.iconButton}
              >
                <ChevronRight
                  className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`}
                  aria-hidden
                />
              </button>
            ) : (
              <span className="inline-block size-8" aria-hidden />
            )}
            <span className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-md bg-neutral-100">
              {cover ? (
                <img src={cover.url} alt="" className="size-full object-cover" loading="lazy" />
              ) : (
                <ImageOff className="size-4 text-neutral-400" aria-hidden />
              )}
            </span>
            <span className="min-w-0">
              <span className="block truncate font-medium text-neutral-900">{category.name}</span>
              <span className="block truncate text-xs text-neutral-500">/{category.slug}</span>
            </span>
          </div>
        </td>
        <td className={`${t.cell} tabular-nums`}>{subItems}</td>
        <td className={`${t.cell} tabular-nums`}>{products}</td>
        <td className={t.cell}>
          <div className="flex items-center gap-1">
            <button
              type="button"
              onClick={() => actions.onAddChild(category)}
              disabled={holdsProducts}
              aria-label={`Add a subcategory to ${category.name}`}
              title={holdsProducts ? 'Holds products: cannot have subcategories' : 'Add subcategory'}
              className={f.iconButton}
            >
              <FolderPlus className="size-4" aria-hidden />
            </button>
            <EditDeleteButtons
              itemName={category.name}
              onEdit={() => actions.onEdit(category)}
              onDelete={() => actions.onDelete(category)}
              deleteDisabled={!deletable || deletingId === category.id}
              deleteTitle={deletable ? 'Delete' : 'Cannot delete'}
            />
          </div>
        </td>
      </tr>
      {open &&
        category.subCategories.map((child) => (
          <CategoryRow
            key={child.id}
            category={child}
            depth={depth + 1}
            expanded={expanded}
            deletingId={deletingId}
            {...actions}
          />
        ))}
    </>
  );
}
