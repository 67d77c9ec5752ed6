import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded media lives, each file under a random name that is never reused or rewritten:
 * the local folder DATA_DIR/uploads (one machine) or an S3-compatible bucket (any number of them).
 */
export type UploadStorage = LocalFolderStorage | BucketStorage;

interface StorageOperations {
  /** Writes the bytes under a new random name with this extension (no dot) and returns the name. */
  save(bytes: Buffer, extension: string): Promise<string>;
  /** Copies a stored file to a new random name, for rows that must not share a file. */
  copy(filename: string): Promise<string>;
  /** Deletes stored files; names already gone are ignored. */
  remove(filenames: readonly string[]): Promise<void>;
}

export interface LocalFolderStorage extends StorageOperations {
  readonly kind: 'local';
  /** The folder /uploads serves. */
  readonly dir: string;
}

export interface BucketStorage extends StorageOperations {
  readonly kind: 's3';
  /** Where the bucket (or a CDN in front of it) serves files itself, when it does; no trailing slash. */
  readonly publicUrl: string | undefined;
  /** A stored file's bytes and headers, or undefined when there is no such file. */
  open(filename: string): Promise<StoredFile | undefined>;
  /** Whether a file of this name is stored. */
  has(filename: string): Promise<boolean>;
  /** Stores bytes under the name given (the media mover keeps names, so database rows stay valid). */
  put(filename: string, bytes: Buffer): Promise<void>;
  /** Throws when the bucket cannot be reached with these credentials. */
  check(): Promise<void>;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
}

/** Names come from the database, but a path separator or a hidden name must never reach the store. */
export function isUploadName(filename: string): boolean {
  return filename === path.basename(filename) && !filename.startsWith('.') && filename.length > 0;
}

export function assertUploadName(filename: string): void {
  if (!isUploadName(filename)) throw new Error(`Not an upload name: ${filename}`);
}

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The Content-Type an upload is served with, from the extension it was stored under. */
export function contentTypeOf(filename: string): string {
  return contentTypes[path.extname(filename).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/** Uploads never change under their name, so any cache may keep them for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
