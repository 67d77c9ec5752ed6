import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { mobileCodes } from '../../db/schema/accounts';

// As the emailed password-reset codes (password-reset.ts): 6 digits, 10 minutes, 5 tries.
const CODE_LIFETIME_MS = 10 * 60_000;
const MAX_TRIES = 5;

/** A fresh code for this mobile, replacing any earlier one; only its hash is kept. */
export async function issueMobileCode(db: Db, secret: string, mobile: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    mobile,
    codeHash: hashMobileCode(secret, mobile, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    createdAt: new Date(),
  };
  await db.insert(mobileCodes).values(values).onConflictDoUpdate({ target: mobileCodes.mobile, set: values });
  // Numbers that never came back for their code are forgotten on the way.
  await db.delete(mobileCodes).where(lt(mobileCodes.expiresAt, new Date()));
  return code;
}

/**
 * Whether `code` is this mobile's unexpired code, costing one of its tries. Claiming the try and
 * reading the code is one statement: parallel guesses queue on the row, so no more than MAX_TRIES
 * are ever compared, however many arrive at once. The code stays until useMobileCode.
 */
export async function checkMobileCode(
  db: Db,
  secret: string,
  mobile: string,
  code: string,
): Promise<boolean> {
  const [claimed] = await db
    .update(mobileCodes)
    .set({ attempts: sql`${mobileCodes.attempts} + 1` })
    .where(
      and(
        eq(mobileCodes.mobile, mobile),
        gt(mobileCodes.expiresAt, new Date()),
        lt(mobileCodes.attempts, MAX_TRIES),
      ),
    )
    .returning({ codeHash: mobileCodes.codeHash });
  return claimed !== undefined && safeEqual(claimed.codeHash, hashMobileCode(secret, mobile, code));
}

/**
 * Uses a checked code up, inside the transaction that acts on it: of two requests racing with the
 * same code, the second waits on the row, then finds it gone and gets false.
 */
export async function useMobileCode(tx: Tx, secret: string, mobile: string, code: string): Promise<boolean> {
  const [used] = await tx
    .delete(mobileCodes)
    .where(
      and(eq(mobileCodes.mobile, mobile), eq(mobileCodes.codeHash, hashMobileCode(secret, mobile, code))),
    )
    .returning({ mobile: mobileCodes.mobile });
  return used !== undefined;
}

const safeEqual = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** HMAC-SHA256 of the code, keyed by the signing secret and bound to the number. */
function hashMobileCode(secret: string, mobile: string, code: string): string {
  return createHmac('sha256', secret).update(`mobile:${mobile}:${code}`).digest('hex');
}
