import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestUser } from '../../../test/users';

// Many sign-ups and sign-ins from one test client: the limits have their own tests (rate-limit.test.ts).
const { app } = await createTestApp({
  RATE_LIMIT_REGISTER_IP: '1000',
  RATE_LIMIT_REGISTER: '1000',
  RATE_LIMIT_LOGIN_IP: '1000',
});

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

/** The registration fields of docs/product.md §3 and nothing else, a fresh email and username each time. */
function newcomer(fields: Record<string, string> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    firstName: 'Kavya',
    lastName: 'Nair',
    username: `kavya_${tag}`,
    email: `kavya_${tag}@example.in`,
    password: 'mul-mul-cotton',
    ...fields,
  };
}

const register = (fields: Record<string, string> = {}) => post('/api/auth/register', newcomer(fields));
const login = (identifier: string, password: string) => post('/api/auth/login', { identifier, password });
const saveProfile = (headers: Record<string, string>, mobile: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers,
    payload: { firstName: 'Kavya', lastName: 'Nair', mobile },
  });

const indianMobiles = [
  '9876543210',
  '98765 43210',
  '098765 43210',
  '+91 98765 43210',
  '+91-98765-43210',
  '+919876543210',
  '91 98765 43210',
  '(+91) 98765-43210',
  '98765.43210',
  ' 98765-43210 ',
];

describe('registering with what the product definition lists and nothing more', () => {
  it('answers exactly firstName, lastName, username, email and password with 201, no mobile or dob', async () => {
    const body = newcomer();
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      firstName: 'Kavya',
      lastName: 'Nair',
      username: body.username,
      email: body.email,
      mobile: null,
      dob: null,
      userType: 'CUSTOMER',
    });
    expect((await login(body.username, body.password)).statusCode).toBe(200);
  });
});

describe('the mobile number at registration and on the profile', () => {
  it.each(indianMobiles)('accepts %j and keeps its 10 digits', async (written) => {
    const res = await register({ mobile: written });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.mobile).toBe('9876543210');

    const user = await createTestUser(app);
    const saved = await saveProfile(user.auth, written);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.mobile).toBe('9876543210');
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
    expect(me.json().user.mobile).toBe('9876543210');
  });

  it('keeps a number from abroad as written, as it always has', async () => {
    const res = await register({ mobile: '+44 20 7946 0958' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.mobile).toBe('+44 20 7946 0958');
  });

  it.each(['98765', 'call me', '98765 4321x', '+91 98765 43210 ext 5'])(
    'refuses %j with a sentence on mobile',
    async (written) => {
      const res = await register({ mobile: written });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ mobile: 'Please enter a valid mobile number, like 98765 43210.' });

      const user = await createTestUser(app);
      const saved = await saveProfile(user.auth, written);
      expect(saved.statusCode).toBe(400);
      expect(saved.json().errors).toEqual({
        mobile: 'Please enter a valid mobile number, like 98765 43210.',
      });
    },
  );
});

describe('usernames', () => {
  it.each(['meera.iyer', 'meera-iyer', 'Meera_Iyer_94', 'MeeraIyer', 'मीरा', 'Zoë.Kaur', 'meera iyer', '7'])(
    'accepts %j, and signs in with it in any case',
    async (name) => {
      const tagged = `${name}${randomUUID().slice(0, 4)}`;
      const res = await register({ username: tagged });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.username).toBe(tagged);
      expect((await login(tagged.toUpperCase(), 'mul-mul-cotton')).statusCode).toBe(200);
    },
  );

  it('refuses an @, which would make the username read as an email when signing in', async () => {
    const res = await register({ username: 'meera@home' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Username may not contain the @ sign: you sign in with your email or your username.',
      errors: {
        username: 'Username may not contain the @ sign: you sign in with your email or your username.',
      },
    });
  });

  it('refuses a tab or a line break, which the sign-in box cannot hold', async () => {
    for (const username of ['meera\tiyer', 'meera\niyer']) {
      const res = await register({ username });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ username: 'Username may not contain tabs or line breaks.' });
    }
  });

  it('keeps a length limit of 50 characters, with a sentence of its own', async () => {
    expect((await register({ username: `${'a'.repeat(42)}${randomUUID().slice(0, 8)}` })).statusCode).toBe(
      201,
    );
    const res = await register({ username: 'a'.repeat(51) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: 'Username can be at most 50 characters long.' });
  });

  it('finds an accented username typed in the other Unicode form', async () => {
    const tag = randomUUID().slice(0, 6);
    const composed = `zo\u00eb_${tag}`;
    const decomposed = `zoe\u0308_${tag}`;
    expect((await register({ username: decomposed })).json().user.username).toBe(composed);
    expect((await login(composed, 'mul-mul-cotton')).statusCode).toBe(200);
    expect((await login(decomposed, 'mul-mul-cotton')).statusCode).toBe(200);
  });
});
