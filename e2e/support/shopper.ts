import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface CatalogueVariant {
  id: string;
  size: string;
  stock: number;
  originalPrice: string;
  discountPrice: string | null;
}
export interface CatalogueProduct {
  id: string;
  name: string;
  variants: CatalogueVariant[];
}

/** What a shopper pays for one of this variant, in paise. */
export const pricePaise = (variant: CatalogueVariant) =>
  Math.round(Number(variant.discountPrice ?? variant.originalPrice) * 100);

/** "Rs. 1,999.00", as the shop writes an amount of paise. */
export const rupees = (paise: number) =>
  `Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;

/** A demo product with a variant of plenty in stock that costs less than `belowPaise`. */
export async function variantBelow(
  request: APIRequestContext,
  belowPaise: number,
): Promise<{ product: CatalogueProduct; variant: CatalogueVariant }> {
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as {
    data: CatalogueProduct[];
  };
  for (const product of data) {
    const variant = product.variants.find((v) => v.stock > 3 && pricePaise(v) < belowPaise);
    if (variant) return { product, variant };
  }
  throw new Error(`The demo catalogue has nothing in stock under ${rupees(belowPaise)}`);
}

export interface Shopper {
  token: string;
  headers: { authorization: string };
  addressId: string;
}

/** A new shopper (set up through the API) with a default address and one of `variantId` in the cart. */
export async function shopperWithCart(request: APIRequestContext, variantId: string): Promise<Shopper> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = {
    firstName: 'Meera',
    lastName: 'Iyer',
    username: `meera_${tag}`,
    email: `meera_${tag}@example.in`,
    password: 'silk-saree-9',
  };
  expect((await request.post('/api/auth/register', { data: account })).status()).toBe(201);
  const login = await request.post('/api/auth/login', {
    data: { identifier: account.username, password: account.password },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const address = await request.post('/api/addresses', {
    headers,
    data: {
      fullName: 'Meera Iyer',
      phone: '9840012345',
      addressLine1: '21 Besant Nagar',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postalCode: '600090',
      isDefault: true,
    },
  });
  expect(address.status()).toBe(201);
  const added = await request.post('/api/cart/add', {
    headers,
    data: { productVariantId: variantId, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  return { token, headers, addressId: (await address.json()).address.id };
}

/** The browser holds this shopper's session from the first page on, as after a login. */
export async function signInBrowser(page: Page, token: string): Promise<void> {
  await page.context().addInitScript((value) => localStorage.setItem('token', value), token);
}
