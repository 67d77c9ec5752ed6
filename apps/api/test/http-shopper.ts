import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';

/** A shopper of a running server, signed in over HTTP, with one saved address. */
export interface HttpShopper {
  auth: { authorization: string };
  addressId: string;
}

/** POSTs a JSON body to the API of the server at `origin`. */
export function postJson(origin: string, route: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs in over HTTP and insists it worked; returns the header to send as that shopper. */
export async function signInOverHttp(origin: string, credentials: { identifier: string; password: string }) {
  const res = await postJson(origin, '/auth/login', credentials);
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A new shopper registered, signed in and given an address, all over HTTP, as a browser would. */
export async function signUpOverHttp(origin: string): Promise<HttpShopper> {
  const tag = randomUUID().slice(0, 8);
  const credentials = { username: `shopper_${tag}`, password: 'secret123' };
  const registered = await postJson(origin, '/auth/register', {
    ...credentials,
    firstName: 'Meera',
    lastName: 'Iyer',
    email: `shopper_${tag}@example.in`,
  });
  expect(registered.status).toBe(201);
  const auth = await signInOverHttp(origin, {
    identifier: credentials.username,
    password: credentials.password,
  });
  const address = await postJson(
    origin,
    '/addresses',
    {
      fullName: 'Asha Rao',
      phone: '9876543210',
      addressLine1: '7 Brigade Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      isDefault: true,
    },
    auth,
  );
  expect(address.status).toBe(201);
  return { auth, addressId: ((await address.json()) as { address: { id: string } }).address.id };
}
