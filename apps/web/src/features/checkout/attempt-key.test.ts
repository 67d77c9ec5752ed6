import { afterEach, describe, expect, it, vi } from 'vitest';
import { newAttemptKey } from './attempt-key';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('checkout attempt keys', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a fresh UUID each time', () => {
    const first = newAttemptKey();
    expect(first).toMatch(uuidV4);
    expect(newAttemptKey()).not.toBe(first);
  });

  it('is still a UUID on a page without crypto.randomUUID (plain http on a LAN address)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const key = newAttemptKey();
    expect(key).toMatch(uuidV4);
    expect(newAttemptKey()).not.toBe(key);
  });
});
