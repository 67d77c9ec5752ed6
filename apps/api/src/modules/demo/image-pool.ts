import type { UploadStorage } from '../../lib/storage/upload-storage';
import { type StoredImage, storedImageFiles } from '../media';
import { type ColourKey, colours } from './colours';
import { type GarmentLook, lookKey } from './garment-look';
import { type ProductView, productImageSvg } from './product-artwork';
import { storeDrawing } from './stored-drawing';

/** A stored photo and the variant colour it shows, as a product_images row takes them. */
export type ColouredImage = StoredImage & { color: string };

const photoKey = (look: GarmentLook, colour: ColourKey, view: ProductView) =>
  `${lookKey(look)}:${colour}:${view}`;

/**
 * Product photos rendered once per look (garment and the details its name promises), colour and
 * view, and stored through the media pipeline (original plus srcset copies). Rendering is the slow
 * part of seeding; this keeps it to the distinct looks, however many products share them.
 */
export class ProductImagePool {
  private readonly images = new Map<string, Promise<StoredImage>>();
  private readonly handedOut = new Set<string>();
  private readonly copies: string[] = [];

  constructor(private readonly storage: UploadStorage) {}

  /** The pooled photo of this look in this colour and view, rendered and stored on first request. */
  async image(look: GarmentLook, colour: ColourKey, view: ProductView): Promise<ColouredImage> {
    const key = photoKey(look, colour, view);
    let image = this.images.get(key);
    if (!image) {
      image = storeDrawing(this.storage, productImageSvg(look, colours[colour].hex, view));
      this.images.set(key, image);
    }
    return { ...(await image), color: colours[colour].name };
  }

  /**
   * A photo whose files belong to one product alone: the first caller gets the pooled files, later
   * ones copies, so that an admin deleting one product's photo never breaks another product.
   */
  async ownImage(look: GarmentLook, colour: ColourKey, view: ProductView): Promise<ColouredImage> {
    const key = photoKey(look, colour, view);
    const image = await this.image(look, colour, view);
    if (!this.handedOut.has(key)) {
      this.handedOut.add(key);
      return image;
    }
    const filename = await this.storage.copy(image.filename);
    this.copies.push(filename);
    const srcset = await Promise.all(
      image.srcset.map(async (variant) => {
        const copy = await this.storage.copy(variant.filename);
        this.copies.push(copy);
        return { width: variant.width, filename: copy };
      }),
    );
    return { ...image, filename, srcset };
  }

  /** Every file the pool wrote, for cleaning up after a seed that did not go through. */
  async files(): Promise<string[]> {
    const settled = await Promise.allSettled(this.images.values());
    const pooled = settled.flatMap((result) =>
      result.status === 'fulfilled' ? storedImageFiles(result.value) : [],
    );
    return [...pooled, ...this.copies];
  }
}
