import type { Locator } from '@playwright/test';

export interface AddressEntry {
  /** Left out: the name the form starts with (the account's) stays. */
  fullName?: string;
  /** Left out: the mobile the form starts with (the account's, if any) stays. */
  phone?: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  pincode: string;
}

/** Fills the address dialog as a shopper would: the recipient if given, the street, and the state from the list. */
export async function fillAddress(dialog: Locator, address: AddressEntry): Promise<void> {
  if (address.fullName !== undefined) await dialog.getByLabel('Full name').fill(address.fullName);
  if (address.phone !== undefined) await dialog.getByLabel('Mobile number').fill(address.phone);
  await dialog.getByLabel('Address line 1').fill(address.line1);
  if (address.line2 !== undefined) await dialog.getByLabel('Address line 2').fill(address.line2);
  await dialog.getByLabel('City').fill(address.city);
  await dialog.getByLabel('State').selectOption(address.state);
  await dialog.getByLabel('Pincode').fill(address.pincode);
}
