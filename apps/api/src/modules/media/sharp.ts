import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips), loaded on first use: only image uploads and the demo's drawings need it, and a
 * server that only serves the shop should not carry its native library in memory from start-up.
 * Its operation cache is off: every image is decoded once, so the cache would only hold up to
 * 50 MB of pixels nobody asks for again.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((loaded) => {
    loaded.default.cache(false);
    return loaded.default;
  });
  return loading;
}
