import { availableParallelism } from 'node:os';
import type { UploadStorage } from '../../lib/storage/upload-storage';
import { responsiveWidths, type StoredImage } from '../media/images';
import { loadSharp } from '../media/sharp';

/** Runs at most `concurrency` of the tasks handed to it at once, in the order they came. */
function concurrencyLimit(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

// One drawing per core at a time: queued all at once, every rendered bitmap would wait in memory
// for its encodes behind the others' renders, hundreds of megabytes for the demo's photos.
const limit = concurrencyLimit(availableParallelism());

/**
 * Renders an SVG drawing and stores it as uploads are stored (a WebP original plus the srcset
 * copies), encoding every file from the one rendered bitmap rather than decoding the original
 * again: the drawings are ours, so they need none of an upload's checks.
 */
export function storeDrawing(storage: UploadStorage, svg: string): Promise<StoredImage> {
  return limit(async () => {
    const sharp = await loadSharp();
    const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = info;
    const pixels = () => sharp(data, { raw: { width, height, channels } });
    const saved: string[] = [];
    const save = async (bytes: Promise<Buffer>) => {
      const filename = await storage.save(await bytes, 'webp');
      saved.push(filename);
      return filename;
    };
    try {
      const [filename, ...copies] = await Promise.all([
        save(pixels().webp({ quality: 82, effort: 1 }).toBuffer()),
        ...responsiveWidths(width).map((copyWidth) =>
          save(pixels().resize({ width: copyWidth }).webp({ quality: 80, effort: 2 }).toBuffer()),
        ),
      ]);
      const srcset = responsiveWidths(width).map((copyWidth, i) => ({
        width: copyWidth,
        filename: copies[i] as string,
      }));
      return { filename: filename as string, width, height, srcset };
    } catch (error) {
      await storage.remove(saved);
      throw error;
    }
  });
}
