import type { ImportError } from '@vastra/contract/catalogue-files';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { postgresCode } from '../../lib/postgres-code';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import { type StoredImage, storedImageFiles, storeImage } from '../media';
import { writeProduct } from '../products';
import { fetchImage } from './image-urls';
import type { ImageZip } from './image-zip';
import type { ImportPlan, NewImage, ProductPlan } from './plan-import';
import { fieldOfForm } from './plan-import';

export type ApplyResult = { errors: ImportError[] } | { errors: []; created: number; updated: number };

/**
 * Writes a checked plan: the photos fetched (or taken from the zip) and stored first, then every
 * product in one transaction, so a refusal anywhere (a photo that will not download, a SKU taken
 * meanwhile) writes nothing and leaves no file behind.
 */
export async function applyImport(
  db: Db,
  storage: UploadStorage,
  plan: ImportPlan,
  zip: ImageZip | null = null,
): Promise<ApplyResult> {
  const stored: StoredImage[] = [];
  const imagesOf = new Map<ProductPlan, StoredImage[]>();
  const errors: ImportError[] = [];
  for (const product of plan.products) {
    const own: StoredImage[] = [];
    for (const image of product.newImages) {
      try {
        const saved = await storeImage(storage, await photoBytes(image, zip));
        stored.push(saved);
        own.push(saved);
      } catch (error) {
        errors.push({ row: image.row, field: image.field, message: (error as Error).message });
      }
    }
    imagesOf.set(product, own);
  }
  const removeStored = () => storage.remove(stored.flatMap(storedImageFiles));
  if (errors.length > 0) {
    await removeStored();
    return { errors };
  }

  let current: ProductPlan | undefined;
  try {
    const removedFiles = await db.transaction(async (tx) => {
      const removed: string[] = [];
      for (const product of plan.products) {
        current = product;
        const imageColors = Object.fromEntries(
          product.newImages.map((image, index) => [String(index), image.colour]),
        );
        const written = await writeProduct(
          tx,
          product.productId,
          { ...product.form, imageColors },
          imagesOf.get(product) ?? [],
        );
        removed.push(...written.removedFiles);
      }
      return removed;
    });
    await storage.remove(removedFiles);
  } catch (error) {
    await removeStored();
    return { errors: [refusalOf(error, current)] };
  }
  const created = plan.products.filter((product) => product.productId === null).length;
  return { errors: [], created, updated: plan.products.length - created };
}

/** A photo's bytes: from the zip the plan found it in, or from its address. */
async function photoBytes(image: NewImage, zip: ImageZip | null): Promise<Buffer> {
  if (!image.inZip) return fetchImage(image.url);
  const entry = zip?.find(image.url);
  if (!zip || !entry) throw new Error(`"${image.url}" is not in the zip of images.`);
  return zip.read(entry);
}

/** A write refused after the checks (something changed meanwhile) as the row and column it came from. */
function refusalOf(error: unknown, product: ProductPlan | undefined): ImportError {
  const row = product?.row ?? 1;
  if (error instanceof HttpError) {
    const [path] = Object.keys(error.errors ?? {});
    const place = path
      ? fieldOfForm(path, row, product?.variantRows ?? [], { colour: null, size: null })
      : null;
    return { row: place?.row ?? row, field: place?.field ?? 'Handle', message: error.message };
  }
  if (postgresCode(error) === '23505') {
    return { row, field: 'Variant SKU', message: 'Another variant already has one of these SKUs.' };
  }
  throw error;
}
