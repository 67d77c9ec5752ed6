import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from './server';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** Debian's nginx with the shipped site (deploy/nginx) in front of `upstreams`, in a folder of its own. */
export async function startNginx(upstreams: string[]): Promise<RunningNginx> {
  if (!existsSync(nginxPath)) throw new Error(`No nginx at ${nginxPath}: apt-get install -y nginx`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'vastra-bench-nginx-'));
  for (const dir of ['temp', 'cache']) mkdirSync(path.join(prefix, dir));
  const port = await freePort();
  const values: Record<string, string> = {
    VASTRA_LISTEN: `127.0.0.1:${port}`,
    VASTRA_SERVER_NAME: 'localhost',
    VASTRA_UPSTREAMS: upstreams.map((address) => `server ${address};`).join(' '),
    VASTRA_CACHE_DIR: path.join(prefix, 'cache'),
  };
  const template = readFileSync(path.join(repoRoot, 'deploy/nginx/vastra.conf.template'), 'utf8');
  writeFileSync(
    path.join(prefix, 'vastra.conf'),
    template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole),
  );
  const temp = (name: string) => path.join(prefix, 'temp', name);
  const errorLog = path.join(prefix, 'error.log');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes auto;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${path.join(prefix, 'vastra.conf')};
}
`,
  );
  const child: ChildProcess = spawn(
    nginxPath,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null || tries > 100) throw new Error('nginx did not start');
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
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
