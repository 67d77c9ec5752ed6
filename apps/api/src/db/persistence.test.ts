import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password';
import { createAdminIfEmpty } from '../modules/users';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { users } from './schema/users';

describe('the embedded database on disk', () => {
  it('keeps the admin across a restart and creates it only once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-disk-'));
    const first = await openDatabase({ dataDir });
    await migrate(first);
    const created = await createAdminIfEmpty(first.db, { email: 'owner@shop.in', password: undefined });
    expect(created.created).toBe(true);
    expect(created.generatedPassword).toMatch(/^[\w-]{16}$/);
    await first.close();

    const second = await openDatabase({ dataDir });
    await migrate(second);
    expect((await createAdminIfEmpty(second.db, { email: 'x@y.z', password: 'secret1' })).created).toBe(
      false,
    );
    const [admin] = await second.db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin?.email).toBe('owner@shop.in');
    expect(admin?.userType).toBe('ADMIN');
    expect(await verifyPassword(admin?.passwordHash ?? '', created.generatedPassword ?? '')).toBe(true);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    await second.close();
  });
});
