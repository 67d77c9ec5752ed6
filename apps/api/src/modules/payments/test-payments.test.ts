import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { freshDatabase } from '../../../test/database';
import { loadConfig } from '../../config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-test-payments-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const production = {
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  JWT_SECRET: 'test-payments-secret-of-32-characters-or-more',
};

describe('the payment simulator in a production shop', () => {
  it('the server refuses to start in production with the simulator unless test payments are allowed', () => {
    expect(() => loadConfig(production)).toThrow(
      'PAYMENT_PROVIDER must be phonepe or razorpay when NODE_ENV=production: the simulator lets anyone mark an order paid. Set ALLOW_TEST_PAYMENTS=true only for a test shop.',
    );
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'simulator' })).toThrow(/ALLOW_TEST_PAYMENTS/);
    expect(loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true' }).paymentProvider).toBe('simulator');
    expect(loadConfig({ DATA_DIR: dataDir }).paymentProvider).toBe('simulator');
  });

  it('allowed test payments are announced loudly in the log at start', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true', SEED_DEMO: 'false' });
    const app = await buildTestApp(config, {
      database: await freshDatabase(),
      logger: { level: 'warn', stream },
    });
    await app.ready();
    await app.close();
    const warning = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg.includes('TEST PAYMENTS'));
    expect(warning).toMatchObject({ level: 40 });
    expect(warning.msg).toContain('no money moves');
  });
});
