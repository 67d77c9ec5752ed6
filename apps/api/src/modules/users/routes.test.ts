import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestUser } from '../../../test/users';

const { app } = await createTestApp();

const put = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url, headers, payload });
const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/auth/me', headers });
const login = (identifier: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

describe('editing the profile', () => {
  it('saves names, mobile (as its 10 digits) and date of birth and returns the user with a message', async () => {
    const user = await createTestUser(app);
    const res = await put('/api/users/profile', user.auth, {
      firstName: ' Anjali ',
      lastName: 'Menon',
      mobile: '+91 98765 43210',
      dob: '1990-07-04',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Profile updated successfully.');
    expect(body.user).toMatchObject({
      firstName: 'Anjali',
      lastName: 'Menon',
      mobile: '9876543210',
      dob: '1990-07-04',
      email: user.email,
    });
    expect((await me(user.auth)).json().user).toEqual(body.user);
  });

  it('keeps a left-out date of birth and clears an emptied mobile', async () => {
    const user = await createTestUser(app);
    await put('/api/users/profile', user.auth, {
      firstName: 'A',
      lastName: 'B',
      mobile: '9876543210',
      dob: '1985-01-15',
    });
    const res = await put('/api/users/profile', user.auth, { firstName: 'A', lastName: 'B', mobile: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ mobile: null, dob: '1985-01-15' });
  });

  it('requires first and last name', async () => {
    const user = await createTestUser(app);
    const res = await put('/api/users/profile', user.auth, { firstName: '', lastName: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
    });
  });

  it('refuses a date of birth in the future', async () => {
    const user = await createTestUser(app);
    const res = await put('/api/users/profile', user.auth, {
      firstName: 'A',
      lastName: 'B',
      dob: '2999-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ dob: 'Please enter a valid date of birth.' });
  });

  it('is 401 for a guest, even with a bad body', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/users/profile', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  it('keeps the session that made the change signed in with the token it has, and ends every other one', async () => {
    const user = await createTestUser(app);
    const earlierLogin = await login(user.email, user.password);
    expect(earlierLogin.statusCode).toBe(200);
    const otherSession = { authorization: `Bearer ${earlierLogin.json().token}` };

    const res = await put('/api/users/change-password', user.auth, {
      currentPassword: user.password,
      newPassword: 'new-secret',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed successfully.', token: user.token });

    const kept = await me(user.auth);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().user.email).toBe(user.email);
    expect((await me(otherSession)).statusCode).toBe(401);

    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const newLogin = await login(user.email, 'new-secret');
    expect(newLogin.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${newLogin.json().token}` })).statusCode).toBe(200);
    expect((await me(user.auth)).statusCode).toBe(200);
  });

  it('a later change from another session ends the session that made the first one', async () => {
    const user = await createTestUser(app);
    await put('/api/users/change-password', user.auth, {
      currentPassword: user.password,
      newPassword: 'first-change',
    });
    const laterLogin = await login(user.username, 'first-change');
    const laterSession = { authorization: `Bearer ${laterLogin.json().token}` };

    const res = await put('/api/users/change-password', laterSession, {
      currentPassword: 'first-change',
      newPassword: 'second-change',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(laterSession)).statusCode).toBe(200);
    expect((await me(user.auth)).statusCode).toBe(401);
  });

  it('the session that changed the password can still sign itself out', async () => {
    const user = await createTestUser(app);
    await put('/api/users/change-password', user.auth, {
      currentPassword: user.password,
      newPassword: 'new-secret',
    });
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect(logout.statusCode).toBe(200);
    expect((await me(user.auth)).statusCode).toBe(401);
  });

  it('refuses a wrong current password with 400 and keeps the session', async () => {
    const user = await createTestUser(app);
    const res = await put('/api/users/change-password', user.auth, {
      currentPassword: 'not-it',
      newPassword: 'new-secret',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Current password is incorrect.',
      errors: { currentPassword: 'Current password is incorrect.' },
    });
    expect((await me(user.auth)).statusCode).toBe(200);
  });

  it('checks the new password length with the browser’s sentence', async () => {
    const user = await createTestUser(app);
    const res = await put('/api/users/change-password', user.auth, {
      currentPassword: user.password,
      newPassword: '12345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ newPassword: 'New password must be at least 6 characters long.' });
  });

  it('wrong current passwords are limited per user, so a stolen token cannot guess its way to the account', async () => {
    const user = await createTestUser(app);
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        put('/api/users/change-password', user.auth, {
          currentPassword: `guess-${i}`,
          newPassword: 'taken-over',
        }),
      ),
    );
    const statuses = guesses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const right = await put('/api/users/change-password', user.auth, {
      currentPassword: user.password,
      newPassword: 'taken-over',
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await me(user.auth)).statusCode).toBe(200);
  });
});
