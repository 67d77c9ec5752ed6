import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Address, AddressBody, AddressResponse } from '@vastra/contract/addresses';
import type { RegisterBody } from '@vastra/contract/auth';
import type { User } from '@vastra/contract/users';
import { signInThroughApi } from './session';

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

/** What a new shopper registers with: the form's fields, with a username and email no one has yet. */
export type ShopperAccount = Omit<RegisterBody, 'mobile' | 'dob'>;

/** A new shopper's account; Meera Iyer unless named otherwise, the name some journeys look for. */
export function newShopperAccount({
  firstName = 'Meera',
  lastName = 'Iyer',
  password = 'silk-saree-9',
}: Partial<Pick<ShopperAccount, 'firstName' | 'lastName' | 'password'>> = {}): ShopperAccount {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${firstName.toLowerCase()}_${tag}`;
  return { firstName, lastName, username, email: `${username}@example.in`, password };
}

/** A registered shopper, signed in through the API: the account, as entered and as the shop keeps it. */
export interface SignedInShopper {
  account: ShopperAccount;
  user: User;
  token: string;
  headers: { authorization: string };
}

/** Registers `account` through the API and signs it in there. */
export async function registerShopper(
  request: APIRequestContext,
  account: ShopperAccount = newShopperAccount(),
): Promise<SignedInShopper> {
  const registered = await request.post('/api/auth/register', { data: account });
  expect(registered.status()).toBe(201);
  const { token, user } = await signInThroughApi(request, account.username, account.password);
  return { account, user, token, headers: { authorization: `Bearer ${token}` } };
}

/** Fills the /register form on screen with `account`, without sending it. */
export async function fillRegistration(page: Page, account: ShopperAccount): Promise<void> {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
}

/** Registers `account` through the /register form, which leads on to /login. */
export async function registerThroughForm(page: Page, account: ShopperAccount): Promise<void> {
  await page.goto('/register');
  await fillRegistration(page, account);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A shopper with a default address, whose cart holds what it was set up with. */
export interface ShopperWithCart extends SignedInShopper {
  address: Address;
}

/** A new shopper (set up through the API) with a default address and `quantity` of `variantId` in the cart. */
export async function shopperWithCart(
  request: APIRequestContext,
  variantId: string,
  quantity = 1,
): Promise<ShopperWithCart> {
  const shopper = await registerShopper(request);
  const address: AddressBody = {
    fullName: 'Meera Iyer',
    phone: '9840012345',
    addressLine1: '21 Besant Nagar',
    city: 'Chennai',
    state: 'Tamil Nadu',
    postalCode: '600090',
    isDefault: true,
  };
  const saved = await request.post('/api/addresses', { headers: shopper.headers, data: address });
  expect(saved.status()).toBe(201);
  const added = await request.post('/api/cart/add', {
    headers: shopper.headers,
    data: { productVariantId: variantId, quantity },
  });
  expect(added.ok()).toBe(true);
  return { ...shopper, address: ((await saved.json()) as AddressResponse).address };
}

/** The browser holds this shopper's session from the first page on, as after a login. */
export async function signInBrowser(page: Page, token: string): Promise<void> {
  await page.context().addInitScript((value) => localStorage.setItem('token', value), token);
}
