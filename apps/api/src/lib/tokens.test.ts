import { afterEach, describe, expect, it, vi } from 'vitest';
import { readToken, signToken } from './tokens';

const secret = 'a-signing-key-of-at-least-32-characters!';
const otherSecret = 'another-signing-key-of-32-characters-too';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('reading a session token', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the same claims every time the same token comes back', async () => {
    const token = await signToken(secret, { userId: crypto.randomUUID(), tokenVersion: 3 });
    const first = await readToken(secret, token);
    expect(first).toMatchObject({ tokenVersion: 3 });
    expect(await readToken(secret, token)).toEqual(first);
  });

  it('refuses a token once it has expired, even after it was accepted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signToken(secret, { userId: crypto.randomUUID(), tokenVersion: 0 });
    expect(await readToken(secret, token)).not.toBeNull();
    vi.setSystemTime(Date.now() + 8 * DAY_MS);
    expect(await readToken(secret, token)).toBeNull();
  });

  it('refuses a token accepted under one signing key when the shop uses another', async () => {
    const token = await signToken(secret, { userId: crypto.randomUUID(), tokenVersion: 0 });
    expect(await readToken(secret, token)).not.toBeNull();
    expect(await readToken(otherSecret, token)).toBeNull();
  });

  it('refuses a token whose signature was tampered with', async () => {
    const token = await signToken(secret, { userId: crypto.randomUUID(), tokenVersion: 0 });
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await readToken(secret, tampered)).toBeNull();
  });
});
