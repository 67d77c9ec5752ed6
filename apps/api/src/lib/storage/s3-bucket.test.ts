import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { pictureFile, sendForm } from '../../../test/multipart';
import { startS3Server } from '../../../test/s3-server';
import { createTestUser } from '../../../test/users';
import { loadConfig, type S3Settings } from '../../config';
import { moveUploadsToBucket } from './move-to-bucket';
import { createS3BucketStorage } from './s3-bucket';

const s3 = await startS3Server();
afterAll(() => s3.stop());
const settings = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vastra-s3cfg-')), ...s3.env })
  .media as S3Settings;
const bucket = createS3BucketStorage(settings);
const bytesOf = async (name: string) => {
  const file = await bucket.open(name);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('media in an S3-compatible bucket', () => {
  it('saves under a new random name, copies, reads back and removes', async () => {
    const name = await bucket.save(Buffer.from('first photo'), 'png');
    expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    const copy = await bucket.copy(name);
    expect(copy).not.toBe(name);
    expect(await bytesOf(copy)).toBe('first photo');
    expect((await bucket.open(name))?.contentType).toBe('image/png');

    await bucket.remove([name, copy, 'never-stored.webp']);
    expect(await bucket.has(name)).toBe(false);
    expect(await bytesOf(copy)).toBeUndefined();
  });

  it('refuses a name that could leave the bucket’s flat namespace', async () => {
    await expect(bucket.open('../secret.png')).rejects.toThrow(/Not an upload name/);
    await expect(bucket.remove(['a/b.png'])).rejects.toThrow(/Not an upload name/);
  });

  it('copies the local folder into the bucket under the same names, skipping what is already there', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-move-'));
    mkdirSync(path.join(dataDir, 'uploads'));
    writeFileSync(path.join(dataDir, 'uploads', 'old-logo.png'), 'logo bytes');
    writeFileSync(path.join(dataDir, 'uploads', 'old-hero.webp'), 'hero bytes');

    expect(await moveUploadsToBucket(dataDir, bucket)).toEqual({ copied: 2, alreadyThere: 0 });
    expect(await bytesOf('old-logo.png')).toBe('logo bytes');
    expect(await moveUploadsToBucket(dataDir, bucket)).toEqual({ copied: 0, alreadyThere: 2 });
  });
});

describe('/uploads with MEDIA_STORAGE=s3', async () => {
  // Two apps with folders of their own, as two machines: only the bucket is shared.
  const one = await createTestApp(s3.env);
  const other = await createTestApp(s3.env);
  const admin = await createTestUser(one.app, 'ADMIN');

  it('serves a photo uploaded through one process from another, cached for ever', async () => {
    const saved = await sendForm(
      one.app,
      'PUT',
      '/api/company-details',
      [
        ['name', 'Vastra'],
        ['email', 'hello@vastra.example'],
        ['phone', '+91 80 1234 5678'],
        ['address', '12 MG Road, Bengaluru'],
        ['pincode', '560001'],
        ['logo', await pictureFile('logo.png', { width: 300, height: 100 })],
      ],
      admin.auth,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const url: string = saved.json().logoUrl;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    const res = await other.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const again = await other.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a name that is not stored or not an upload name', async () => {
    expect((await other.app.inject({ method: 'GET', url: '/uploads/nothing-here.png' })).statusCode).toBe(
      404,
    );
    expect((await other.app.inject({ method: 'GET', url: '/uploads/..%2Fjwt-secret' })).statusCode).toBe(404);
  });
});

describe('/uploads with S3_PUBLIC_URL', async () => {
  const { app } = await createTestApp({ ...s3.env, S3_PUBLIC_URL: 'https://media.vastra.example/shop/' });

  it('sends the browser straight to the bucket or CDN, and lets pages load media from there', async () => {
    const res = await app.inject({ method: 'GET', url: '/uploads/3f6c-hero.webp' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://media.vastra.example/shop/3f6c-hero.webp');
    const page = await app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://media.vastra.example",
    );
  });
});
