import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/** Debian's nginx (apt-get install -y nginx); NGINX_PATH points elsewhere. */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const nginxInstalled = existsSync(nginxPath);

const siteTemplate = path.resolve(import.meta.dirname, '../../../deploy/nginx/vastra.conf.template');

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx as a child of the test, with the shipped site (deploy/nginx/vastra.conf.template) in front
 * of `upstreams`: its own prefix folder and config on a free port, nothing of the machine's touched.
 */
export async function startNginx(upstreams: string[]): Promise<RunningNginx> {
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
  const temp = (name: string) => path.join(prefix, 'temp', name);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      // As root, nginx would hand its workers to "nobody", who cannot write in this private folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 2;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'logs', 'error.log')} warn;`,
      'events { worker_connections 1024; }',
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
  const child: ChildProcess = spawn(
    nginxPath,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'logs', 'error.log')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s:\n${stderr}`);
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** envsubst, as the official nginx image applies it to templates: ${NAME} for each name given. */
function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
