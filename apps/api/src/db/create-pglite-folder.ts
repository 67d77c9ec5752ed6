// Run in a child process by openDatabase on a first start: creating an embedded database (initdb)
// takes a second PostgreSQL instance and a few hundred MB that WASM memory never gives back. Here
// they are returned when this process exits, and the server opens the folder made ready.
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options';

const dbDir = process.argv[2];
if (!dbDir) throw new Error('usage: create-pglite-folder <database folder>');
const client = await PGlite.create(pgliteOptions(dbDir));
await client.close();
