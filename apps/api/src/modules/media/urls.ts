import type { Image, Upload } from '@vastra/contract/catalogue';
import type { MediaType, StoredImageVariant } from '../../db/schema/catalogue';

/** Where an uploaded file is served. */
export const uploadUrl = (filename: string) => `/uploads/${filename}`;

/** A stored image as read from its row: the original file, its WebP copies and its colour. */
export interface ImageRow {
  id: string;
  filename: string;
  width: number;
  height: number;
  srcset: StoredImageVariant[];
  color: string | null;
}

/** A stored product image (or any image row) as docs/api.md's Image: the original plus its WebP copies. */
export function toImage(row: ImageRow): Image {
  return {
    id: row.id,
    url: uploadUrl(row.filename),
    width: row.width,
    height: row.height,
    srcset: row.srcset.map((v) => ({ width: v.width, url: uploadUrl(v.filename) })),
    color: row.color,
  };
}

/** A category media row as docs/api.md's Upload. */
export function toUpload(row: {
  id: string;
  filename: string;
  fileType: MediaType;
  width: number | null;
  height: number | null;
  srcset: StoredImageVariant[];
  headline: string | null;
  offer: string | null;
}): Upload {
  return {
    id: row.id,
    filename: row.filename,
    fileType: row.fileType,
    url: uploadUrl(row.filename),
    width: row.width,
    height: row.height,
    srcset: row.srcset.map((v) => ({ width: v.width, url: uploadUrl(v.filename) })),
    headline: row.headline,
    offer: row.offer,
  };
}
