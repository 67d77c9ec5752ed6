import {
  CATEGORY_MEDIA_MINIMUM,
  type CategoryForm,
  categoryForm,
  formErrors,
  TOP_LEVEL_MEDIA_MINIMUM,
} from '@vastra/contract/admin';
import type { Category } from '@vastra/contract/catalogue';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories, categoryMedia, products } from '../../db/schema/catalogue';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { postgresCode } from '../../lib/postgres-code';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import { categorySlug, loadCategoryTree, refreshProductSearchText } from '../catalogue';
import type { MultipartForm } from '../media';
import { type StoredMedia, storedImageFiles, storeMediaFile } from '../media';
import { planSlideText, type SlideTextPlan, saveUploadSlideText } from './slide-text';

export const NAME_TAKEN = 'A category with this name already exists.';
export const OWN_ANCESTOR = 'A category cannot be moved under itself or one of its subcategories.';
export const PARENT_HOLDS_PRODUCTS =
  "Products can only be in a final category: move this category's products first.";

/** POST /categories: a new category with its media; 201 with the category as the tree shows it. */
export function createCategory(db: Db, storage: UploadStorage, form: MultipartForm): Promise<Category> {
  return saveCategory(db, storage, null, form);
}

/** PUT /categories/{id}: rename, describe, move, add or remove media, set its size guide, all or nothing. */
export function updateCategory(
  db: Db,
  storage: UploadStorage,
  id: string,
  form: MultipartForm,
): Promise<Category> {
  return saveCategory(db, storage, id, form);
}

/**
 * DELETE /categories/{id}: only a category without subcategories and without products (archived
 * ones included: orders keep those) can go. Its media files are removed once the delete commits.
 */
export async function deleteCategory(
  db: Db,
  storage: UploadStorage,
  id: string,
): Promise<{ message: string }> {
  const files = await db
    .transaction(async (tx) => {
      await lockCategories(tx);
      const [counts] = await tx
        .select({
          subCategories: sql<number>`(select count(*)::int from categories c where c.parent_id = ${id}::uuid)`,
          liveProducts: sql<number>`(select count(*)::int from products p
            where p.category_id = ${id}::uuid and p.archived_at is null)`,
          archivedProducts: sql<number>`(select count(*)::int from products p
            where p.category_id = ${id}::uuid and p.archived_at is not null)`,
        })
        .from(categories)
        .where(eq(categories.id, id));
      if (!counts) throw notFound('Category not found.');
      if (counts.subCategories > 0) throw conflict("Delete or move this category's subcategories first.");
      if (counts.liveProducts > 0) throw conflict("Move or delete this category's products first.");
      if (counts.archivedProducts > 0) {
        throw conflict(
          "This category's archived products are kept for past orders, so it cannot be deleted.",
        );
      }
      const media = await tx
        .delete(categoryMedia)
        .where(eq(categoryMedia.categoryId, id))
        .returning({ filename: categoryMedia.filename, srcset: categoryMedia.srcset });
      await tx.delete(categories).where(eq(categories.id, id));
      return media.flatMap(storedImageFiles);
    })
    .catch((error: unknown) => {
      // A product filed in the category between the check and the delete (restrict or foreign key).
      const code = postgresCode(error);
      throw code === '23001' || code === '23503'
        ? conflict("Move or delete this category's products first.")
        : error;
    });
  await storage.remove(files);
  return { message: 'Category deleted successfully.' };
}

async function saveCategory(
  db: Db,
  storage: UploadStorage,
  id: string | null,
  form: MultipartForm,
): Promise<Category> {
  const input = readCategoryForm(form);
  const stored = await storeMedia(storage, form);
  let saved: { id: string; removedFiles: string[] };
  try {
    saved = await db.transaction((tx) => writeCategory(tx, id, input, stored));
  } catch (error) {
    // Nothing of a refused form stays on disk.
    await storage.remove(stored.flatMap(storedImageFiles));
    throw postgresCode(error) === '23505' ? conflict(NAME_TAKEN, { name: NAME_TAKEN }) : error;
  }
  await storage.remove(saved.removedFiles);
  const category = (await loadCategoryTree(db)).byId.get(saved.id);
  if (!category) throw notFound('Category not found.');
  return category;
}

function readCategoryForm(form: MultipartForm): CategoryForm {
  const parsed = categoryForm.safeParse(form.fields);
  if (!parsed.success) {
    const { message, errors } = formErrors(parsed.error);
    throw badRequest(message, errors);
  }
  return parsed.data;
}

/** Checks every file by decoding it and stores it; on a refused file, removes the ones stored before. */
async function storeMedia(storage: UploadStorage, form: MultipartForm): Promise<StoredMedia[]> {
  const stored: StoredMedia[] = [];
  try {
    for (const file of form.files) stored.push(await storeMediaFile(storage, file.buffer));
  } catch (error) {
    await storage.remove(stored.flatMap(storedImageFiles));
    throw error;
  }
  return stored;
}

