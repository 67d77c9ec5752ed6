import { describe, expect, it } from 'vitest';
import { srcSetOf } from './picture';

describe('responsive images', () => {
  it('offers every resized copy, narrowest first, plus a wider original', () => {
    const srcset = srcSetOf({
      url: '/uploads/original.webp',
      width: 1600,
      srcset: [
        { width: 640, url: '/uploads/640.webp' },
        { width: 320, url: '/uploads/320.webp' },
      ],
    });
    expect(srcset).toBe('/uploads/320.webp 320w, /uploads/640.webp 640w, /uploads/original.webp 1600w');
  });

  it('leaves out an original no wider than its copies, and has nothing to offer without sizes', () => {
    expect(srcSetOf({ url: '/o.webp', width: 320, srcset: [{ width: 320, url: '/320.webp' }] })).toBe(
      '/320.webp 320w',
    );
    expect(srcSetOf({ url: '/video.mp4', width: null, srcset: [] })).toBeUndefined();
  });
});
