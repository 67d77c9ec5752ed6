import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/database';
import { adminQuery, withDatabase } from '../../../test/global-setup';
import { lockDataDir } from '../../db/data-dir-lock';
import { runSeedCommand } from './seed-command';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-seed-'));
const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };

// The command opens its own database as the server would: an empty one, which it migrates.
if (testDatabaseKind === 'postgres') {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `vastra_seed_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  env.DATABASE_URL = withDatabase(serverUrl, name);
  afterAll(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`));
}
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function seed(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSeedCommand(args, env, {
    out: { write: (text: string) => out.push(text) },
    err: { write: (text: string) => err.push(text) },
  });
  return { code, out: out.join(''), err: err.join('') };
}

describe('npm run seed', () => {
  it('adds the demo store and generated products to an empty database, and says what it did', async () => {
    const run = await seed('--products', '30');
    expect(run.err).not.toContain('failed');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/Demo store added in [\d.]+ s: 34 categories \(15 hero images\), 126 products/);
    expect(run.out).toContain('Added 30 products');
    expect(run.err).toContain('Products: 100% (30/30)');
  }, 120_000);

  it('leaves a seeded catalogue alone when run again', async () => {
    const run = await seed();
    expect(run.code).toBe(0);
    expect(run.out).toBe('The catalogue already has categories, so the demo store was not added.\n');
  });

  it('wipes the catalogue and its files with --reset, then seeds the demo store afresh', async () => {
    const filesBefore = readdirSync(path.join(dataDir, 'uploads')).length;
    const run = await seed('--reset');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Deleted 34 categories and 156 products.');
    expect(run.out).toContain('Demo store added');
    // The demo's own files were replaced one for one; the generated products' shared photos are gone.
    expect(readdirSync(path.join(dataDir, 'uploads')).length).toBeLessThan(filesBefore);
  }, 120_000);

  it('explains its options with --help and refuses ones it does not know', async () => {
    const help = await seed('--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('--products N');
    const unknown = await seed('--everything');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Usage: npm run seed');
    const notANumber = await seed('--products', 'many');
    expect(notANumber.code).toBe(2);
    expect(notANumber.err).toBe('--products takes a whole number, like --products 10000.\n');
  });
});

describe('npm run seed next to a running server', () => {
  it('refuses politely while another process has the embedded database open', async () => {
    const lockedDir = mkdtempSync(path.join(tmpdir(), 'vastra-locked-'));
    // The folder held as a running server holds it.
    const unlock = await lockDataDir(path.join(lockedDir, 'db'));
    const err: string[] = [];
    const code = await runSeedCommand(
      [],
      { DATA_DIR: lockedDir, LOG_LEVEL: 'silent' },
      { out: { write: () => true }, err: { write: (text: string) => err.push(text) } },
    );
    unlock();
    rmSync(lockedDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(err.join('')).toContain(`is in use by process ${process.pid}. Stop that process first`);
  });
});
