import type { Category, CategoryRef } from '@vastra/contract/catalogue';
import { asc, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories, categoryMedia, products } from '../../db/schema/catalogue';
import { toUpload } from '../media/urls';

/** The whole category tree, with every category also reachable by id and by slug. */
export interface CategoryTree {
  /** Top-level categories, each with its whole subtree. */
  roots: Category[];
  byId: Map<string, Category>;
  bySlug: Map<string, Category>;
}

/**
 * Loads every category with its media and product counts: three queries whatever the tree's size.
 * Siblings come in the order they were created (then by name), media by position.
 *
 * `_count.products` counts the live products filed directly in the category. Products may only be
 * filed in leaf categories, so for a leaf (the rows the admin tree table shows counts for) this is
 * all its products; a parent's own count is 0 and its shoppers see its descendants' products.
 */
export async function loadCategoryTree(db: Db | Tx): Promise<CategoryTree> {
  const [rows, media, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.createdAt), asc(categories.name), asc(categories.id)),
    db
      .select()
      .from(categoryMedia)
      .orderBy(asc(categoryMedia.position), asc(categoryMedia.createdAt), asc(categoryMedia.id)),
    db
      .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
      .from(products)
      .where(isNull(products.archivedAt))
      .groupBy(products.categoryId),
  ]);

  const productCounts = new Map(counts.map((c) => [c.categoryId, c.count]));
  const byId = new Map<string, Category>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      parentId: row.parentId,
      uploads: [],
      subCategories: [],
      _count: { subCategories: 0, products: productCounts.get(row.id) ?? 0 },
    });
  }
  for (const item of media) byId.get(item.categoryId)?.uploads.push(toUpload(item));

  const roots: Category[] = [];
  for (const category of byId.values()) {
    const parent = category.parentId ? byId.get(category.parentId) : undefined;
    if (parent) {
      parent.subCategories.push(category);
      parent._count.subCategories += 1;
    } else {
      roots.push(category);
    }
  }
  const bySlug = new Map([...byId.values()].map((c) => [c.slug, c]));
  return { roots, byId, bySlug };
}

/** The chain of categories from the top level down to (and including) the given one. */
export function breadcrumbOf(tree: CategoryTree, category: Category): CategoryRef[] {
  const chain: CategoryRef[] = [];
  const seen = new Set<string>();
  for (let at: Category | undefined = category; at && !seen.has(at.id); ) {
    seen.add(at.id);
    chain.unshift({ id: at.id, name: at.name, slug: at.slug });
    at = at.parentId ? tree.byId.get(at.parentId) : undefined;
  }
  return chain;
}

/**
 * SQL for the ids of a category and all its descendants (a recursive walk down parent_id), to use
 * as `category_id in (${categorySubtreeIds(id)})`.
 */
export function categorySubtreeIds(categoryId: string): SQL {
  return sql`
    with recursive subtree(id) as (
      select id from categories where id = ${categoryId}::uuid
      union
      select c.id from categories c join subtree s on c.parent_id = s.id
    )
    select id from subtree`;
}
