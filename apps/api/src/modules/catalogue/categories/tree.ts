import type { Category, CategoryRef } from '@vastra/contract/catalogue';
import { uuid } from '@vastra/contract/common';
import type { SizeGuide } from '@vastra/contract/size-guide';
import { asc, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { categories, categoryMedia, products } from '../../../db/schema/catalogue';
import { toUpload } from '../../media';
import { categorySlug } from './slug';

/** The whole category tree, with every category also reachable by id and by slug. */
export interface CategoryTree {
  /** Top-level categories, each with its whole subtree. */
  roots: Category[];
  byId: Map<string, Category>;
  bySlug: Map<string, Category>;
}

/** Siblings in the order they were created, then by name: GET /categories lists them so. */
export const categoryOrder = [asc(categories.createdAt), asc(categories.name), asc(categories.id)];
/** A category's media by the position the admin gave them. */
export const categoryMediaOrder = [
  asc(categoryMedia.position),
  asc(categoryMedia.createdAt),
  asc(categoryMedia.id),
];

/**
 * Loads every category with its media and product counts: three queries whatever the tree's size,
 * siblings in `categoryOrder` and media in `categoryMediaOrder`.
 *
 * `_count.products` counts the live products of the category and all its descendants (docs/api.md §4: a
 * category's products are those of its subtree), so a top-level category shows what its page lists.
 */
export async function loadCategoryTree(db: Db | Tx): Promise<CategoryTree> {
  const [rows, media, counts] = await Promise.all([
    db
      .select()
      .from(categories)
      .orderBy(...categoryOrder),
    db
      .select()
      .from(categoryMedia)
      .orderBy(...categoryMediaOrder),
    db
      .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
      .from(products)
      .where(isNull(products.archivedAt))
      .groupBy(products.categoryId),
  ]);

  const productCounts = new Map(counts.map((c) => [c.categoryId, c.count]));
  const byId = new Map<string, Category>();
  for (const row of rows) byId.set(row.id, categoryNode(row, [], productCounts.get(row.id) ?? 0));
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
  for (const root of roots) {
    countSubtreeProducts(root);
    inheritSizeGuides(root, null);
  }
  const bySlug = new Map([...byId.values()].map((c) => [c.slug, c]));
  return { roots, byId, bySlug };
}

/** A category page's part of the tree: the category with its subtree, and its breadcrumb. */
export interface CategoryBranch {
  category: Category;
  breadcrumb: CategoryRef[];
  /** The category's id and all its descendants' ids. */
  subtreeIds: string[];
}

interface BranchRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  parentId: string | null;
  sizeGuide: SizeGuide | null;
  isTarget: boolean;
  inSubtree: boolean;
  products: number;
  uploads:
    | Pick<
        typeof categoryMedia.$inferSelect,
        'id' | 'filename' | 'fileType' | 'width' | 'height' | 'srcset' | 'headline' | 'offer'
      >[]
    | null;
}

/**
 * The category named by id or slug (an id wins over a slug; a slug is read as `categorySlug` reads
 * it, punctuation and case aside), with its subtree as `loadCategoryTree` gives it (media and
 * product counts) and its breadcrumb, in one query that reads only that category's descendants
 * and ancestors. Undefined for an unknown category.
 */
