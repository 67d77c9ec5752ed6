import { randomUUID } from 'node:crypto';
import { constants, mkdirSync } from 'node:fs';
import { copyFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertUploadName, type LocalFolderStorage } from './upload-storage';

/** Uploaded files on disk under DATA_DIR/uploads: the default, for a shop on one machine. */
export function createLocalFolderStorage(dataDir: string): LocalFolderStorage {
  const dir = path.join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  const pathOf = (filename: string) => {
    assertUploadName(filename);
    return path.join(dir, filename);
  };
  const newName = (extension: string) => `${randomUUID()}.${extension}`;

  return {
    kind: 'local',
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
