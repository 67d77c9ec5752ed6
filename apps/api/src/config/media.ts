import { z } from 'zod';
import { booleanFlag, ConfigError, requiredSettings, withoutTrailingSlash } from './settings';

const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** Where uploaded media is kept: the variables, each checked as the server starts. */
export const mediaEnv = z.object({
  MEDIA_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: httpUrl().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_URL: httpUrl().optional(),
});

/** An S3-compatible bucket for media (MEDIA_STORAGE=s3). */
export interface S3Settings {
  kind: 's3';
  bucket: string;
  region: string;
  /** For stores other than AWS (MinIO, R2, Spaces); unset means AWS S3 itself. */
  endpoint: string | undefined;
  /** Unset (both) means the AWS SDK's own credential chain: an instance role, say. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket-in-the-path addressing, which MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Where the bucket or a CDN serves files itself: /uploads/<name> then redirects there. */
  publicUrl: string | undefined;
}

/** Where uploaded media is kept: DATA_DIR/uploads, or a bucket shared by every process. */
export type MediaSettings = { kind: 'local' } | S3Settings;

export function mediaSettings(e: z.infer<typeof mediaEnv>): MediaSettings {
  if (e.MEDIA_STORAGE === 'local') return { kind: 'local' };
  const required = requiredSettings({ S3_BUCKET: e.S3_BUCKET, S3_REGION: e.S3_REGION }, 'MEDIA_STORAGE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Configuration error: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS default credentials).',
    );
  }
  return {
    kind: 's3',
    bucket: required.S3_BUCKET,
    region: required.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: e.S3_PUBLIC_URL && withoutTrailingSlash(e.S3_PUBLIC_URL),
  };
}
