import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import { createLocalFolderStorage } from '../../lib/storage/local-folder';
import { IMAGE_TYPE_MESSAGE, responsiveWidths, storeImage } from './images';
import { MEDIA_TYPE_MESSAGE, storeMediaFile } from './media-files';
import { storeVideo, VIDEO_TYPE_MESSAGE } from './videos';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-media-'));
const storage = createLocalFolderStorage(dataDir);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A real picture in the given format, drawn by sharp: a gradient so it is not trivially small. */
async function picture(format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif', width = 900, height = 600) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#800000"/><stop offset="1" stop-color="#e1ad01"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#1f2a44"/></svg>`;
  // AVIF at its lowest effort: encoding it well is slow and beside the point here.
  return sharp(Buffer.from(svg))
    .toFormat(format, format === 'avif' ? { effort: 0 } : {})
    .toBuffer();
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const stored = (filename: string) => path.join(storage.dir, filename);
const filesOnDisk = () => readdirSync(storage.dir).length;

// A minimal MP4: a 'ftyp' box with brand isom, then the start of an 'mdat' box.
const mp4Header = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2', 'latin1'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('mdat', 'latin1'),
]);
// A minimal WebM: the EBML magic and a header declaring the webm doc type.
const webmHeader = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
]);

describe('storing an uploaded image', () => {
  for (const format of ['png', 'jpeg', 'webp', 'gif', 'avif'] as const) {
    it(`decodes a ${format.toUpperCase()} image and stores it with WebP copies 320 and 640 wide`, async () => {
      const image = await storeImage(storage, await picture(format));
      expect(image.width).toBe(900);
      expect(image.height).toBe(600);
      const extension = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif', avif: 'avif' }[format];
      expect(image.filename).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${extension}$`));
      const original = await sharp(stored(image.filename)).metadata();
      expect(original.format).toBe(format === 'avif' ? 'heif' : format);
      expect(image.srcset.map((v) => v.width)).toEqual([320, 640]);
      for (const variant of image.srcset) {
        const meta = await sharp(stored(variant.filename)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(variant.width);
        expect(meta.height).toBe(Math.round((variant.width * 600) / 900));
      }
    });
  }

  it('never upscales: a 1600 wide image gets three copies, a 200 wide one a single copy of its own width', async () => {
    const wide = await storeImage(storage, await picture('jpeg', 1600, 1000));
    expect(wide.srcset.map((v) => v.width)).toEqual([320, 640, 1280]);
    const small = await storeImage(storage, await picture('png', 200, 150));
    expect(small.srcset.map((v) => v.width)).toEqual([200]);
    expect(responsiveWidths(640)).toEqual([320]);
  });

  it('makes the same copies from a large photo, which it decodes once per copy', async () => {
    const large = await storeImage(storage, await picture('jpeg', 2600, 1700));
    expect(large.srcset.map((v) => v.width)).toEqual([320, 640, 1280]);
    expect((await sharp(stored(large.srcset[2]?.filename ?? '')).metadata()).height).toBe(837);
  });

  it('keeps the colours of a 16-bit PNG in its 8-bit copies', async () => {
    const deep = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#800000' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const image = await storeImage(storage, deep);
    const { channels } = await sharp(stored(image.srcset[0]?.filename ?? '')).stats();
    expect(channels.map((c) => Math.round(c.mean))).toEqual([128, 0, 0]);
  });

  it('removes camera metadata and turns the photo upright', async () => {
    const photo = await sharp(await picture('jpeg', 600, 400))
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCam', Copyright: 'Shop' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const image = await storeImage(storage, photo);
    const meta = await sharp(stored(image.filename)).metadata();
    expect(meta.exif).toBeUndefined();
    expect([image.width, image.height]).toEqual([400, 600]);
    expect([meta.width, meta.height]).toEqual([400, 600]);
  });

  it('refuses a text file named .png with 415 and leaves nothing on disk', async () => {
    const before = filesOnDisk();
    const error = await failure(storeImage(storage, Buffer.from('<html>not a picture</html>\n'.repeat(20))));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(IMAGE_TYPE_MESSAGE);
    expect(filesOnDisk()).toBe(before);
  });

  it('refuses a format browsers cannot show (TIFF) with 415', async () => {
    const tiff = await sharp(await picture('png', 100, 100))
      .tiff()
      .toBuffer();
    expect((await failure(storeImage(storage, tiff))).statusCode).toBe(415);
  });

  it('refuses a damaged image with 415 and removes what it had written', async () => {
    const png = await picture('png', 1200, 800);
    const before = filesOnDisk();
    const error = await failure(storeImage(storage, png.subarray(0, Math.floor(png.length / 2))));
    expect(error.statusCode).toBe(415);
    expect(filesOnDisk()).toBe(before);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const noisy = await sharp(randomBytes(1500 * 1500 * 3), {
      raw: { width: 1500, height: 1500, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(5 * 1024 * 1024);
    const error = await failure(storeImage(storage, noisy));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('Images may be at most 5 MB each.');
  });

  it('refuses a small file that claims a gigantic canvas with 413 before decoding it', async () => {
    // A 1 x 1 PNG whose header is rewritten to claim 20000 x 20000 pixels (a "pixel bomb").
    const bomb = Buffer.from(await picture('png', 1, 1));
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    expect((await failure(storeImage(storage, bomb))).statusCode).toBe(413);
  });
});

describe('storing an uploaded video', () => {
  it('accepts MP4 and WebM by their signature and keeps the bytes as they are', async () => {
    const mp4 = await storeVideo(storage, mp4Header);
    expect(mp4.filename).toMatch(/\.mp4$/);
    const webm = await storeVideo(storage, webmHeader);
    expect(webm.filename).toMatch(/\.webm$/);
    expect(existsSync(stored(webm.filename))).toBe(true);
  });

  it('refuses random bytes with 415', async () => {
    const error = await failure(storeVideo(storage, Buffer.from('just some random bytes, not a video')));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(VIDEO_TYPE_MESSAGE);
  });

  it('refuses a video over 50 MB with 413', async () => {
    const big = Buffer.concat([mp4Header, Buffer.alloc(50 * 1024 * 1024)]);
    expect((await failure(storeVideo(storage, big))).statusCode).toBe(413);
  });
});

describe('storing a category slide that may be an image or a video', () => {
  it('tells images from videos by their bytes', async () => {
    const video = await storeMediaFile(storage, webmHeader);
    expect(video).toMatchObject({ fileType: 'VIDEO', width: null, height: null, srcset: [] });
    const image = await storeMediaFile(storage, await picture('avif'));
    expect(image).toMatchObject({ fileType: 'IMAGE', width: 900, height: 600 });
    expect(image.filename).toMatch(/\.avif$/);
  });

  it('refuses anything else with 415 naming both kinds', async () => {
    const error = await failure(storeMediaFile(storage, Buffer.from('%PDF-1.7 not a slide')));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(MEDIA_TYPE_MESSAGE);
  });
});
