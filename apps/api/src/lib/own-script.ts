import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Bundled, this module is part of dist/server.js and every script is built beside it (bundle.mjs);
// from source (development, tests, `npm run seed`) the script is a .ts file run through tsx.
const fromSource = import.meta.url.endsWith('.ts');

/**
 * Starts one of the server's own scripts in a child process (`sourcePath` from src/, e.g.
 * 'modules/demo/drawing-renderer'), with an IPC channel that carries buffers. Work whose memory a
 * process never gives back runs there: the memory is returned when the child exits.
 */
export function forkOwnScript(sourcePath: string, args: string[] = []): ChildProcess {
  const name = sourcePath.split('/').at(-1) as string;
  const file = fromSource
    ? fileURLToPath(new URL(`../${sourcePath}.ts`, import.meta.url))
    : fileURLToPath(new URL(`./${name}.js`, import.meta.url));
  return fork(file, args, {
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** Resolves when the child has exited with code 0; rejects with its code or signal otherwise. */
export function exitOf(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${what} exited with ${signal ?? `code ${code}`}`)),
    );
  });
}
