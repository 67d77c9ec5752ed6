import type { Config } from '../../config';
import { createLocalFolderStorage } from './local-folder';
import { createS3BucketStorage } from './s3-bucket';
import type { UploadStorage } from './upload-storage';

/** The storage MEDIA_STORAGE names: the local folder unless it says s3. */
export function createUploadStorage(config: Pick<Config, 'dataDir' | 'media'>): UploadStorage {
  return config.media.kind === 's3'
    ? createS3BucketStorage(config.media)
    : createLocalFolderStorage(config.dataDir);
}
