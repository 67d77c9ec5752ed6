import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';
import { assertUploadName, type BucketStorage, contentTypeOf, UPLOAD_CACHE_CONTROL } from './upload-storage';

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

/**
 * Uploaded files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces)
 * through the official AWS SDK, so every API process on every machine sees the same files.
 */
export function createS3BucketStorage(settings: S3Settings): BucketStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: several S3-compatible stores reject the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const newName = (extension: string) => `${randomUUID()}.${extension}`;
  const put = async (filename: string, bytes: Buffer) => {
    assertUploadName(filename);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: filename,
        Body: bytes,
        ContentType: contentTypeOf(filename),
        // Kept with the object, so a public bucket or CDN serving it directly caches it as /uploads would.
        CacheControl: UPLOAD_CACHE_CONTROL,
      }),
    );
  };

  return {
    kind: 's3',
    publicUrl: settings.publicUrl,
    put,
    async save(bytes, extension) {
      const filename = newName(extension);
      await put(filename, bytes);
      return filename;
    },
    async copy(filename) {
      assertUploadName(filename);
      const copied = newName(path.extname(filename).slice(1));
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: copied,
          CopySource: `${Bucket}/${encodeURIComponent(filename)}`,
        }),
      );
      return copied;
    },
    async remove(filenames) {
      for (const name of filenames) assertUploadName(name);
      for (let i = 0; i < filenames.length; i += DELETE_BATCH) {
        const batch = filenames.slice(i, i + DELETE_BATCH);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    async open(filename) {
      assertUploadName(filename);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: filename }));
        return {
          body: object.Body as Readable,
          contentType: contentTypeOf(filename),
          contentLength: object.ContentLength,
          etag: object.ETag,
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async has(filename) {
      assertUploadName(filename);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: filename }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NoSuchKey' || name === 'NotFound';
}
