import { randomUUID } from 'node:crypto';
import { constants, mkdirSync } from 'node:fs';
import { copyFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Uploaded files on disk under DATA_DIR/uploads, each under a random name that is never reused. */
export interface UploadStorage {
  /** The folder /uploads serves. */
  readonly dir: string;
  /** Writes the bytes under a new random name with this extension (no dot) and returns the name. */
  save(bytes: Buffer, extension: string): Promise<string>;
  /** Copies a stored file to a new random name, for rows that must not share a file. */
  copy(filename: string): Promise<string>;
  /** Deletes stored files; names already gone are ignored. */
  remove(filenames: readonly string[]): Promise<void>;
}

export function createUploadStorage(dataDir: string): UploadStorage {
  const dir = path.join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  const pathOf = (filename: string) => {
    // Names come from the database, but a path separator must never reach the file system.
    if (filename !== path.basename(filename) || filename.startsWith('.')) {
      throw new Error(`Not an upload name: ${filename}`);
    }
    return path.join(dir, filename);
  };
  const newName = (extension: string) => `${randomUUID()}.${extension}`;

  return {
    dir,
    async save(bytes, extension) {
      const filename = newName(extension);
      // wx: a name clash would be a bug, never a silent overwrite of someone's file.
      await writeFile(pathOf(filename), bytes, { flag: 'wx' });
      return filename;
    },
    async copy(filename) {
      const copied = newName(path.extname(filename).slice(1));
      await copyFile(pathOf(filename), pathOf(copied), constants.COPYFILE_EXCL);
      return copied;
    },
    async remove(filenames) {
      await Promise.all(filenames.map((name) => rm(pathOf(name), { force: true })));
    },
  };
}
