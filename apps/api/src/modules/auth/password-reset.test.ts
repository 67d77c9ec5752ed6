import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { MAIL_WAIT } from '../../../test/outbox';
import { createTestUser, type TestUser } from '../../../test/users';
import { passwordResetCodes } from '../../db/schema/accounts';

// Many codes from one test client: the per-IP limit has its own tests (abuse-limits.test.ts).
const { app, config } = await createTestApp({ RATE_LIMIT_OTP_REQUEST_IP: '1000' });
const mail = vi.spyOn(app.mailer, 'send');

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const requestCode = (email: string) => post('/api/auth/forgot-password/request-otp', { email });
const reset = (email: string, otp: string, newPassword: string) =>
  post('/api/auth/forgot-password/reset', { email, otp, newPassword });
const login = (identifier: string, password: string) => post('/api/auth/login', { identifier, password });

/** Asks for a code and reads it from the mail that was sent. */
async function codeFor(user: TestUser): Promise<string> {
  mail.mockClear();
  const res = await requestCode(user.email);
  expect(res.statusCode).toBe(200);
  await vi.waitFor(() => expect(mail).toHaveBeenCalledTimes(1), MAIL_WAIT);
  const [message] = mail.mock.calls[0] ?? [];
  expect(message?.to).toBe(user.email);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

/** A 6-digit code that is not the given one. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot password', () => {
  it('answers an unknown email exactly like a known one and mails nothing', async () => {
    const user = await createTestUser(app);
    mail.mockClear();
    const known = await requestCode(user.email.toUpperCase());
    const unknown = await requestCode('nobody@example.in');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await vi.waitFor(() => expect(mail).toHaveBeenCalledTimes(1), MAIL_WAIT);
  });

  it('reset-code requests answer before any account work, so known and unknown emails take the same time', async () => {
    const user = await createTestUser(app);
    let mailed: () => void = () => {};
    mail.mockClear();
    // A mail server that holds every message until the test lets it go.
    mail.mockImplementationOnce(() => new Promise<void>((resolve) => (mailed = resolve)));
    const res = await requestCode(user.email);
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(mail).toHaveBeenCalled(), MAIL_WAIT);
    mailed();
  });

  it('parallel guesses never get more than 5 tries at a code', async () => {
    const user = await createTestUser(app);
    const code = await codeFor(user);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        reset(
          user.email,
          otherCode(
            String(Number(code) + i)
              .padStart(6, '0')
              .slice(-6),
          ),
          'brand-new-pass',
        ),
      ),
    );
    expect(guesses.map((res) => res.statusCode)).toEqual(Array(8).fill(400));
    const [stored] = await app.db
      .select({ attempts: passwordResetCodes.attempts })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(stored?.attempts).toBe(5);
    expect((await reset(user.email, code, 'brand-new-pass')).statusCode).toBe(400);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('resets the password with the mailed code, ends old sessions and lets the new password in', async () => {
    const user = await createTestUser(app);
    const code = await codeFor(user);
    const res = await reset(user.email, code, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });

    const oldSession = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
    expect(oldSession.statusCode).toBe(401);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    expect((await login(user.username, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('ends the session that last changed the password too: a reset leaves no session standing', async () => {
    const user = await createTestUser(app);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: user.auth,
      payload: { currentPassword: user.password, newPassword: 'changed-pass' },
    });
    expect(changed.statusCode).toBe(200);
    const me = () => app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
    expect((await me()).statusCode).toBe(200);

    expect((await reset(user.email, await codeFor(user), 'brand-new-pass')).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('refuses a code that was already used', async () => {
    const user = await createTestUser(app);
    const code = await codeFor(user);
    expect((await reset(user.email, code, 'first-new-pass')).statusCode).toBe(200);
    const again = await reset(user.email, code, 'second-new-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toHaveProperty('otp');
    expect((await login(user.username, 'first-new-pass')).statusCode).toBe(200);
  });

  it('refuses a wrong code and leaves the password alone', async () => {
    const user = await createTestUser(app);
    const code = await codeFor(user);
    const res = await reset(user.email, otherCode(code), 'brand-new-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The code is wrong or has expired. Please request a new one.',
      errors: { otp: 'The code is wrong or has expired. Please request a new one.' },
    });
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await createTestUser(app);
    const code = await codeFor(user);
    await app.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user.id));
    expect((await reset(user.email, code, 'brand-new-pass')).statusCode).toBe(400);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('stops accepting even the right code after 5 wrong tries', async () => {
    const user = await createTestUser(app);
    const code = await codeFor(user);
    for (let i = 0; i < 5; i++) {
      expect((await reset(user.email, otherCode(code), 'brand-new-pass')).statusCode).toBe(400);
    }
    expect((await reset(user.email, code, 'brand-new-pass')).statusCode).toBe(400);
  });

  it('replaces the earlier code when a new one is asked for', async () => {
    const user = await createTestUser(app);
    const first = await codeFor(user);
    let second = await codeFor(user);
    // The odds of the same six digits twice are one in a million; ask again rather than flake.
    while (second === first) second = await codeFor(user);
    expect((await reset(user.email, first, 'brand-new-pass')).statusCode).toBe(400);
    expect((await reset(user.email, second, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('stores the code hashed, never in clear', async () => {
    const user = await createTestUser(app);
    const code = await codeFor(user);
    const [row] = await app.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(row?.codeHash).toBeDefined();
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
  });

  it('refuses a reset for an unknown email with the same 400 as a wrong code', async () => {
    const res = await reset('nobody@example.in', '123456', 'brand-new-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('otp');
  });

  it('checks the code format and the new password length', async () => {
    const res = await reset('someone@example.in', '12ab', '123');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      otp: 'Please enter the 6-digit code.',
      newPassword: 'Password must be at least 6 characters long.',
    });
  });
});

describe('the mail outbox without SMTP', () => {
  it('holds the code as an .eml file in DATA_DIR/outbox', async () => {
    const user = await createTestUser(app);
    expect((await requestCode(user.email)).statusCode).toBe(200);
    const outbox = path.join(config.dataDir, 'outbox');
    const mailsTo = () =>
      readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
        .filter((eml) => eml.includes(`To: ${user.email}`));
    await vi.waitFor(() => expect(mailsTo()).toHaveLength(1), MAIL_WAIT);
    const mails = mailsTo();
    expect(mails[0]).toMatch(/one-time code to reset your password is \d{6}\./);
  });
});
