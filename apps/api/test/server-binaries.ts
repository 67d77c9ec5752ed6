// Where Debian keeps the servers that the outage tests (test/outage-shop.ts) start, stop and start
// again. Read by the root vitest.config.ts too, which runs those tests only when they are there (or in CI).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const postgresRoot = '/usr/lib/postgresql';

/** The newest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl (Debian's postgresql package). */
export const postgresBinDir: string | undefined = (existsSync(postgresRoot) ? readdirSync(postgresRoot) : [])
  .sort((a, b) => Number(b) - Number(a))
  .map((version) => path.join(postgresRoot, version, 'bin'))
  .find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));

/** Debian's redis-server (the redis-server package). */
export const redisServerPath: string | undefined = [
  '/usr/bin/redis-server',
  '/usr/local/bin/redis-server',
].find((file) => existsSync(file));
