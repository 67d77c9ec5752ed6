import { HttpError } from '../../lib/errors';
import type { UploadStorage } from '../../lib/storage/upload-storage';

export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const VIDEO_TYPE_MESSAGE = 'Only MP4 or WebM videos are allowed.';
export const VIDEO_SIZE_MESSAGE = 'Videos may be at most 50 MB each.';

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** ISO media brands that are still images (AVIF, HEIC), not videos, though they share MP4's box. */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1']);

/** Which video container the bytes start like, judged by signature, never by name. */
export function videoExtension(bytes: Buffer): 'mp4' | 'webm' | undefined {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    return IMAGE_BRANDS.has(bytes.toString('latin1', 8, 12)) ? undefined : 'mp4';
  }
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(EBML_MAGIC)) return 'webm';
  return undefined;
}

/** Stores an MP4 or WebM video as is under a random name; 413 over 50 MB, 415 for anything else. */
export async function storeVideo(storage: UploadStorage, bytes: Buffer): Promise<{ filename: string }> {
  const extension = videoExtension(bytes);
  if (!extension) throw new HttpError(415, VIDEO_TYPE_MESSAGE);
  if (bytes.length > MAX_VIDEO_BYTES) throw new HttpError(413, VIDEO_SIZE_MESSAGE);
  return { filename: await storage.save(bytes, extension) };
}
