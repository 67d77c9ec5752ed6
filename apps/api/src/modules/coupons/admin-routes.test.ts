import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCoupon } from '../../../test/coupon-fixtures';
import { createTestUser } from '../../../test/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');

const listCoupons = async () =>
  (await app.inject({ method: 'GET', url: '/api/coupons', headers: admin.auth })).json();

describe('coupons in the back office', () => {
  it('adds a coupon with its defaults, lists it newest first with how often it was used, and normalises amounts', async () => {
    const first = await createCoupon(app, admin, { code: 'SUMMER5', type: 'PERCENT', value: 5 });
    const coupon = await createCoupon(app, admin, {
      code: 'FLAT200',
      type: 'FLAT',
      value: '200',
      minOrderValue: '1999',
      startsAt: '2026-12-01T00:00:00+05:30',
      endsAt: '2026-12-31T23:59:59+05:30',
      usageLimit: 100,
      perCustomerLimit: 1,
    });
    expect(coupon).toEqual({
      id: expect.any(String),
      code: 'FLAT200',
      type: 'FLAT',
      value: '200.00',
      minOrderValue: '1999.00',
      maxDiscount: null,
      startsAt: '2026-11-30T18:30:00.000Z',
      endsAt: '2026-12-31T18:29:59.000Z',
      usageLimit: 100,
      perCustomerLimit: 1,
      firstOrderOnly: false,
      active: true,
      showInCart: false,
      timesUsed: 0,
    });
    const page = await listCoupons();
    expect(page.data.map((c: { code: string }) => c.code).slice(0, 2)).toEqual(['FLAT200', 'SUMMER5']);
    expect(page.data[1]).toMatchObject({ id: first.id, value: '5.00', minOrderValue: null, timesUsed: 0 });
    expect(page.pagination).toMatchObject({ page: 1, limit: 20, total: page.data.length });
  });

  it('refuses a code that differs from another only in case with 409 naming the code', async () => {
    await createCoupon(app, admin, { code: 'Diwali25', type: 'PERCENT', value: 25 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: admin.auth,
      payload: { code: 'DIWALI25', type: 'FLAT', value: 100 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'There is already a coupon with the code DIWALI25.',
      errors: { code: 'There is already a coupon with the code DIWALI25.' },
    });
  });

  it.each([
    ['a value of 0', { value: 0 }, 'value', 'Value must be more than 0.'],
    ['a negative value', { value: '-5' }, 'value', 'Value must be more than 0.'],
    [
      'a value with 3 decimals',
      { value: '10.125' },
      'value',
      'Value must be a number with at most 2 decimals.',
    ],
    ['a percentage over 100', { value: 101 }, 'value', 'A percentage can be at most 100.'],
    ['an unknown type', { type: 'HALF' }, 'type', 'Type must be PERCENT or FLAT.'],
    [
      'a code with a space',
      { code: 'NEW YEAR' },
      'code',
      'Code must be 3 to 30 letters, digits, hyphens or underscores.',
    ],
    [
      'a code of 2 characters',
      { code: 'AB' },
      'code',
      'Code must be 3 to 30 letters, digits, hyphens or underscores.',
    ],
    [
      'an end before the start',
      { startsAt: '2026-12-10T00:00:00Z', endsAt: '2026-12-09T00:00:00Z' },
      'endsAt',
      'The end must be after the start.',
    ],
    [
      'an end equal to the start',
      { startsAt: '2026-12-10T00:00:00Z', endsAt: '2026-12-10T00:00:00Z' },
      'endsAt',
      'The end must be after the start.',
    ],
    [
      'a start that is not a date',
      { startsAt: 'tomorrow' },
      'startsAt',
      'Start must be a date and time, like 2026-12-01T00:00:00+05:30.',
    ],
    ['a total use limit of 0', { usageLimit: 0 }, 'usageLimit', 'Total uses must be at least 1.'],
    [
      'a per-customer limit of 1.5',
      { perCustomerLimit: 1.5 },
      'perCustomerLimit',
      'Uses per customer must be a whole number.',
    ],
    [
      'a negative minimum order value',
      { minOrderValue: -1 },
      'minOrderValue',
      'Minimum order value must be more than 0.',
    ],
    [
      'a maximum discount on a flat code',
      { type: 'FLAT', value: 100, maxDiscount: 50 },
      'maxDiscount',
      'A maximum discount applies to percentage codes only.',
    ],
    [
      'a show-in-cart flag that is not true or false',
      { showInCart: 'yes' },
      'showInCart',
      'Show in the cart must be true or false.',
    ],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, change, field, message) => {
    const before = (await listCoupons()).pagination.total;
    const res = await app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: admin.auth,
      payload: { code: 'RULES10', type: 'PERCENT', value: 10, ...change },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect((await listCoupons()).pagination.total).toBe(before);
  });

  it('replaces a coupon on PUT (pausing it) and answers 404 for an unknown one', async () => {
    const coupon = await createCoupon(app, admin, {
      code: 'PAUSEME',
      type: 'PERCENT',
      value: 15,
      maxDiscount: 300,
    });
    const { id, timesUsed, ...fields } = coupon;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/coupons/${id}`,
      headers: admin.auth,
      payload: { ...fields, code: 'pauseme', active: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().coupon).toEqual({ ...coupon, code: 'pauseme', active: false });
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/coupons/00000000-0000-4000-8000-000000000000',
      headers: admin.auth,
      payload: fields,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('shows a coupon in the cart when asked, and keeps that on a PUT that leaves the flag out', async () => {
    const { id, timesUsed, showInCart, ...fields } = await createCoupon(app, admin, {
      code: 'SHOWME',
      type: 'FLAT',
      value: 100,
      showInCart: true,
    });
    expect(showInCart).toBe(true);
    const put = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/coupons/${id}`, headers: admin.auth, payload });
    const stored = async () => (await listCoupons()).data.find((coupon: { id: string }) => coupon.id === id);

    const renamed = await put({ ...fields, code: 'SHOWME2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().coupon).toMatchObject({ code: 'SHOWME2', showInCart: true });

    const refused = await put({ ...fields, showInCart: 'no' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ showInCart: 'Show in the cart must be true or false.' });
    expect(await stored()).toMatchObject({ code: 'SHOWME2', showInCart: true });

    const hidden = await put({ ...fields, showInCart: false });
    expect(hidden.json().coupon).toMatchObject({ code: 'SHOWME', showInCart: false });
    expect(await stored()).toMatchObject({ code: 'SHOWME', showInCart: false });
  });

  it('deletes a coupon once: 404 the second time', async () => {
    const coupon = await createCoupon(app, admin, { code: 'GONE50', type: 'FLAT', value: 50 });
    const url = `/api/coupons/${coupon.id}`;
    const first = await app.inject({ method: 'DELETE', url, headers: admin.auth });
    expect(first.json()).toEqual({ message: 'Coupon deleted.' });
    expect((await app.inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(404);
    expect((await listCoupons()).data.map((c: { id: string }) => c.id)).not.toContain(coupon.id);
  });

  it('is for admins only: 401 for guests, 403 for customers', async () => {
    const customer = await createTestUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/coupons' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/coupons', headers: customer.auth })).statusCode,
    ).toBe(403);
  });
});
