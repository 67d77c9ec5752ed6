import { loadSharp, responsiveWidths } from '../media';

/** A drawing to render, as storeDrawing sends it. */
export interface DrawingJob {
  id: number;
  svg: string;
}

/** A rendered drawing: the WebP original and its srcset copies, or why it could not be made. */
export type RenderedDrawing =
  | {
      id: number;
      width: number;
      height: number;
      original: Uint8Array;
      copies: { width: number; bytes: Uint8Array }[];
    }
  | { id: number; error: string };

/**
 * Renders an SVG once to a bitmap and encodes every file from it (a WebP original and the srcset
 * copies) rather than decoding the original again: the drawings are ours, so they need none of an
 * upload's checks.
 */
export async function renderDrawing(svg: string) {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const pixels = () => sharp(data, { raw: { width, height, channels } });
  const widths = responsiveWidths(width);
  const [original, ...copies] = await Promise.all([
    pixels().webp({ quality: 82, effort: 1 }).toBuffer(),
    ...widths.map((copyWidth) =>
      pixels().resize({ width: copyWidth }).webp({ quality: 80, effort: 2 }).toBuffer(),
    ),
  ]);
  return {
    width,
    height,
    original: original as Buffer,
    copies: widths.map((copyWidth, i) => ({ width: copyWidth, bytes: copies[i] as Buffer })),
  };
}
