import type { Metadata, Sharp } from 'sharp';
import type { StoredImageVariant } from '../../db/schema/catalogue';
import { HttpError } from '../../lib/errors';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import { loadSharp } from './sharp';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A few KB of PNG can claim a canvas of gigapixels: such "pixel bombs" are refused before decoding. */
const MAX_IMAGE_PIXELS = 50_000_000;
/** The widths of the WebP copies for srcset; only those narrower than the original are made. */
export const RESPONSIVE_WIDTHS = [320, 640, 1280] as const;

export const IMAGE_TYPE_MESSAGE = 'Only PNG, JPEG, WebP, GIF or AVIF images are allowed.';
export const IMAGE_SIZE_MESSAGE = 'Images may be at most 5 MB each.';

/** An image as stored: the original plus its resized WebP copies (the columns of an image row). */
export interface StoredImage {
  filename: string;
  width: number;
  height: number;
  srcset: StoredImageVariant[];
}

/** sharp's name for a decoded format -> the extension it is stored and served under. */
const extensions: Record<string, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  heif: 'avif',
};

/**
 * Checks an uploaded image by decoding it (never by its name or declared type), stores the original
 * and WebP copies 320, 640 and 1280 wide (never wider than the original, at least one).
 * Throws 413 for over 5 MB and 415 for anything that is not a PNG, JPEG, WebP, GIF or AVIF image.
 */
export async function storeImage(storage: UploadStorage, bytes: Buffer): Promise<StoredImage> {
  const { meta, extension } = await checkedHeader(bytes);

  const saved: string[] = [];
  try {
    const original = await storeOriginal(storage, bytes, meta, extension);
    saved.push(original.filename);
    const source = await resizeSource(bytes, meta);
    const srcset = await Promise.all(
      responsiveWidths(original.width).map(async (width) => {
        // Effort 2 encodes twice as fast as the default for files at most a few per cent larger.
        const copy = await source().resize({ width }).webp({ quality: 80, effort: 2 }).toBuffer();
        const filename = await storage.save(copy, 'webp');
        saved.push(filename);
        return { width, filename };
      }),
    );
    return { ...original, srcset };
  } catch (error) {
    await storage.remove(saved);
    if (error instanceof HttpError) throw error;
    // The header looked right but the pixels do not decode: a damaged or disguised file.
    throw new HttpError(415, 'This image could not be read. It may be damaged.');
  }
}

/**
 * Checks an image as storeImage does before storing it (at most 5 MB, a PNG, JPEG, WebP, GIF or AVIF
 * header that decodes, at most 50 megapixels), storing nothing: throws the same 413 or 415.
 */
export async function checkImage(bytes: Buffer): Promise<void> {
  await checkedHeader(bytes);
}

async function checkedHeader(bytes: Buffer): Promise<{ meta: ImageHeader; extension: string }> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_SIZE_MESSAGE);
  const meta = await readImageHeader(bytes);
  const extension = extensions[meta.format];
  if (!extension) throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  return { meta, extension };
}

/** Every file an image occupies, for deleting it. */
export function storedImageFiles(image: { filename: string; srcset: StoredImageVariant[] }): string[] {
  return [image.filename, ...image.srcset.map((variant) => variant.filename)];
}

/** The srcset widths for an original this wide: the standard ones below it, or its own width. */
export function responsiveWidths(originalWidth: number): number[] {
  const smaller = RESPONSIVE_WIDTHS.filter((width) => width < originalWidth);
  return smaller.length > 0 ? smaller : [originalWidth];
}

/** Up to this size an image is decoded once for all its copies; beyond, once per copy to bound memory. */
const DECODE_ONCE_PIXELS = 4_000_000;

/**
 * Where the srcset copies are resized from. Decoding dominates for small images, so those are
 * decoded once into upright sRGB pixels; large photos are decoded per copy, where JPEG and WebP
 * shrink while decoding and memory stays small.
 */
async function resizeSource(bytes: Buffer, meta: ImageHeader): Promise<() => Sharp> {
  const sharp = await loadSharp();
  if (meta.width * meta.height > DECODE_ONCE_PIXELS) {
    return () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
  }
  const { data, info } = await sharp(bytes)
    .autoOrient()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

type ImageHeader = Metadata & { format: string; width: number; height: number };

async function readImageHeader(bytes: Buffer): Promise<ImageHeader> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so the size limit is checked below with a clear 413.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  }
  // sharp calls AVIF "heif"; HEIC photos are heif too but browsers cannot show them.
  const isHeic = meta.format === 'heif' && meta.compression !== 'av1';
  if (!meta.format || isHeic || !meta.width || !meta.height) throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new HttpError(413, 'Images may be at most 50 megapixels.');
  }
  return meta as ImageHeader;
}

/**
 * Keeps the uploaded bytes when there is nothing to clean; re-encodes in the same format when the
 * file carries camera metadata (EXIF can hold the shop's GPS position) or needs turning upright.
 */
async function storeOriginal(
  storage: UploadStorage,
  bytes: Buffer,
  meta: ImageHeader,
  extension: string,
): Promise<Omit<StoredImage, 'srcset'>> {
  const needsCleaning = Boolean(meta.exif || meta.xmp || meta.iptc) || (meta.orientation ?? 1) !== 1;
  if (!needsCleaning) {
    return { filename: await storage.save(bytes, extension), width: meta.width, height: meta.height };
  }
  const animated = (meta.pages ?? 1) > 1;
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .keepIccProfile()
    .toFormat(meta.format === 'heif' ? 'avif' : (meta.format as 'png' | 'jpeg' | 'webp' | 'gif'))
    .toBuffer({ resolveWithObject: true });
  const height = animated ? (info.pageHeight ?? meta.height) : info.height;
  return { filename: await storage.save(data, extension), width: info.width, height };
}
