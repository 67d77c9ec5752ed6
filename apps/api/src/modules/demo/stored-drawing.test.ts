import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalFolderStorage } from '../../lib/storage/local-folder';
import { storeDrawing } from './stored-drawing';

/** The drawing renderers this process has started that are still running (Linux: read from /proc). */
function runningRenderers(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return status.includes(`\nPPid:\t${process.pid}\n`) && cmdline.includes('drawing-renderer');
      } catch {
        return false;
      }
    })
    .map(Number);
}

const square = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="900"><rect width="720" height="900" fill="${colour}"/></svg>`;

describe('a demo drawing, rendered in a process of its own', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-drawing-'));
  const storage = createLocalFolderStorage(dataDir);
  const read = (filename: string) => sharp(path.join(dataDir, 'uploads', filename)).metadata();

  it('is stored as a WebP original and srcset copies that decode at their widths', async () => {
    const image = await storeDrawing(storage, square('#800000'));
    expect(image).toMatchObject({ width: 720, height: 900 });
    expect(await read(image.filename)).toMatchObject({ format: 'webp', width: 720, height: 900 });
    expect(image.srcset.map((copy) => copy.width)).toEqual([320, 640]);
    for (const copy of image.srcset) {
      expect(await read(copy.filename)).toMatchObject({ format: 'webp', width: copy.width });
    }
  });

  it('leaves no renderer running once every drawing asked for is stored', async () => {
    const images = await Promise.all(
      ['#123456', '#abcdef', '#fedcba'].map((c) => storeDrawing(storage, square(c))),
    );
    expect(images).toHaveLength(3);
    await expect.poll(runningRenderers).toEqual([]);
  });

  it('refuses a drawing that cannot be rendered, and the next one is still drawn', async () => {
    await expect(storeDrawing(storage, '<svg this is not a drawing')).rejects.toThrow(
      /A demo drawing could not be rendered/,
    );
    expect((await storeDrawing(storage, square('#008000'))).width).toBe(720);
  });
});
