import { AUDIT_REDACTED, type AuditEntry, auditEntities } from '@vastra/contract/audit';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { routeCollector } from '../../../test/authorisation-matrix';
import { createCategory } from '../../../test/catalogue-fixtures';
import { createCoupon } from '../../../test/coupon-fixtures';
import { pictureFile, sendForm } from '../../../test/multipart';
import { orderOfNewProduct } from '../../../test/shop-fixtures';
import { createTestUser } from '../../../test/users';
import { auditedEntity } from './audited-entity';

const routes = routeCollector();
const { app } = await createTestApp({}, () => {}, routes);
const owner = await createTestUser(app, 'ADMIN');
const parent = await createCategory(app.db, { name: 'Men' });
const shirts = await createCategory(app.db, { name: 'Shirts', parentId: parent.id });

type Method = 'POST' | 'PUT' | 'DELETE';
const asOwner = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: owner.auth, payload });

/** The log as the owner reads it, once every answered write has its entry. */
async function auditLog(query = '') {
  await app.auditLog.whenWritten();
  const res = await app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: owner.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { entries: AuditEntry[]; pagination: { total: number; totalPages: number } };
}

/** The entries about one thing, newest first. */
async function entriesOf(entity: string, entityId: string) {
  const { entries } = await auditLog(`?entity=${encodeURIComponent(entity)}&limit=100`);
  return entries.filter((entry) => entry.entityId === entityId);
}

const shirtForm = (name: string, variant: Record<string, unknown>) =>
  [
    ['productName', name],
    ['description', 'Crisp cotton.'],
    ['categoryId', shirts.id],
    ['productVariants', JSON.stringify([{ color: 'White', colorHexCode: '#ffffff', size: 'M', ...variant }])],
  ] as [string, string][];

