import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '.';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'vastra-config-'));

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminEmail).toBe('admin@vastra.local');
    expect(config.seedDemo).toBe(true);
    expect(config.paymentProvider).toBe('simulator');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('stops with a sentence naming the variable when a value is bad', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'maybe' })).toThrow(
      /SEED_DEMO must be true or false/,
    );
  });

  it('keeps media in DATA_DIR/uploads unless MEDIA_STORAGE=s3 names a bucket with its settings', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).media).toEqual({ kind: 'local' });
    const s3 = { DATA_DIR: dataDir(), MEDIA_STORAGE: 's3', S3_BUCKET: 'shop', S3_REGION: 'auto' };
    expect(
      loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true', S3_PUBLIC_URL: 'https://cdn.example/' }).media,
    ).toEqual({
      kind: 's3',
      bucket: 'shop',
      region: 'auto',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
      publicUrl: 'https://cdn.example',
    });
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' })).toThrow('S3_BUCKET must be set when MEDIA_STORAGE=s3');
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toThrow(/must be set together/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http:// or https:// URL',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), MEDIA_STORAGE: 'disk' })).toThrow(
      'MEDIA_STORAGE must be local or s3',
    );
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(
      'JWT_SECRET must be set when NODE_ENV=production',
    );
  });

  it('generates the signing key once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it('names the missing PhonePe setting when the provider is phonepe', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'phonepe' })).toThrow(
      'PHONEPE_CLIENT_ID must be set when PAYMENT_PROVIDER=phonepe',
    );
  });

  it('names the missing Razorpay setting, and refuses a key id that is not Razorpay’s', () => {
    const razorpay = {
      DATA_DIR: dataDir(),
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_Abc123',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-of-16+',
    };
    expect(() => loadConfig({ ...razorpay, RAZORPAY_WEBHOOK_SECRET: undefined })).toThrow(
      'RAZORPAY_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER=razorpay',
    );
    expect(() => loadConfig({ ...razorpay, RAZORPAY_KEY_ID: 'Abc123' })).toThrow(
      'RAZORPAY_KEY_ID must be a Razorpay key id (rzp_test_... or rzp_live_...)',
    );
    expect(() => loadConfig({ ...razorpay, RAZORPAY_WEBHOOK_SECRET: 'short' })).toThrow(
      'RAZORPAY_WEBHOOK_SECRET must be at least 16 characters long',
    );
    expect(loadConfig(razorpay).razorpay).toEqual({
      keyId: 'rzp_test_Abc123',
      keySecret: 'key-secret',
      webhookSecret: 'webhook-secret-of-16+',
      baseUrl: 'https://api.razorpay.com',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });

  it('refuses Razorpay’s test mode keys in production unless test payments are allowed', () => {
    const live = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      JWT_SECRET: 'config-test-secret-of-32-characters-or-more',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_Abc123',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-of-16+',
    };
    expect(() => loadConfig(live)).toThrow(/RAZORPAY_KEY_ID is a test mode key/);
    expect(loadConfig({ ...live, ALLOW_TEST_PAYMENTS: 'true' }).paymentProvider).toBe('razorpay');
    expect(loadConfig({ ...live, RAZORPAY_KEY_ID: 'rzp_live_Abc123' }).razorpay?.keyId).toBe(
      'rzp_live_Abc123',
    );
  });
});

describe('trusting proxies', () => {
  it('trusts no forwarded address unless TRUST_PROXY says whose', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const hops = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops === 'function' && [hops('10.0.0.2', 0), hops('10.0.0.3', 1)]).toEqual([true, false]);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).trustProxy).toBe(
      '10.0.0.2,10.0.1.0/24',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be a hop count/,
    );
  });
});
