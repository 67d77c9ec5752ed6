import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { pgliteExtensions } from '../src/db/pglite-options';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database per run; every test file then starts from a copy of it
 * (a PGlite data-dir dump, or a PostgreSQL CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'vastra-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(fromPglite(client));
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const templateFile = path.join(tempDir, 'template.tar.gz');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templateFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let templateName = '';
  if (serverUrl) {
    templateName = `vastra_template_${process.pid}`;
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${templateName}`);
    await adminQuery(serverUrl, `CREATE DATABASE ${templateName}`);
    const template = openPostgres(withDatabase(serverUrl, templateName));
    await migrate(template);
    await template.close();
  }
  project.provide('postgresTemplate', templateName);

  return async () => {
    rmSync(tempDir, { recursive: true, force: true });
    if (serverUrl && templateName) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${templateName}`);
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