describe('the audit log records each kind of admin write', () => {
  it('a product form: what was sent on creation, then name, price and stock from and to', async () => {
    const created = await sendForm(
      app,
      'POST',
      '/api/products',
      [
        ...shirtForm('Oxford Shirt', { stock: 4, originalPrice: '999.00' }),
        ['images', await pictureFile('front.png')],
      ],
      owner.auth,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().product;
    const [made] = await entriesOf('product', id);
    expect(made).toMatchObject({
      action: 'POST /api/products',
      entity: 'product',
      entityId: id,
      actor: { id: owner.id, name: 'Asha Tester' },
    });
    expect(made?.changes).toMatchObject({
      productName: { to: 'Oxford Shirt' },
      categoryId: { to: shirts.id },
      productVariants: {
        to: [expect.objectContaining({ color: 'White', stock: 4, originalPrice: '999.00' })],
      },
      images: { to: ['front.png'] },
    });
    expect(made?.changes.productName).not.toHaveProperty('from');

    const edited = await sendForm(
      app,
      'PUT',
      `/api/products/${id}`,
      shirtForm('Slim Fit Oxford Shirt', { stock: 9, originalPrice: '1099.00' }),
      owner.auth,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const [change] = await entriesOf('product', id);
    expect(change?.action).toBe('PUT /api/products/:id');
    expect(change?.changes.productName).toEqual({ from: 'Oxford Shirt', to: 'Slim Fit Oxford Shirt' });
    expect(change?.changes.productVariants).toMatchObject({
      from: [{ color: 'White', size: 'M', stock: 4, originalPrice: '999.00' }],
      to: [{ color: 'White', size: 'M', stock: 9, originalPrice: '1099.00' }],
    });
    // Sent again as it was: not a change.
    expect(change?.changes).not.toHaveProperty('description');
    expect(change?.changes).not.toHaveProperty('categoryId');
  });

  it('an order status change, from and to', async () => {
    const { res } = await orderOfNewProduct(app, 'Kurta', { color: 'Red', size: 'M', stock: 5 }, 1, 'COD');
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().order.id;
    const shipped = await asOwner('PUT', `/orders/${orderId}/status`, { deliveryStatus: 'SHIPPED' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [entry] = await entriesOf('order', orderId);
    expect(entry).toMatchObject({
      action: 'PUT /api/orders/:id/status',
      changes: { deliveryStatus: { from: 'PENDING', to: 'SHIPPED' } },
    });
  });

  it('a coupon: created, changed (only what changed, as stored), deleted', async () => {
    const coupon = await createCoupon(app, owner, { code: 'DIWALI10', type: 'PERCENT', value: '10' });
    const changed = await asOwner('PUT', `/coupons/${coupon.id}`, {
      code: 'DIWALI10',
      type: 'PERCENT',
      value: '15',
      active: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await asOwner('DELETE', `/coupons/${coupon.id}`)).statusCode).toBe(200);

    const [deleted, edited, made] = await entriesOf('coupon', coupon.id);
    expect(made?.changes).toMatchObject({ code: { to: 'DIWALI10' }, value: { to: '10.00' } });
    expect(edited?.changes).toEqual({
      value: { from: '10.00', to: '15.00' },
      active: { from: true, to: false },
    });
    expect(deleted?.action).toBe('DELETE /api/coupons/:id');
    expect(deleted?.changes).toMatchObject({ code: { from: 'DIWALI10', to: null } });
  });

  it('the shop settings and the delivery rules, from and to', async () => {
    const settings = (
      await app.inject({ method: 'GET', url: '/api/admin/settings', headers: owner.auth })
    ).json();
    const saved = await asOwner('PUT', '/admin/settings', {
      codMaxOpenOrders: settings.codMaxOpenOrders + 1,
      codMaxOpenValue: settings.codMaxOpenValue,
      maxQuantityPerLine: settings.maxQuantityPerLine,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [settingsEntry] = (await auditLog('?entity=settings')).entries;
    expect(settingsEntry).toMatchObject({ action: 'PUT /api/admin/settings', entityId: null });
    expect(settingsEntry?.changes).toEqual({
      codMaxOpenOrders: { from: settings.codMaxOpenOrders, to: settings.codMaxOpenOrders + 1 },
    });

    const rules = (
      await app.inject({ method: 'GET', url: '/api/admin/delivery-rules', headers: owner.auth })
    ).json();
    const cutoff = rules.dispatchCutoffHour === 14 ? 16 : 14;
    const ruled = await asOwner('PUT', '/admin/delivery-rules', {
      ...rules,
      blockedPrefixes: ['1100'],
      dispatchCutoffHour: cutoff,
    });
    expect(ruled.statusCode, ruled.body).toBe(200);
    const [rulesEntry] = (await auditLog('?entity=delivery%20rules')).entries;
    expect(rulesEntry?.changes).toEqual({
      blockedPrefixes: { from: rules.blockedPrefixes, to: ['1100'] },
      dispatchCutoffHour: { from: rules.dispatchCutoffHour, to: cutoff },
    });
  });

  it('a staff invitation and a role change, from and to; no password anywhere', async () => {
    const invited = await asOwner('POST', '/admin/staff', {
      firstName: 'Neha',
      lastName: 'Iyer',
      email: 'neha.audit@example.in',
      staffRole: 'ORDERS',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const memberId = invited.json().staff.id;
    expect((await asOwner('PUT', `/admin/staff/${memberId}`, { staffRole: 'SUPPORT' })).statusCode).toBe(200);

    const [changed, made] = await entriesOf('staff', memberId);
    expect(made).toMatchObject({
      action: 'POST /api/admin/staff',
      changes: { email: { to: 'neha.audit@example.in' }, staffRole: { to: 'ORDERS' } },
    });
    expect(changed).toMatchObject({
      action: 'PUT /api/admin/staff/:id',
      actor: { id: owner.id, name: 'Asha Tester' },
      changes: { staffRole: { from: 'ORDERS', to: 'SUPPORT' } },
    });
    expect(JSON.stringify([made, changed])).not.toMatch(/password|token/i);
  });

  it('a category form, created then renamed', async () => {
    const created = await sendForm(
      app,
      'POST',
      '/api/categories',
      [
        ['name', 'Scarves'],
        ['parentId', parent.id],
      ],
      owner.auth,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const renamed = await sendForm(
      app,
      'PUT',
      `/api/categories/${id}`,
      [
        ['name', 'Silk Scarves'],
        ['parentId', parent.id],
      ],
      owner.auth,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [edit, made] = await entriesOf('category', id);
    expect(made?.changes).toMatchObject({ name: { to: 'Scarves' }, parentId: { to: parent.id } });
    expect(edit?.changes).toEqual({ name: { from: 'Scarves', to: 'Silk Scarves' } });
  });

  it('hides every secret a form carries, by its name, and keeps no file’s contents', async () => {
    const res = await sendForm(
      app,
      'POST',
      '/api/categories',
      [
        ['name', 'Stoles'],
        ['parentId', parent.id],
        ['password', 'hunter2-very-secret'],
        ['apiToken', 'tok_live_abc123'],
        ['media', await pictureFile('stole.png')],
      ],
      owner.auth,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [entry] = await entriesOf('category', res.json().id);
    expect(entry?.changes).toMatchObject({
      password: { to: AUDIT_REDACTED },
      apiToken: { to: AUDIT_REDACTED },
      media: { to: ['stole.png'] },
    });
    const stored = JSON.stringify(entry);
    expect(stored).not.toContain('hunter2');
    expect(stored).not.toContain('tok_live');
  });
});

describe('what the audit log leaves out', () => {
  it('records no refused write: a bad body, an unknown id, the last owner kept, a role not allowed', async () => {
    const before = (await auditLog()).pagination.total;
    const catalogue = await createTestUser(app, 'ADMIN', 'CATALOGUE');
    const refused = [
      await asOwner('POST', '/coupons', { code: 'x', type: 'PERCENT', value: '10' }),
      await asOwner('PUT', '/admin/staff/00000000-0000-4000-8000-000000000000', { staffRole: 'SUPPORT' }),
      await asOwner('PUT', `/admin/staff/${owner.id}`, { staffRole: 'SUPPORT' }),
      await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: catalogue.auth, payload: {} }),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([400, 404, 409, 403]);
    expect((await auditLog()).pagination.total).toBe(before);
  });

  it('never fails a write whose entry cannot be written: the change stands', async () => {
    const coupon = await createCoupon(app, owner, { code: 'NOLOG5', type: 'FLAT', value: '5' });
    const before = (await auditLog()).pagination.total;
    await app.db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      const paused = await asOwner('PUT', `/coupons/${coupon.id}`, {
        code: 'NOLOG5',
        type: 'FLAT',
        value: '5',
        active: false,
      });
      expect(paused.statusCode, paused.body).toBe(200);
      expect(paused.json().coupon.active).toBe(false);
      await app.auditLog.whenWritten();
    } finally {
      await app.db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
    expect((await auditLog()).pagination.total).toBe(before);
  });

  it('names every staff write it can record by one of the contract’s kinds of thing', () => {
    const writes = [...routes.areas.keys()].filter((key) => !/^(GET|HEAD) /.test(key));
    expect(writes.length).toBeGreaterThan(10);
    const named: readonly string[] = auditEntities;
    const unnamed = writes.filter((key) => !named.includes(auditedEntity(key.split(' ')[1] ?? '')));
    expect(unnamed).toEqual([]);
  });
});

describe('GET /api/admin/audit-log', () => {
  const indiaDay = (offsetDays: number) =>
    new Date(Date.now() + (5.5 * 60 + offsetDays * 24 * 60) * 60_000).toISOString().slice(0, 10);

  it('filters by actor, entity and India days, newest first, a page at a time', async () => {
    const other = await createTestUser(app, 'ADMIN');
    for (const code of ['PAGE1', 'PAGE2', 'PAGE3']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/coupons',
        headers: other.auth,
        payload: { code, type: 'FLAT', value: '50' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const theirs = await auditLog(`?actor=${other.id}`);
    expect(theirs.entries.map((entry) => entry.changes.code?.to)).toEqual(['PAGE3', 'PAGE2', 'PAGE1']);
    expect(theirs.entries.every((entry) => entry.actor.id === other.id)).toBe(true);

    const page = await auditLog(`?actor=${other.id}&limit=2&page=2`);
    expect(page.pagination).toMatchObject({ total: 3, totalPages: 2 });
    expect(page.entries.map((entry) => entry.changes.code?.to)).toEqual(['PAGE1']);

    expect((await auditLog(`?actor=${other.id}&entity=product`)).entries).toEqual([]);
    expect((await auditLog(`?actor=${other.id}&from=${indiaDay(0)}&to=${indiaDay(0)}`)).entries).toHaveLength(
      3,
    );
    expect((await auditLog(`?actor=${other.id}&from=${indiaDay(1)}`)).entries).toEqual([]);
    expect((await auditLog(`?actor=${other.id}&to=${indiaDay(-1)}`)).entries).toEqual([]);

    const all = (await auditLog('?limit=100')).entries.map((entry) => Date.parse(entry.at));
    expect([...all].sort((a, b) => b - a)).toEqual(all);
  });

  it('answers a bad filter with a 400 naming the field', async () => {
    const refusals = {
      actor: '?actor=someone',
      entity: '?entity=planet',
      from: '?from=2026-13-01',
      to: '?from=2026-12-05&to=2026-12-01',
      page: '?page=0',
    };
    for (const [field, query] of Object.entries(refusals)) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/audit-log${query}`,
        headers: owner.auth,
      });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
  });

  it('is the owner’s alone', async () => {
    for (const role of ['CATALOGUE', 'ORDERS', 'SUPPORT', 'ACCOUNTS'] as const) {
      const member = await createTestUser(app, 'ADMIN', role);
      const res = await app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: member.auth });
      expect(res.statusCode, role).toBe(403);
    }
  });
});
