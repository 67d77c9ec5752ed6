import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './multipart';
import { type RunningServer, startServer } from './server-process';

const MB = 1024 * 1024;

// The server in a process of its own and a real connection, not inject: a server that answers before
// reading a large body and closes leaves the client with a broken pipe (EPIPE) instead of the answer.
describe('a body over the limit, sent over a real connection', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-oversized-'));
  let server: RunningServer;
  const auth = { customer: {}, admin: {} } as Record<'customer' | 'admin', Record<string, string>>;

  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return (await res.json()) as { token: string };
  };
  beforeAll(async () => {
    server = await startServer(undefined, dataDir);
    const shopper = { firstName: 'Meera', lastName: 'Iyer', username: 'meera', email: 'meera@example.in' };
    await post('/api/auth/register', { ...shopper, password: 'secret123' });
    const { token } = await post('/api/auth/login', { identifier: 'meera', password: 'secret123' });
    auth.customer = { authorization: `Bearer ${token}` };
    const admin = await post('/api/auth/login', { identifier: 'admin', password: 'server-process-admin' });
    auth.admin = { authorization: `Bearer ${admin.token}` };
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const postJson = (url: string, bytes: number, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: `{"firstName":"${'x'.repeat(bytes)}"}`,
    });
  const postPhoto = async (bytes: number, headers: Record<string, string> = {}) => {
    const form = await multipartBody([
      ['name', 'Kurta'],
      ['images', { bytes: new Uint8Array(bytes), filename: 'huge.png', type: 'image/png' }],
    ]);
    return fetch(`${server.url}/api/products`, {
      method: 'POST',
      headers: { ...form.headers, ...headers },
      body: form.payload,
    });
  };
  const tooLarge = { message: 'The request body is too large.' };

  it('answers a 2 MB registration with a 413 the client reads', async () => {
    const res = await postJson('/api/auth/register', 2 * MB);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
  });

  it('answers 100 MB sent to a signed-in JSON route with a 413 the client reads', async () => {
    const res = await postJson('/api/cart/add', 100 * MB, auth.customer);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
  });

  it('answers 100 MB sent to an address that does not exist with a 413 the client reads', async () => {
    for (const url of ['/api/no-such-route', '/no/such/page']) {
      const res = await postJson(url, 100 * MB);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual(tooLarge);
    }
  });

  it("answers an admin's 100 MB photo upload with a 413 naming the limit", async () => {
    const res = await postPhoto(100 * MB, auth.admin);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Images may be at most 5 MB each.' });
  });

  it("answers a guest's 100 MB upload to an admin form with a 401 the client reads", async () => {
    const res = await postPhoto(100 * MB);
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty('message');
  });
});
