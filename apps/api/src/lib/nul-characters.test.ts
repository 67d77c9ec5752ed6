import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { sendForm } from '../../test/multipart';
import { createTestUser } from '../../test/users';
import { findNul, NUL_NOT_ALLOWED } from './nul-characters';

// PostgreSQL cannot store U+0000: without the guard each of these was a 500.
const { app } = await createTestApp();
const customer = await createTestUser(app, 'CUSTOMER');
const admin = await createTestUser(app, 'ADMIN');

describe('text holding a NUL character', () => {
  it('is refused in a JSON body with a 400 naming the field, and nothing is saved', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: customer.auth,
      payload: {
        fullName: 'Asha Rao',
        phone: '9876543210',
        addressLine1: '14 MG\u0000 Road',
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NUL_NOT_ALLOWED, errors: { addressLine1: NUL_NOT_ALLOWED } });
    const list = await app.inject({ method: 'GET', url: '/api/addresses', headers: customer.auth });
    expect(list.json().addresses).toEqual([]);
  });

  it('is refused at sign-in rather than looked up', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'ravi\u0000', password: 'secret123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ identifier: NUL_NOT_ALLOWED });
  });

  it('is refused in a query string', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products/search?q=shirt%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NUL_NOT_ALLOWED, errors: { q: NUL_NOT_ALLOWED } });
  });

  it('is refused in an admin form field', async () => {
    const res = await sendForm(
      app,
      'PUT',
      '/api/company-details',
      [
        ['name', 'Vastra\u0000'],
        ['pincode', '560001'],
      ],
      admin.auth,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NUL_NOT_ALLOWED, errors: { name: NUL_NOT_ALLOWED } });
    expect((await app.inject({ method: 'GET', url: '/api/company-details' })).statusCode).toBe(404);
  });

  it('is found however deep a body nests it, without running out of stack', () => {
    let nested: unknown = ['x\u0000'];
    for (let depth = 0; depth < 100_000; depth++) nested = [nested];
    expect(findNul(nested)).toBe(`${'0.'.repeat(100_000)}0`);
    expect(findNul({ a: [{ b: 'fine' }] })).toBeUndefined();
  });
});