export async function loadCategoryBranch(db: Db | Tx, idOrSlug: string): Promise<CategoryBranch | undefined> {
  const key = categorySlug(idOrSlug);
  const idMatch = uuid.safeParse(key).success ? sql`c.id = ${key}::uuid or` : sql``;
  const result = await db.execute(sql`
    with recursive target as (
      select c.id from categories c where ${idMatch} c.slug = ${key}
      order by c.slug = ${key} limit 1
    ), subtree(id) as (
      select id from target
      union
      select c.id from categories c join subtree s on c.parent_id = s.id
    ), chain(id, parent_id) as (
      select c.id, c.parent_id from categories c join target t on t.id = c.id
      union
      select c.id, c.parent_id from categories c join chain on c.id = chain.parent_id
    )
    select c.id, c.name, c.slug, c.description, c.parent_id as "parentId", c.size_guide as "sizeGuide",
      c.id = (select id from target) as "isTarget",
      s.id is not null as "inSubtree",
      case when s.id is null then 0 else
        (select count(*)::int from products p where p.category_id = c.id and p.archived_at is null)
      end as products,
      case when s.id is not null then
        (select json_agg(json_build_object('id', m.id, 'filename', m.filename, 'fileType', m.file_type,
           'width', m.width, 'height', m.height, 'srcset', m.srcset, 'headline', m.headline, 'offer', m.offer) order by m.position, m.created_at, m.id)
         from category_media m where m.category_id = c.id)
      end as uploads
    from categories c
    left join subtree s on s.id = c.id
    where s.id is not null or c.id in (select id from chain)
    order by c.created_at, c.name, c.id
  `);
  const rows = (result as unknown as { rows: BranchRow[] }).rows;
  const target = rows.find((row) => row.isTarget);
  if (!target) return undefined;

  const byId = new Map<string, Category>();
  for (const row of rows) {
    if (row.inSubtree) byId.set(row.id, categoryNode(row, (row.uploads ?? []).map(toUpload), row.products));
  }
  const category = byId.get(target.id) as Category;
  for (const child of byId.values()) {
    const parent = child === category || !child.parentId ? undefined : byId.get(child.parentId);
    if (!parent) continue;
    parent.subCategories.push(child);
    parent._count.subCategories += 1;
  }
  countSubtreeProducts(category);

  const chain = new Map(rows.map((row) => [row.id, row]));
  let guided = target.parentId ? chain.get(target.parentId) : undefined;
  while (guided && !guided.sizeGuide) guided = guided.parentId ? chain.get(guided.parentId) : undefined;
  inheritSizeGuides(
    category,
    guided ? { sizeGuide: guided.sizeGuide, sizeGuideCategoryId: guided.id } : null,
  );

  const breadcrumb: CategoryRef[] = [];
  for (let at: BranchRow | undefined = target; at && breadcrumb.length < rows.length; ) {
    breadcrumb.unshift({ id: at.id, name: at.name, slug: at.slug });
    at = at.parentId ? chain.get(at.parentId) : undefined;
  }
  return { category, breadcrumb, subtreeIds: [...byId.keys()] };
}

/** Turns each node's own product count into its subtree's, bottom up; returns the node's total. */
function countSubtreeProducts(category: Category): number {
  for (const child of category.subCategories) category._count.products += countSubtreeProducts(child);
  return category._count.products;
}

type GuideSource = Pick<Category, 'sizeGuide' | 'sizeGuideCategoryId'>;

/** Gives each category without a guide of its own the nearest ancestor's, top down. */
function inheritSizeGuides(category: Category, fromAncestor: GuideSource | null): void {
  if (!category.sizeGuide && fromAncestor) {
    category.sizeGuide = fromAncestor.sizeGuide;
    category.sizeGuideCategoryId = fromAncestor.sizeGuideCategoryId;
  }
  const source = category.sizeGuide ? category : fromAncestor;
  for (const child of category.subCategories) inheritSizeGuides(child, source);
}

/** A category as the tree shows it, before its subcategories are attached and its counts summed. */
function categoryNode(
  row: Pick<Category, 'id' | 'name' | 'slug' | 'description' | 'parentId' | 'sizeGuide'>,
  uploads: Category['uploads'],
  ownProducts: number,
): Category {
  const { id, name, slug, description, parentId, sizeGuide } = row;
  return {
    id,
    name,
    slug,
    description,
    parentId,
    uploads,
    subCategories: [],
    _count: { subCategories: 0, products: ownProducts },
    sizeGuide,
    sizeGuideCategoryId: sizeGuide ? id : null,
  };
}
