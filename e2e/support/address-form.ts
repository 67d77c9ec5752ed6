import type { Locator } from '@playwright/test';

export interface AddressEntry {
  fullName: string;
  phone: string;
  line1: string;
  city: string;
  state: string;
  pincode: string;
}

/** Fills the address dialog as a shopper would: the recipient, the street, and the state from the list. */
export async function fillAddress(dialog: Locator, address: AddressEntry): Promise<void> {
  await dialog.getByLabel('Full name').fill(address.fullName);
  await dialog.getByLabel('Mobile number').fill(address.phone);
  await dialog.getByLabel('Address line 1').fill(address.line1);
  await dialog.getByLabel('City').fill(address.city);
  await dialog.getByLabel('State').selectOption(address.state);
  await dialog.getByLabel('Pincode').fill(address.pincode);
}
