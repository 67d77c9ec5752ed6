import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BucketStorage, isUploadName } from './upload-storage';

export interface MoveSummary {
  copied: number;
  alreadyThere: number;
}

/**
 * Copies every file of DATA_DIR/uploads into the bucket under the same name, so the database's
 * rows point at them unchanged. Files already in the bucket are skipped: a run that stopped half
 * way is simply run again. The folder is left as it was (a backup until the shop is checked).
 */
export async function moveUploadsToBucket(
  dataDir: string,
  bucket: BucketStorage,
  onFile: (name: string, done: number, total: number) => void = () => {},
): Promise<MoveSummary> {
  const folder = path.join(dataDir, 'uploads');
  const names = (await readdir(folder, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile() && isUploadName(entry.name))
    .map((entry) => entry.name);
  const summary: MoveSummary = { copied: 0, alreadyThere: 0 };
  let done = 0;
  const next = names[Symbol.iterator]();
  // A few uploads at a time: a bucket over the internet answers slowly, one by one it would take hours.
  const worker = async () => {
    for (const name of next) {
      if (await bucket.has(name)) summary.alreadyThere++;
      else {
        await bucket.put(name, await readFile(path.join(folder, name)));
        summary.copied++;
      }
      onFile(name, ++done, names.length);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return summary;
}
