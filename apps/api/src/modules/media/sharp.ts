import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips), loaded on first use: only image uploads and the demo seed need it, and a server
 * that only serves the shop should not carry its native library in memory from start-up.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((loaded) => loaded.default);
  return loading;
}
