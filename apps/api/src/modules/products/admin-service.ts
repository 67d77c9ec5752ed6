import {
  FINAL_CATEGORY_REQUIRED,
  formErrors,
  type ProductForm,
  type ProductSaved,
  productForm,
} from '@vastra/contract/admin';
import type { Product } from '@vastra/contract/catalogue';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories, productImages, products, productVariants } from '../../db/schema/catalogue';
import { cartItems, orderItems, wishlistItems } from '../../db/schema/shopping';
import { badRequest, fieldError, notFound } from '../../lib/errors';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import { loadProducts, refreshProductSearchText } from '../catalogue';
import type { MultipartForm } from '../media';
import { type StoredImage, storedImageFiles, storeImage } from '../media';
import { saveImageColours } from './admin-image-colours';
import { syncVariants } from './admin-variants';

const PRODUCT_NOT_FOUND = 'Product not found.';

/**
 * POST /products: creates a product, or updates one when the form carries an `id` (docs/product.md §7: the
 * same call serves both). `created` tells the route to answer 201 or 200.
 */
export async function saveProductForm(
  db: Db,
  storage: UploadStorage,
  form: MultipartForm,
): Promise<{ created: boolean; saved: ProductSaved }> {
  const input = readProductForm(form);
  const product = await saveProduct(db, storage, input.id ?? null, input, form);
  return input.id
    ? { created: false, saved: { message: 'Product updated successfully!', product } }
    : { created: true, saved: { message: 'Product created successfully!', product } };
}

/** PUT /products/{id}: the same form without an id field (the path names the product). */
export async function updateProduct(
  db: Db,
  storage: UploadStorage,
  id: string,
  form: MultipartForm,
): Promise<ProductSaved> {
  const product = await saveProduct(db, storage, id, readProductForm(form), form);
  return { message: 'Product updated successfully!', product };
}

/**
 * DELETE /products/{id}: a product that has been ordered is archived (it leaves the catalogue,
 * search, carts and wishlists; its orders keep it and its images); any other is erased with its
 * variants and images, whose files go once the delete commits.
 */
export async function deleteProduct(
  db: Db,
  storage: UploadStorage,
  id: string,
): Promise<{ message: string }> {
  const files = await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, id), isNull(products.archivedAt)))
      .for('update');
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    // An order being placed for one of its variants finishes first, or waits and finds it gone.
    await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .for('update');
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered) {
      await tx
        .update(products)
        .set({ archivedAt: new Date(), updatedAt: new Date() })
        .where(eq(products.id, id));
      await tx
        .delete(cartItems)
        .where(
          inArray(
            cartItems.productVariantId,
            tx
              .select({ id: productVariants.id })
              .from(productVariants)
              .where(eq(productVariants.productId, id)),
          ),
        );
      await tx.delete(wishlistItems).where(eq(wishlistItems.productId, id));
      return [];
    }
    const images = await tx
      .select({ filename: productImages.filename, srcset: productImages.srcset })
      .from(productImages)
      .where(eq(productImages.productId, id));
    // Variants, images, cart and wishlist lines go with it (on delete cascade).
    await tx.delete(products).where(eq(products.id, id));
    return filesNoLongerUsed(tx, images);
  });
  await storage.remove(files);
  return { message: 'Product deleted successfully!' };
}

function readProductForm(form: MultipartForm): ProductForm {
  const parsed = productForm.safeParse(form.fields);
  if (!parsed.success) {
    const { message, errors } = formErrors(parsed.error);
    throw badRequest(message, errors);
  }
  return parsed.data;
}

/** Stores the form's images, writes everything in one transaction, then drops the removed files. */
async function saveProduct(
  db: Db,
  storage: UploadStorage,
  id: string | null,
  input: ProductForm,
  form: MultipartForm,
): Promise<Product> {
  const stored = await storeImages(storage, form);
  let saved: { id: string; removedFiles: string[] };
  try {
    saved = await db.transaction((tx) => writeProduct(tx, id, input, stored));
  } catch (error) {
    // Nothing of a refused form stays on disk.
    await storage.remove(stored.flatMap(storedImageFiles));
    throw error;
  }
  await storage.remove(saved.removedFiles);
  const [product] = await loadProducts(db, [saved.id], { includeDrafts: true });
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** Checks every file by decoding it and stores it; on a refused file, removes the ones stored before. */
async function storeImages(storage: UploadStorage, form: MultipartForm): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const file of form.files) stored.push(await storeImage(storage, file.buffer));
  } catch (error) {
    await storage.remove(stored.flatMap(storedImageFiles));
    throw error;
  }
  return stored;
}

