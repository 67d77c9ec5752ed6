import type { Config } from '../../config';
import { createLocalFolderStorage } from './local-folder';
import type { UploadStorage } from './upload-storage';

/** The storage MEDIA_STORAGE names: the local folder unless it says s3. */
export async function createUploadStorage(config: Pick<Config, 'dataDir' | 'media'>): Promise<UploadStorage> {
  if (config.media.kind !== 's3') return createLocalFolderStorage(config.dataDir);
  // Loaded only by a shop with a bucket: the AWS SDK holds ~6 MB of memory a local folder never needs.
  const { createS3BucketStorage } = await import('./s3-bucket');
  return createS3BucketStorage(config.media);
}
