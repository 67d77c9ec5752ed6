import { type StoredImage, storedImageFiles, storeImage } from '../media/images';
import type { UploadStorage } from '../media/storage';
import { type ColourKey, colours } from './colours';
import type { GarmentKind } from './garments';
import { renderProductImage } from './product-artwork';

/**
 * Product photos rendered once per garment and colour and stored through the media pipeline
 * (original plus srcset copies). Rendering is the slow part of seeding; this keeps it to the
 * distinct looks, however many products share them.
 */
export class ProductImagePool {
  private readonly images = new Map<string, Promise<StoredImage>>();
  private readonly handedOut = new Set<string>();
  private readonly copies: string[] = [];

  constructor(private readonly storage: UploadStorage) {}

  /** The pooled photo of this garment in this colour, rendered and stored on first request. */
  image(kind: GarmentKind, colour: ColourKey): Promise<StoredImage> {
    const key = `${kind}:${colour}`;
    let image = this.images.get(key);
    if (!image) {
      image = renderProductImage(kind, colours[colour].hex).then((bytes) => storeImage(this.storage, bytes));
      this.images.set(key, image);
    }
    return image;
  }

  /**
   * A photo whose files belong to one product alone: the first caller gets the pooled files, later
   * ones copies, so that an admin deleting one product's photo never breaks another product.
   */
  async ownImage(kind: GarmentKind, colour: ColourKey): Promise<StoredImage> {
    const key = `${kind}:${colour}`;
    const image = await this.image(kind, colour);
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