/**
 * Writes a checked product form and its stored images inside the caller's transaction (the form's
 * save, and catalogue files, which write many products in one): a null id creates the product.
 */
export async function writeProduct(
  tx: Tx,
  id: string | null,
  input: ProductForm,
  stored: StoredImage[],
): Promise<{ id: string; removedFiles: string[] }> {
  await checkFinalCategory(tx, input.categoryId);
  const values = {
    name: input.productName,
    description: input.description,
    categoryId: input.categoryId,
    hsnCode: input.hsnCode,
    gstRate: input.gstRate === null ? null : String(input.gstRate),
    // Left out, a new product goes on sale at once and a saved one keeps its status.
    ...(input.status ? { status: input.status } : {}),
    updatedAt: new Date(),
  };
  const [row] = id
    ? await tx
        .update(products)
        .set(values)
        .where(and(eq(products.id, id), isNull(products.archivedAt)))
        .returning({ id: products.id })
    : await tx.insert(products).values(values).returning({ id: products.id });
  if (!row) throw notFound(PRODUCT_NOT_FOUND);

  await syncVariants(tx, row.id, input.productVariants);
  const removedFiles = await removeImages(tx, row.id, input.deletedImageIds);
  const addedIds = await appendImages(tx, row.id, stored);
  await saveImageColours(tx, row.id, input.imageColors, {
    addedIds,
    removedIds: new Set(input.deletedImageIds),
  });
  await refreshProductSearchText(tx, [row.id]);
  return { id: row.id, removedFiles };
}

/** A product may only be filed in an existing category without subcategories. */
export async function checkFinalCategory(tx: Tx, categoryId: string): Promise<void> {
  const [category] = await tx
    .select({
      id: categories.id,
      children: sql<number>`(select count(*)::int from categories c where c.parent_id = ${categoryId}::uuid)`,
    })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category || category.children > 0) throw fieldError('categoryId', FINAL_CATEGORY_REQUIRED);
}

/** Deletes the named images of this product (others' ids are ignored) and returns their files. */
async function removeImages(tx: Tx, productId: string, imageIds: string[]): Promise<string[]> {
  if (imageIds.length === 0) return [];
  const own = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const ids = own.map((image) => image.id).filter((imageId) => imageIds.includes(imageId));
  if (ids.length === 0) return [];
  const removed = await tx
    .delete(productImages)
    .where(inArray(productImages.id, ids))
    .returning({ filename: productImages.filename, srcset: productImages.srcset });
  return filesNoLongerUsed(tx, removed);
}

/**
 * The files of removed images that no remaining image row points at. The large benchmark catalogue
 * shares one pool of photos between many products; removing one product must not blank the others.
 */
async function filesNoLongerUsed(
  tx: Tx,
  removed: Pick<StoredImage, 'filename' | 'srcset'>[],
): Promise<string[]> {
  if (removed.length === 0) return [];
  const stillUsed = await tx
    .select({ filename: productImages.filename })
    .from(productImages)
    .where(
      inArray(
        productImages.filename,
        removed.map((image) => image.filename),
      ),
    );
  const kept = new Set(stillUsed.map((row) => row.filename));
  return removed.filter((image) => !kept.has(image.filename)).flatMap(storedImageFiles);
}

/** New images go after the product's existing ones, in the order they were sent; their ids in that order. */
async function appendImages(tx: Tx, productId: string, stored: StoredImage[]): Promise<string[]> {
  if (stored.length === 0) return [];
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${productImages.position}), -1)::int` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const start = (last?.position ?? -1) + 1;
  const added = await tx
    .insert(productImages)
    .values(stored.map((image, index) => ({ ...image, productId, position: start + index })))
    .returning({ id: productImages.id, position: productImages.position });
  return added.sort((a, b) => a.position - b.position).map((image) => image.id);
}
