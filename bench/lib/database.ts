import { spawn } from 'node:child_process';
import pg from 'pg';
import { repoRoot } from './server';

/** The PostgreSQL server the benchmark makes its throwaway database on. */
export const postgresServerUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  name: string;
  url: string;
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `vastra_bench_<pid>[_<suffix>]` (dropping a leftover of the same name first). */
export async function createBenchDatabase(suffix?: string): Promise<BenchDatabase> {
  const name = `vastra_bench_${process.pid}${suffix ? `_${suffix}` : ''}`;
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = withDatabase(postgresServerUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  return {
    name,
    url,
    query: async (text, values) => (await pool.query(text, values)).rows,
    drop: async () => {
      await pool.end();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** `npm run seed -- --products N` on the benchmark's database and data folder, as a user would run it. */
export function seedCatalogue(databaseUrl: string, dataDir: string, products: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'seed', '--silent', '--', '--products', String(products)], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run seed exited with ${code}`)),
    );
  });
}