type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'name' | 'slug' | 'parentId'>;

/** The category's rows, checked against the whole tree; returns the files of the media it dropped. */
async function writeCategory(
  tx: Tx,
  id: string | null,
  input: CategoryForm,
  stored: StoredMedia[],
): Promise<{ id: string; removedFiles: string[] }> {
  await lockCategories(tx);
  // One query at a time: a transaction is one connection.
  const all: CategoryRow[] = await tx
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
    })
    .from(categories);
  const byId = new Map(all.map((row) => [row.id, row]));
  const existing = id === null ? undefined : byId.get(id);
  if (id !== null && !existing) throw notFound('Category not found.');

  const slug = checkName(all, id, input.name);
  const parentId = input.parentId ?? null;
  if (!existing || parentId !== existing.parentId) await checkParent(tx, byId, id, parentId);

  const uploadIds = existing
    ? (
        await tx
          .select({ id: categoryMedia.id })
          .from(categoryMedia)
          .where(eq(categoryMedia.categoryId, existing.id))
      ).map((upload) => upload.id)
    : [];
  const deletedIds = uploadIds.filter((uploadId) => input.deletedUploadIds.includes(uploadId));
  const mediaCount = uploadIds.length - deletedIds.length + stored.length;
  if (parentId === null && mediaCount < TOP_LEVEL_MEDIA_MINIMUM) {
    throw badRequest(CATEGORY_MEDIA_MINIMUM, { media: CATEGORY_MEDIA_MINIMUM });
  }
  const slideText = planSlideText(input.mediaText, uploadIds, stored.length);

  const values = {
    name: input.name,
    slug,
    description: input.description,
    parentId,
    // Left out of the form: the category keeps its guide (none for a new one).
    ...(input.sizeGuide !== undefined && { sizeGuide: input.sizeGuide }),
    updatedAt: new Date(),
  };
  const [row] = existing
    ? await tx.update(categories).set(values).where(eq(categories.id, existing.id)).returning()
    : await tx.insert(categories).values(values).returning();
  if (!row) throw new Error('category write returned nothing');

  const removed = deletedIds.length
    ? await tx
        .delete(categoryMedia)
        .where(and(eq(categoryMedia.categoryId, row.id), inArray(categoryMedia.id, deletedIds)))
        .returning({ filename: categoryMedia.filename, srcset: categoryMedia.srcset })
    : [];
  await saveUploadSlideText(tx, row.id, slideText);
  await appendMedia(tx, row.id, stored, slideText);
  // Search reads the names of a product's category and its ancestors.
  if (existing && (existing.name !== row.name || existing.parentId !== row.parentId)) {
    await refreshProductSearchText(tx);
  }
  return { id: row.id, removedFiles: removed.flatMap(storedImageFiles) };
}

/** The slug of a name no other category has (regardless of case) and whose slug is free. */
function checkName(all: CategoryRow[], id: string | null, name: string): string {
  const slug = categorySlug(name);
  if (!slug) throw fieldError('name', 'A category name needs at least one letter or digit.');
  for (const other of all) {
    if (other.id === id) continue;
    if (other.name.toLowerCase() === name.toLowerCase()) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
    if (other.slug === slug) {
      const message = `The category "${other.name}" already has the web address "${slug}": choose another name.`;
      throw conflict(message, { name: message });
    }
  }
  return slug;
}

/** A new parent must exist, not lie in the category's own subtree and hold no live products. */
async function checkParent(
  tx: Tx,
  byId: Map<string, CategoryRow>,
  id: string | null,
  parentId: string | null,
): Promise<void> {
  if (parentId === null) return;
  const parent = byId.get(parentId);
  if (!parent) throw fieldError('parentId', 'Parent category not found.');
  for (let at: CategoryRow | undefined = parent; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
    if (at.id === id) throw conflict(OWN_ANCESTOR, { parentId: OWN_ANCESTOR });
  }
  const [holding] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.categoryId, parentId), isNull(products.archivedAt)))
    .limit(1);
  if (holding) throw conflict(PARENT_HOLDS_PRODUCTS, { parentId: PARENT_HOLDS_PRODUCTS });
}

/** New media go after the category's existing ones, in the order they were sent, with their text. */
async function appendMedia(
  tx: Tx,
  categoryId: string,
  stored: StoredMedia[],
  slideText: SlideTextPlan,
): Promise<void> {
  if (stored.length === 0) return;
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${categoryMedia.position}), -1)::int` })
    .from(categoryMedia)
    .where(eq(categoryMedia.categoryId, categoryId));
  const start = (last?.position ?? -1) + 1;
  await tx.insert(categoryMedia).values(
    stored.map((media, index) => ({
      ...media,
      ...slideText.newFiles.get(index),
      categoryId,
      position: start + index,
    })),
  );
}

/**
 * One category write at a time: the name, slug and ancestor checks read the whole tree, so two
 * concurrent moves could otherwise make a loop. Reads and product writes are not held up.
 */
async function lockCategories(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table categories in share row exclusive mode`);
}
