import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestUser } from '../../../test/users';

const { app } = await createTestApp();

const newcomer = {
  firstName: 'Meera',
  lastName: 'Iyer',
  username: 'meera_i',
  email: 'Meera.Iyer@example.in',
  password: 'silk-saree',
};

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

describe('registering', () => {
  it('creates a customer account and answers 201 with the user, without secrets', async () => {
    const res = await post('/api/auth/register', { ...newcomer, mobile: '9876543210', dob: '1994-03-21' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      username: 'meera_i',
      email: 'Meera.Iyer@example.in',
      mobile: '9876543210',
      dob: '1994-03-21',
      userType: 'CUSTOMER',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('silk-saree');
  });

  it('refuses an email that is taken in another letter case with 409', async () => {
    const res = await post('/api/auth/register', {
      ...newcomer,
      username: 'someone_else',
      email: 'MEERA.IYER@EXAMPLE.IN',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'An account with this email already exists.',
      errors: { email: 'An account with this email already exists.' },
    });
  });

  it('refuses a username that is taken in another letter case with 409', async () => {
    const res = await post('/api/auth/register', {
      ...newcomer,
      username: 'MEERA_I',
      email: 'other@example.in',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This username is already taken.');
  });

  it('lets only one of two simultaneous registrations of the same email through', async () => {
    const payload = { ...newcomer, username: 'twin_one', email: 'twins@example.in' };
    const results = await Promise.all([
      post('/api/auth/register', payload),
      post('/api/auth/register', { ...payload, username: 'twin_two', email: 'TWINS@example.in' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(
      'An account with this email already exists.',
    );
  });

  it('never lets a user pick the role', async () => {
    const res = await post('/api/auth/register', {
      ...newcomer,
      username: 'sneaky',
      email: 'sneaky@example.in',
      userType: 'ADMIN',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.userType).toBe('CUSTOMER');
  });

  it('accepts empty mobile and date of birth as none', async () => {
    const res = await post('/api/auth/register', {
      ...newcomer,
      username: 'blank_fields',
      email: 'blank@example.in',
      mobile: '',
      dob: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ mobile: null, dob: null });
  });

  it('checks the password length with the same sentence as the browser', async () => {
    const res = await post('/api/auth/register', {
      ...newcomer,
      email: 'short@example.in',
      password: '12345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Password must be at least 6 characters long.',
      errors: { password: 'Password must be at least 6 characters long.' },
    });
  });

  it('names each missing required field', async () => {
    const res = await post('/api/auth/register', { password: 'secret1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      username: 'Username is required.',
      email: 'Email is required.',
    });
  });

  it('refuses a malformed email and an impossible date of birth', async () => {
    const res = await post('/api/auth/register', {
      ...newcomer,
      username: 'bad_input',
      email: 'not-an-email',
      dob: '2001-02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      email: 'Please enter a valid email address.',
      dob: 'Please enter a valid date of birth.',
    });
  });
});

describe('logging in', () => {
  it('accepts the email or the username in any case and returns a working token', async () => {
    for (const identifier of ['meera.iyer@example.in', 'MEERA_I', '  Meera_I  ']) {
      const res = await post('/api/auth/login', { identifier, password: 'silk-saree' });
      expect(res.statusCode).toBe(200);
      const { token, user } = res.json();
      expect(user.username).toBe('meera_i');
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().user).toEqual(user);
    }
  });

  it('gives a wrong password and an unknown user the very same 401', async () => {
    const wrongPassword = await post('/api/auth/login', { identifier: 'meera_i', password: 'cotton-kurta' });
    const unknownUser = await post('/api/auth/login', { identifier: 'nobody_here', password: 'silk-saree' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid credentials.' });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it('asks for both the identifier and the password in the browser’s one sentence', async () => {
    const sentence = 'Please enter your email or username and your password.';
    const res = await post('/api/auth/login', { identifier: '  ', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: sentence, errors: { identifier: sentence, password: sentence } });
    const noPassword = await post('/api/auth/login', { identifier: 'asha' });
    expect(noPassword.json()).toEqual({ message: sentence, errors: { password: sentence } });
  });

  it('lets the admin log in as admin', async () => {
    const admin = await createTestUser(app, 'ADMIN');
    const res = await post('/api/auth/login', { identifier: admin.username, password: admin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.userType).toBe('ADMIN');
  });
});

describe('the OpenAPI document', () => {
  it('lists the account calls', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/me',
      '/api/auth/forgot-password/reset',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});

describe('the current user', () => {
  it('is 401 without a token, with a forged one, or with garbage', async () => {
    for (const authorization of [undefined, 'Bearer nonsense', 'Basic abc']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('signing out', () => {
  it('logout revokes the token it is sent with, and only that one', async () => {
    const user = await createTestUser(app);
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: user.username, password: user.password },
      });
    const phone = { authorization: `Bearer ${(await login()).json().token}` };
    const laptop = { authorization: `Bearer ${(await login()).json().token}` };
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: phone });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out.' });
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: phone })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: phone })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: laptop })).statusCode).toBe(200);
  });

  it('refuses tokens without an expiry or an id, even when correctly signed', async () => {
    const user = await createTestUser(app);
    const key = new TextEncoder().encode(app.config.jwtSecret);
    const sign = (claims: SignJWT) =>
      claims.setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).sign(key);
    const forever = await sign(new SignJWT({ ver: 0 }).setJti(randomUUID()));
    const anonymous = await sign(new SignJWT({ ver: 0 }).setExpirationTime('1h'));
    const proper = await sign(new SignJWT({ ver: 0 }).setJti(randomUUID()).setExpirationTime('1h'));
    const me = (token: string) =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(forever)).statusCode).toBe(401);
    expect((await me(anonymous)).statusCode).toBe(401);
    expect((await me(proper)).statusCode).toBe(200);
  });
});
