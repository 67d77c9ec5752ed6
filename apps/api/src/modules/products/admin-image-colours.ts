import type { ImageColors } from '@vastra/contract/admin';
import { colourKey } from '@vastra/contract/catalogue';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productImages, productVariants } from '../../db/schema/catalogue';
import { badRequest } from '../../lib/errors';

/** The photos of the product that a form may name, besides the files it sends. */
interface NamedPhotos {
  /** The product's images after this save's removals and additions. */
  ownIds: Set<string>;
  /** The ids of this request's new files, in the order they were sent. */
  addedIds: string[];
  /** Images this request removes: naming one as well is harmless, its colour no longer matters. */
  removedIds: Set<string>;
}

/**
 * Tags the product's photos with the colours of the form's `imageColors` (docs/api.md §6, product images by
 * colour"), then turns every photo whose colour no live variant has any more (an edit renamed or
 * removed it) back to all colours, so nothing dangles. Runs inside the save's transaction after the
 * variants and images are written, so colours are checked against the variants as this form saves them.
 */
export async function saveImageColours(
  tx: Tx,
  productId: string,
  imageColors: ImageColors,
  photos: Omit<NamedPhotos, 'ownIds'>,
): Promise<void> {
  if (Object.keys(imageColors).length > 0) {
    const own = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    const variants = await tx
      .select({ color: productVariants.color })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
      .orderBy(asc(productVariants.createdAt), asc(productVariants.id));
    const byColour = photosByColour(
      imageColors,
      { ...photos, ownIds: new Set(own.map((image) => image.id)) },
      variants.map((variant) => variant.color),
    );
    for (const [color, ids] of byColour) {
      await tx.update(productImages).set({ color }).where(inArray(productImages.id, ids));
    }
  }
  await followVariantColours(tx, productId);
}

/**
 * The form's photo ids grouped by the colour to store, each colour as the first live variant with it
 * spells it (null: all colours). A 400 naming `imageColors` for a photo or colour it cannot have.
 */
export function photosByColour(
  imageColors: ImageColors,
  photos: NamedPhotos,
  variantColours: string[],
): Map<string | null, string[]> {
  const grouped = new Map<string | null, string[]>();
  for (const [key, wanted] of Object.entries(imageColors)) {
    if (photos.removedIds.has(key)) continue;
    const id = photoId(key, photos);
    const color = wanted === null ? null : variantColours.find((c) => colourKey(c) === colourKey(wanted));
    if (color === undefined) refuse(`"${wanted}" is not a colour of this product's variants.`);
    grouped.set(color, [...(grouped.get(color) ?? []), id]);
  }
  return grouped;
}

/** The image an imageColors key names: a new file by its 0-based position, or an existing image id. */
function photoId(key: string, photos: NamedPhotos): string {
  if (/^(0|[1-9]\d*)$/.test(key)) {
    const id = photos.addedIds[Number(key)];
    if (id === undefined) {
      const sent = photos.addedIds.length;
      refuse(
        `imageColors names image file ${key}, but this request sends ${
          sent === 0 ? 'no image files' : `only files 0 to ${sent - 1}`
        }.`,
      );
    }
    return id;
  }
  if (!photos.ownIds.has(key)) refuse(`imageColors names a photo that is not one of this product's: ${key}.`);
  return key;
}

function refuse(sentence: string): never {
  throw badRequest(sentence, { imageColors: sentence });
}

/**
 * Each tagged photo takes the spelling of the first live variant of its colour (matched without case),
 * or null when no live variant has that colour any more.
 */
async function followVariantColours(tx: Tx, productId: string): Promise<void> {
  await tx.execute(sql`
    update ${productImages} i set color = (
      select v.color from ${productVariants} v
      where v.product_id = i.product_id and v.archived_at is null and lower(v.color) = lower(i.color)
      order by v.created_at, v.id limit 1)
    where i.product_id = ${productId} and i.color is not null`);
}
