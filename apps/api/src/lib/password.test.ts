import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  it('are argon2id at 9 MiB and 4 passes, and verify only the password they were made from', async () => {
    const stored = await hashPassword('chai-and-samosa');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=9216,t=4,p=1\$/);
    expect(await verifyPassword(stored, 'chai-and-samosa')).toBe(true);
    expect(await verifyPassword(stored, 'chai-and-samosas')).toBe(false);
  });

  it('made with the earlier 19 MiB, 2 pass settings still verify', async () => {
    const earlier = await hash('chai-and-samosa', { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(earlier).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(earlier, 'chai-and-samosa')).toBe(true);
    expect(await verifyPassword(earlier, 'wrong')).toBe(false);
  });

  it('that are not argon2 at all are a wrong password, not an error', async () => {
    expect(await verifyPassword('not a hash', 'chai-and-samosa')).toBe(false);
  });
});
