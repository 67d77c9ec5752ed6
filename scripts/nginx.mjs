// nginx in front of running Vastra processes, as the cluster test and `npm run bench -- --processes N`
// start it: Debian's nginx with the shipped site (deploy/nginx/vastra.conf.template), in a private
// prefix folder with its own config on a free port; nothing of the machine's nginx is touched.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

/** Debian's nginx (apt-get install -y nginx); NGINX_PATH points elsewhere. */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const nginxInstalled = existsSync(nginxPath);

const siteTemplate = path.resolve(import.meta.dirname, '../deploy/nginx/vastra.conf.template');

/** envsubst, as the official nginx image applies it to templates: ${NAME} for each name given. */
function fillTemplate(template, values) {
  return template.replace(/\$\{(\w+)\}/g, (whole, name) => values[name] ?? whole);
}

/**
 * Starts nginx in front of `upstreams` (host:port each) and waits until it answers /api/health.
 * The bench gives it a worker per core and room for its load; the test, two small workers.
 */
export async function startNginx(upstreams, { workers = '2', workerConnections = 1024 } = {}) {
  if (!nginxInstalled)
    throw new Error(`No nginx at ${nginxPath}: apt-get install -y nginx (or set NGINX_PATH).`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'vastra-nginx-'));
  for (const dir of ['logs', 'temp', 'cache']) mkdirSync(path.join(prefix, dir));
  const port = await freePort();
  const site = fillTemplate(readFileSync(siteTemplate, 'utf8'), {
    VASTRA_LISTEN: `127.0.0.1:${port}`,
    VASTRA_SERVER_NAME: 'localhost',
    VASTRA_UPSTREAMS: upstreams.map((address) => `server ${address};`).join(' '),
    VASTRA_CACHE_DIR: path.join(prefix, 'cache'),
  });
  writeFileSync(path.join(prefix, 'vastra.conf'), site);
  const temp = (name) => path.join(prefix, 'temp', name);
  const errorLog = path.join(prefix, 'logs', 'error.log');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      // As root, nginx would hand its workers to "nobody", who cannot write in this private folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      `worker_processes ${workers};`,
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      `events { worker_connections ${workerConnections}; }`,
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${path.join(prefix, 'vastra.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(nginxPath, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const failure =
      child.exitCode !== null
        ? 'nginx exited at start'
        : Date.now() > deadline
          ? 'nginx did not answer within 10 s'
          : '';
    if (failure) {
      await stop();
      throw new Error(`${failure}:\n${stderr}`);
    }
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}
