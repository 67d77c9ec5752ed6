import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestUser, type TestUser } from '../../../test/users';

const { app } = await createTestApp();

const home = {
  fullName: 'Asha Rao',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: 'Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  isDefault: false,
};
const office = {
  ...home,
  addressLine1: '7 Park Street',
  addressLine2: '',
  city: 'Kolkata',
  state: 'West Bengal',
  postalCode: '700016',
};

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: user.auth, ...(payload && { payload }) });

async function list(user: TestUser) {
  const res = await call(user, 'GET', '/addresses');
  expect(res.statusCode).toBe(200);
  return res.json().addresses as Array<{ id: string; addressLine1: string; isDefault: boolean }>;
}

async function add(user: TestUser, body: object) {
  const res = await call(user, 'POST', '/addresses', body);
  expect(res.statusCode).toBe(201);
  return res.json().address as { id: string; isDefault: boolean };
}

describe('the address book', () => {
  it('starts empty', async () => {
    expect(await list(await createTestUser(app))).toEqual([]);
  });

  it('makes the first address the default even when not asked', async () => {
    const user = await createTestUser(app);
    const address = await add(user, home);
    expect(address).toEqual({ id: expect.any(String), ...home, isDefault: true });
  });

  it('stores an empty second line as null', async () => {
    const user = await createTestUser(app);
    const address = await add(user, office);
    expect(address).toMatchObject({ addressLine2: null });
  });

  it('moves the default to a new address chosen as default and lists the default first', async () => {
    const user = await createTestUser(app);
    const first = await add(user, home);
    const second = await add(user, { ...office, isDefault: true });
    expect(second.isDefault).toBe(true);
    const addresses = await list(user);
    expect(addresses.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('moves the default when an existing address is made default', async () => {
    const user = await createTestUser(app);
    const first = await add(user, home);
    const second = await add(user, office);
    const res = await call(user, 'PUT', `/addresses/${second.id}`, { ...office, isDefault: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toMatchObject({ id: second.id, isDefault: true });
    const addresses = await list(user);
    expect(addresses.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
    expect(addresses[1]?.id).toBe(first.id);
  });

  it('keeps exactly one default when the default is edited without the flag', async () => {
    const user = await createTestUser(app);
    const first = await add(user, home);
    await add(user, office);
    const res = await call(user, 'PUT', `/addresses/${first.id}`, {
      ...home,
      city: 'Mysuru',
      isDefault: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toMatchObject({ city: 'Mysuru', isDefault: true });
    expect((await list(user)).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('promotes another address when the default is deleted', async () => {
    const user = await createTestUser(app);
    const first = await add(user, home);
    const second = await add(user, office);
    const res = await call(user, 'DELETE', `/addresses/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Address deleted.' });
    expect(await list(user)).toMatchObject([{ id: second.id, isDefault: true }]);
    expect((await call(user, 'DELETE', `/addresses/${second.id}`)).statusCode).toBe(200);
    expect(await list(user)).toEqual([]);
  });

  it('keeps one default when two addresses are added at once', async () => {
    const user = await createTestUser(app);
    const results = await Promise.all([
      call(user, 'POST', '/addresses', home),
      call(user, 'POST', '/addresses', office),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await list(user)).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('saves and changes an address sent with exactly the shop’s original fields, with no recipient', async () => {
    const user = await createTestUser(app);
    const original = {
      addressLine1: '3 Marine Drive',
      addressLine2: 'Near the jetty',
      city: 'Kochi',
      state: 'Kerala',
      postalCode: '682031',
      isDefault: true,
    };
    const created = await call(user, 'POST', '/addresses', original);
    expect(created.statusCode, created.body).toBe(201);
    const { address } = created.json();
    expect(address).toEqual({ id: expect.any(String), ...original, fullName: null, phone: null });
    const changed = await call(user, 'PUT', `/addresses/${address.id}`, { ...original, city: 'Ernakulam' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ address: { ...address, city: 'Ernakulam' } });
    expect(await list(user)).toEqual([{ ...address, city: 'Ernakulam' }]);
  });

  it('stores a recipient name or mobile number sent null or empty as none', async () => {
    const user = await createTestUser(app);
    for (const recipient of [
      { fullName: null, phone: null },
      { fullName: '', phone: '' },
      { fullName: '  ', phone: ' ' },
    ]) {
      const res = await call(user, 'POST', '/addresses', { ...home, ...recipient });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().address).toMatchObject({ fullName: null, phone: null });
    }
    const saved = await add(user, home);
    const cleared = await call(user, 'PUT', `/addresses/${saved.id}`, { ...home, fullName: '', phone: null });
    expect(cleared.json().address).toMatchObject({ fullName: null, phone: null });
  });

  it('checks the pincode and the required fields with the browser’s sentences', async () => {
    const user = await createTestUser(app);
    const res = await call(user, 'POST', '/addresses', {
      addressLine1: '',
      city: ' ',
      state: ' ',
      postalCode: '56001',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      addressLine1: 'Address line 1 is required.',
      city: 'City is required.',
      state: 'State is required.',
      postalCode: 'Pincode must be a 6-digit number.',
    });
    const letters = await call(user, 'POST', '/addresses', { ...home, postalCode: '56OO01' });
    expect(letters.json().message).toBe('Pincode must be a 6-digit number.');
  });

  it('checks a recipient name or mobile number that is sent, naming the field', async () => {
    const user = await createTestUser(app);
    const long = await call(user, 'POST', '/addresses', { ...home, fullName: 'A'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      message: 'This field can be at most 100 characters long.',
      errors: { fullName: 'This field can be at most 100 characters long.' },
    });
    const saved = await add(user, home);
    const edit = await call(user, 'PUT', `/addresses/${saved.id}`, { ...home, phone: '12345' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({
      phone: 'Mobile number must be 10 digits starting with 6, 7, 8 or 9, like 98765 43210.',
    });
    expect(await list(user)).toMatchObject([{ id: saved.id, phone: '9876543210' }]);
  });

  it('stores a mobile number written with +91, spaces or hyphens as its 10 digits', async () => {
    const user = await createTestUser(app);
    for (const written of ['+91 98450 12345', '+91-9845012345', '098450 12345', '9845012345']) {
      const res = await call(user, 'POST', '/addresses', { ...home, phone: written });
      expect(res.statusCode).toBe(201);
      expect(res.json().address.phone).toBe('9845012345');
    }
  });

  it('refuses mobile numbers that are not 10 digits starting with 6 to 9', async () => {
    const user = await createTestUser(app);
    for (const wrong of ['98450 1234', '5845012345', '+1 98450 12345', '98450-12345-1', 'call me']) {
      const res = await call(user, 'POST', '/addresses', { ...home, phone: wrong });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['phone']);
    }
    expect(await list(user)).toEqual([]);
  });

  it('lists India’s states and union territories with their GST codes for the form', async () => {
    const states = await app.inject({ method: 'GET', url: '/api/meta/indian-states' });
    expect(states.statusCode).toBe(200);
    const list = states.json().states as { name: string; code: string }[];
    expect(list).toHaveLength(36);
    expect(list).toContainEqual({ name: 'Karnataka', code: '29' });
    expect(list).toContainEqual({ name: 'Ladakh', code: '38' });
  });

  it('stores a state as the list names it, whatever its case or spacing, old names included', async () => {
    const user = await createTestUser(app);
    for (const [typed, name] of [
      ['karnataka', 'Karnataka'],
      [' tamil  nadu ', 'Tamil Nadu'],
      ['Orissa', 'Odisha'],
      ['Pondicherry', 'Puducherry'],
      ['Jammu & Kashmir', 'Jammu and Kashmir'],
      ['New Delhi', 'Delhi'],
      [' Ladakh ', 'Ladakh'],
    ]) {
      const res = await call(user, 'POST', '/addresses', { ...home, state: typed });
      expect(res.statusCode, typed).toBe(201);
      expect(res.json().address.state, typed).toBe(name);
    }
    const saved = await add(user, home);
    const edit = await call(user, 'PUT', `/addresses/${saved.id}`, { ...home, state: 'UTTARANCHAL' });
    expect(edit.json().address.state).toBe('Uttarakhand');
  });

  it('keeps a state it cannot recognise as written, trimmed', async () => {
    const user = await createTestUser(app);
    const res = await call(user, 'POST', '/addresses', { ...home, state: '  Bangalore Rural ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().address.state).toBe('Bangalore Rural');
    expect(await list(user)).toMatchObject([{ state: 'Bangalore Rural' }]);
  });

  it('hides one customer’s addresses from another: reading, changing and deleting are 404', async () => {
    const owner = await createTestUser(app);
    const stranger = await createTestUser(app);
    const address = await add(owner, home);

    expect(await list(stranger)).toEqual([]);
    const change = await call(stranger, 'PUT', `/addresses/${address.id}`, office);
    expect(change.statusCode).toBe(404);
    expect(change.json()).toEqual({ message: 'Address not found.' });
    expect((await call(stranger, 'DELETE', `/addresses/${address.id}`)).statusCode).toBe(404);
    expect(await list(owner)).toMatchObject([{ id: address.id, addressLine1: home.addressLine1 }]);
  });

  it('is 404 for an unknown id and 400 for a malformed one', async () => {
    const user = await createTestUser(app);
    const unknown = await call(user, 'DELETE', '/addresses/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await call(user, 'DELETE', '/addresses/not-a-uuid')).statusCode).toBe(400);
  });

  it('is 401 for a guest', async () => {
    for (const [method, url] of [
      ['GET', '/api/addresses'],
      ['POST', '/api/addresses'],
      ['DELETE', '/api/addresses/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
