// `npm run media:to-s3`: copies the media of a shop that ran on the local folder into its S3 bucket.
import { ConfigError, loadConfig } from '../../config';
import { moveUploadsToBucket } from './move-to-bucket';
import { createS3BucketStorage } from './s3-bucket';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.media.kind !== 's3') {
    process.stderr.write(
      'Set MEDIA_STORAGE=s3 and the S3_* variables of the bucket to move media into (see the README).\n',
    );
    return 2;
  }
  const bucket = createS3BucketStorage(config.media);
  await bucket.check();
  process.stdout.write(`Copying ${config.dataDir}/uploads into the bucket ${config.media.bucket}…\n`);
  const summary = await moveUploadsToBucket(config.dataDir, bucket, (_name, done, total) => {
    if (done % 100 === 0 || done === total) process.stdout.write(`  ${done} of ${total}\n`);
  });
  process.stdout.write(
    `Done: ${summary.copied} files copied, ${summary.alreadyThere} already in the bucket. ` +
      `The folder ${config.dataDir}/uploads is left as it was: delete it once the shop shows its photos.\n`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `Moving media failed: ${(error as Error).message}\n`,
    );
    process.exit(1);
  },
);
