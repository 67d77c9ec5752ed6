import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { freshDatabase } from '../../../test/database';
import { type FormParts, multipartBody } from '../../../test/multipart';
import { loadConfig } from '../../config';
import { createLocalFolderStorage } from '../../lib/storage/local-folder';
import { storeMediaFile } from './media-files';
import { acceptMultipartForms, imageFormLimits, mediaFormLimits, readMultipartForm } from './multipart';
import { uploadUrl } from './urls';

// The real app with two throwaway routes in front of the media module, as the admin routes will use it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-uploads-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const app = await buildTestApp(config, { database: await freshDatabase() });
const storage = createLocalFolderStorage(dataDir);
// Registered as the admin form plugins are: multipart forms are read only where they are accepted.
await app.register(async (forms) => {
  await acceptMultipartForms(forms);
  forms.post('/test/form', async (request) => {
    const form = await readMultipartForm(request, imageFormLimits);
    return {
      fields: form.fields,
      files: form.files.map((f) => ({ fieldname: f.fieldname, filename: f.filename, size: f.buffer.length })),
    };
  });
  forms.post('/test/tiny-form', async (request) => {
    const form = await readMultipartForm(request, { ...imageFormLimits, fileBytes: 1000, totalBytes: 1500 });
    return { files: form.files.length };
  });
  forms.post('/test/media', async (request, reply) => {
    const form = await readMultipartForm(request, mediaFormLimits);
    const stored = await Promise.all(form.files.map((file) => storeMediaFile(storage, file.buffer)));
    return reply.status(201).send(stored.map((media) => ({ ...media, url: uploadUrl(media.filename) })));
  });
});
await app.ready();
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = async (url: string, parts: FormParts) =>
  app.inject({ method: 'POST', url, ...(await multipartBody(parts)) });
const file = (bytes: Uint8Array, filename = 'file.bin', type?: string) => ({ bytes, filename, type });

describe('reading a multipart form', () => {
  it('gives the text fields and the files, skipping a file input left empty', async () => {
    const res = await post('/test/form', [
      ['productName', 'Banarasi Silk Saree'],
      ['productVariants', '[{"color":"Maroon"}]'],
      ['images', file(Buffer.alloc(1200, 1), 'front.png', 'image/png')],
      ['images', file(Buffer.alloc(800, 2), 'back.jpg', 'image/jpeg')],
      ['images', file(new Uint8Array(), '')],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: { productName: 'Banarasi Silk Saree', productVariants: '[{"color":"Maroon"}]' },
      files: [
        { fieldname: 'images', filename: 'front.png', size: 1200 },
        { fieldname: 'images', filename: 'back.jpg', size: 800 },
      ],
    });
  });

  it('answers 413 for an image over 5 MB', async () => {
    const res = await post('/test/form', [['images', file(Buffer.alloc(5 * 1024 * 1024 + 1), 'huge.png')]]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Images may be at most 5 MB each.' });
  });

  it('answers 413 for more than 20 files', async () => {
    const parts: FormParts = Array.from({ length: 21 }, (_, i) => [
      'images',
      file(Buffer.from([i]), `${i}.png`),
    ]);
    const res = await post('/test/form', parts);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'At most 20 files may be sent at once.' });
  });

  it('answers 413 for more than 50 fields', async () => {
    const parts: FormParts = Array.from({ length: 51 }, (_, i) => [`field${i}`, 'x']);
    const res = await post('/test/form', parts);
    expect(res.statusCode).toBe(413);
  });

  it('answers 413 when the files together pass the total limit', async () => {
    const res = await post('/test/tiny-form', [
      ['images', file(Buffer.alloc(900), 'a.png')],
      ['images', file(Buffer.alloc(900), 'b.png')],
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/in total/);
  });

  it('answers 415 for a JSON body where a form is expected', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/form', payload: { productName: 'Kurta' } });
    expect(res.statusCode).toBe(415);
  });

  it('answers 400 for a form cut off half way', async () => {
    const { headers, payload } = await multipartBody([['images', file(Buffer.alloc(2000, 7), 'a.png')]]);
    const res = await app.inject({
      method: 'POST',
      url: '/test/form',
      headers,
      payload: payload.subarray(0, 300),
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 415 for a form sent where JSON is expected, and signs no one up', async () => {
    const res = await post('/api/auth/register', [
      ['firstName', 'Asha'],
      ['lastName', 'Rao'],
      ['username', 'asha_form'],
      ['email', 'asha.form@example.in'],
      ['password', 'a-long-secret'],
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'This content type is not supported here.' });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'asha_form', password: 'a-long-secret' },
    });
    expect(signIn.statusCode).toBe(401);
  });
});

describe('serving uploaded media from /uploads', () => {
  const pictures = [
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['avif', 'image/avif'],
  ] as const;

  for (const [format, contentType] of pictures) {
    it(`serves an uploaded ${format.toUpperCase()} as ${contentType}, unsniffable and cached for good`, async () => {
      const bytes = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#800000' } })
        .toFormat(format, format === 'avif' ? { effort: 0 } : {})
        .toBuffer();
      const upload = await post('/test/media', [['media', file(bytes, 'slide.png', 'image/png')]]);
      expect(upload.statusCode).toBe(201);
      const [stored] = upload.json();
      expect(stored).toMatchObject({ fileType: 'IMAGE', width: 700, height: 500 });

      const res = await app.inject({ method: 'GET', url: stored.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(contentType);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.rawPayload.equals(bytes)).toBe(true);

      const copy = await app.inject({ method: 'GET', url: uploadUrl(stored.srcset[0].filename) });
      expect(copy.headers['content-type']).toBe('image/webp');
      expect((await sharp(copy.rawPayload).metadata()).width).toBe(320);
    });
  }

  it('serves uploaded videos as video/mp4 and video/webm', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypmp42\0\0\0\0mp42', 'latin1')]);
    const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);
    const upload = await post('/test/media', [
      ['media', file(mp4, 'clip.mp4', 'video/mp4')],
      ['media', file(webm, 'clip.webm', 'video/webm')],
    ]);
    expect(upload.statusCode).toBe(201);
    const types = [];
    for (const stored of upload.json()) {
      expect(stored.fileType).toBe('VIDEO');
      const res = await app.inject({ method: 'GET', url: stored.url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      types.push(res.headers['content-type']);
    }
    expect(types).toEqual(['video/mp4', 'video/webm']);
  });

  it('refuses a text file renamed .png with 415 and stores nothing', async () => {
    const res = await post('/test/media', [
      ['media', file(Buffer.from('hello, I am text'), 'cat.png', 'image/png')],
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'Only PNG, JPEG, WebP, GIF or AVIF images or MP4 or WebM videos are allowed.',
    );
  });
});
