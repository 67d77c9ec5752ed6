import type { MediaType } from '../../db/schema/catalogue';
import { HttpError } from '../../lib/errors';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import { IMAGE_TYPE_MESSAGE, type StoredImage, storeImage } from './images';
import { storeVideo, videoExtension } from './videos';

export const MEDIA_TYPE_MESSAGE =
  'Only PNG, JPEG, WebP, GIF or AVIF images or MP4 or WebM videos are allowed.';

/** A stored image or video: the columns of a category media row. */
export interface StoredMedia extends Omit<StoredImage, 'width' | 'height'> {
  fileType: MediaType;
  width: number | null;
  height: number | null;
}

/** Stores a file that may be an image or a video (a category's slideshow), judged by its bytes. */
export async function storeMediaFile(storage: UploadStorage, bytes: Buffer): Promise<StoredMedia> {
  if (videoExtension(bytes)) {
    const { filename } = await storeVideo(storage, bytes);
    return { fileType: 'VIDEO', filename, width: null, height: null, srcset: [] };
  }
  try {
    return { fileType: 'IMAGE', ...(await storeImage(storage, bytes)) };
  } catch (error) {
    if (error instanceof HttpError && error.message === IMAGE_TYPE_MESSAGE) {
      throw new HttpError(415, MEDIA_TYPE_MESSAGE);
    }
    throw error;
  }
}
