import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { phoneMessagesTo, waitForSmsCode } from '../../../test/outbox';
import { createTestUser } from '../../../test/users';
import { mobileCodes } from '../../db/schema/accounts';

// Many codes from one test client: the per-address limit has a test of its own below, on its own app.
const { app, config } = await createTestApp({
  RATE_LIMIT_OTP_REQUEST_IP: '1000',
  RATE_LIMIT_LOGIN_IP: '1000',
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const requestCode = (mobile: string) => post('/api/auth/otp/request', { mobile });
const verify = (payload: object) => post('/api/auth/otp/verify', payload);
const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

let nextMobile = 9_000_000_000;
/** A 10-digit mobile no other test uses. */
const freshMobile = () => String(nextMobile++);
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Asks for a code for this mobile and reads the `count`-th SMS it got. */
async function codeFor(mobile: string, count = 1): Promise<string> {
  const res = await requestCode(mobile);
  expect(res.statusCode).toBe(200);
  return waitForSmsCode(config.dataDir, mobile, count);
}

/** Signs a new number up through the API: its session. */
async function signUp(mobile: string) {
  const otp = await codeFor(mobile);
  const res = await verify({ mobile, otp, firstName: 'Meena', lastName: 'Iyer' });
  expect(res.statusCode).toBe(201);
  return res.json() as { token: string; user: Record<string, unknown> };
}

describe('signing up and in with a mobile number', () => {
  it('sends a 6-digit code by SMS, written to the outbox, and answers a new and a known number alike', async () => {
    const known = freshMobile();
    await signUp(known);
    const fresh = freshMobile();
    const forKnown = await requestCode(`+91 ${known.slice(0, 5)} ${known.slice(5)}`);
    const forNew = await requestCode(fresh);
    expect(forKnown.statusCode).toBe(200);
    expect(forNew.json()).toEqual(forKnown.json());
    expect(forNew.json().message).toMatch(/6-digit code/);
    await waitForSmsCode(config.dataDir, fresh);
    expect(phoneMessagesTo(config.dataDir, 'SMS', fresh)[0]).toMatch(
      /^Channel: SMS\nTo: \d{10}\nMessage: sign-in-code/,
    );
  });

  it('a new number with a name becomes a customer with a verified mobile (201), and signs in again later (200)', async () => {
    const mobile = freshMobile();
    const otp = await codeFor(mobile);
    const res = await verify({
      mobile,
      otp,
      firstName: ' Meena ',
      lastName: 'Iyer',
      email: 'meena@example.in',
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(user).toMatchObject({
      firstName: 'Meena',
      lastName: 'Iyer',
      email: 'meena@example.in',
      mobile,
      mobileVerified: true,
      whatsappOptIn: false,
      userType: 'CUSTOMER',
    });
    expect((await me(token)).json().user).toEqual(user);

    const again = await verify({ mobile, otp: await codeFor(mobile, 2) });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(user.id);
  });

  it('a new number without a name is a 400 naming the fields, and its code still works with the names', async () => {
    const mobile = freshMobile();
    const otp = await codeFor(mobile);
    const res = await verify({ mobile, otp, firstName: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
    });
    const named = await verify({ mobile, otp, firstName: 'Kiran', lastName: 'Rao' });
    expect(named.statusCode).toBe(201);
    expect(named.json().user.email).toBe('');
  });

  it('refuses a wrong code, then allows no more than 5 tries, the right code included', async () => {
    const mobile = freshMobile();
    const otp = await codeFor(mobile);
    const wrong = await verify({ mobile, otp: otherCode(otp), firstName: 'A', lastName: 'B' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      otp: 'The code is wrong or has expired. Please request a new one.',
    });
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => verify({ mobile, otp: otherCode(otp), firstName: 'A', lastName: 'B' })),
    );
    expect(guesses.every((guess) => guess.statusCode === 400)).toBe(true);
    const right = await verify({ mobile, otp, firstName: 'A', lastName: 'B' });
    expect(right.statusCode).toBe(400);
    expect(right.json().errors.otp).toBeDefined();
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    const otp = await codeFor(mobile);
    await app.db
      .update(mobileCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mobileCodes.mobile, mobile));
    const res = await verify({ mobile, otp, firstName: 'A', lastName: 'B' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.otp).toBeDefined();
  });

  it('a newer code replaces the earlier one', async () => {
    const mobile = freshMobile();
    const first = await codeFor(mobile);
    const second = await codeFor(mobile, 2);
    if (first !== second) {
      expect((await verify({ mobile, otp: first, firstName: 'A', lastName: 'B' })).statusCode).toBe(400);
    }
    expect((await verify({ mobile, otp: second, firstName: 'A', lastName: 'B' })).statusCode).toBe(201);
  });

  it('the same number signing up twice at once makes one account: the other is refused', async () => {
    const mobile = freshMobile();
    const otp = await codeFor(mobile);
    const both = await Promise.all(
      Array.from({ length: 2 }, () => verify({ mobile, otp, firstName: 'Twin', lastName: 'Racer' })),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    const signIn = await verify({ mobile, otp: await codeFor(mobile, 2) });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.id).toBe(both.find((res) => res.statusCode === 201)?.json().user.id);
  });

  it('a code is used once', async () => {
    const mobile = freshMobile();
    const otp = await codeFor(mobile);
    expect((await verify({ mobile, otp, firstName: 'A', lastName: 'B' })).statusCode).toBe(201);
    expect((await verify({ mobile, otp })).statusCode).toBe(400);
  });

  it('an email already in use is a 409 and keeps the code for another try', async () => {
    const existing = await createTestUser(app);
    const mobile = freshMobile();
    const otp = await codeFor(mobile);
    const taken = await verify({
      mobile,
      otp,
      firstName: 'A',
      lastName: 'B',
      email: existing.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: 'An account with this email already exists.' });
    expect((await verify({ mobile, otp, firstName: 'A', lastName: 'B' })).statusCode).toBe(201);
  });

  it('refuses a number that is not an Indian mobile, naming the field', async () => {
    const res = await requestCode('12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      mobile: 'Mobile number must be 10 digits starting with 6, 7, 8 or 9, like 98765 43210.',
    });
  });

  it('an unverified mobile typed on someone’s profile does not sign anyone into that account', async () => {
    const owner = await createTestUser(app);
    const mobile = freshMobile();
    await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: owner.auth,
      payload: { firstName: 'Ravi', lastName: 'Tester', mobile },
    });
    const res = await verify({ mobile, otp: await codeFor(mobile), firstName: 'New', lastName: 'Person' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.id).not.toBe(owner.id);
  });

  it('an account made by mobile has no password to guess: email sign-in refuses it as SPEC.md says', async () => {
    const mobile = freshMobile();
    const otp = await codeFor(mobile);
    await verify({ mobile, otp, firstName: 'A', lastName: 'B', email: 'by-mobile@example.in' });
    const res = await post('/api/auth/login', { identifier: 'by-mobile@example.in', password: 'secret123' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid credentials.');
  });
});

describe('verifying the mobile on the profile', () => {
  it('sends a code to the profile’s mobile and marks it verified; changing the number unverifies it', async () => {
    const user = await createTestUser(app);
    const mobile = freshMobile();
    const profile = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/users/profile', headers: user.auth, payload });
    await profile({ firstName: 'Ravi', lastName: 'Tester', mobile });
    const sent = await post('/api/users/profile/mobile/request-otp', {}, user.auth);
    expect(sent.statusCode).toBe(200);
    const otp = await waitForSmsCode(config.dataDir, mobile);
    const wrong = await post('/api/users/profile/mobile/verify', { otp: otherCode(otp) }, user.auth);
    expect(wrong.statusCode).toBe(400);
    const res = await post('/api/users/profile/mobile/verify', { otp }, user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your mobile number is verified.',
      user: { mobile, mobileVerified: true },
    });

    const byMobile = await verify({ mobile, otp: await codeFor(mobile, 2) });
    expect(byMobile.statusCode).toBe(200);
    expect(byMobile.json().user.id).toBe(user.id);

    const kept = await profile({ firstName: 'Ravi', lastName: 'Tester', mobile: `+91 ${mobile}` });
    expect(kept.json().user.mobileVerified).toBe(true);
    const changed = await profile({ firstName: 'Ravi', lastName: 'Tester', mobile: freshMobile() });
    expect(changed.json().user.mobileVerified).toBe(false);
  });

  it('a number verified on another account stays theirs (409)', async () => {
    const mobile = freshMobile();
    await signUp(mobile);
    const user = await createTestUser(app);
    await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: user.auth,
      payload: { firstName: 'Ravi', lastName: 'Tester', mobile },
    });
    await post('/api/users/profile/mobile/request-otp', {}, user.auth);
    const otp = await waitForSmsCode(config.dataDir, mobile, 2);
    const res = await post('/api/users/profile/mobile/verify', { otp }, user.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({
      mobile: 'This mobile number is already verified on another account.',
    });
  });

  it('without a mobile on the profile, asks for one first', async () => {
    const user = await createTestUser(app);
    const res = await post('/api/users/profile/mobile/request-otp', {}, user.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      mobile: 'Please add a 10-digit mobile number to your profile first.',
    });
  });
});

describe('the WhatsApp opt-in on the profile', () => {
  it('is recorded with its time and where it was given, and can be withdrawn', async () => {
    const user = await createTestUser(app);
    const profile = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/users/profile', headers: user.auth, payload });
    const optIn = await profile({ firstName: 'Ravi', lastName: 'Tester', whatsappOptIn: true });
    expect(optIn.json().user.whatsappOptIn).toBe(true);
    const { users } = await import('../../db/schema/users');
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.whatsappOptInSource).toBe('PROFILE');
    expect(row?.whatsappOptInAt).toBeInstanceOf(Date);
    const kept = await profile({ firstName: 'Ravi', lastName: 'Tester' });
    expect(kept.json().user.whatsappOptIn).toBe(true);
    const withdrawn = await profile({ firstName: 'Ravi', lastName: 'Tester', whatsappOptIn: false });
    expect(withdrawn.json().user.whatsappOptIn).toBe(false);
  });
});
