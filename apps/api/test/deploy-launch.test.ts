import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEnv, serverNodeArgs } from '../../../scripts/server-node-args.mjs';

// What V8 reads only at launch cannot be set by the server itself (memory-policy.ts): the deploy
// files must pass it as `npm start` does, or a deployed shop runs with V8's young generation.
const deploy = path.resolve(import.meta.dirname, '../../../deploy');
const youngGeneration = serverNodeArgs.find((arg) => arg.startsWith('--max-semi-space-size='));

function dockerCommand(): string[] {
  const cmd = readFileSync(path.join(deploy, 'Dockerfile'), 'utf8').match(/^CMD (\[.*\])$/m)?.[1];
  return cmd ? (JSON.parse(cmd) as string[]) : [];
}

function systemdCommand(): string[] {
  const line = readFileSync(path.join(deploy, 'systemd/vastra@.service'), 'utf8').match(/^ExecStart=(.*)$/m);
  return line?.[1]?.split(/\s+/) ?? [];
}

describe('the deploy files start the server with the node flags npm start gives it', () => {
  it.each([
    ['the Dockerfile', dockerCommand],
    ['the systemd unit', systemdCommand],
  ])('%s', (_name, command) => {
    expect(youngGeneration).toBeDefined();
    const [node, ...args] = command();
    expect(node).toMatch(/(^|\/)node$/);
    expect(args.at(-1)).toBe('apps/api/dist/server.js');
    expect(args).toContain(youngGeneration);
    expect(args).toContain('--v8-pool-size=1');
  });
});

describe('the deploy files give the server the environment npm start gives it', () => {
  const settings = Object.entries(serverEnv).map(([name, value]) => `${name}=${value}`);

  it('the Dockerfile', () => {
    const env = readFileSync(path.join(deploy, 'Dockerfile'), 'utf8')
      .match(/^ENV (.*)$/m)?.[1]
      ?.split(/\s+/);
    expect(settings.length).toBeGreaterThan(0);
    for (const setting of settings) expect(env).toContain(setting);
  });

  it('the systemd unit', () => {
    const unit = readFileSync(path.join(deploy, 'systemd/vastra@.service'), 'utf8');
    for (const setting of settings) expect(unit).toMatch(new RegExp(`^Environment=${setting}$`, 'm'));
  });
});
