import type { Address } from '@vastra/contract/addresses';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { addresses } from '../../db/schema/accounts';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';

/** An address as the contract parsed it: the state in its listed name when recognised. */
export interface AddressInput {
  /** Null when left out: an order to the address then goes to the account's name and mobile. */
  fullName: string | null;
  phone: string | null;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  isDefault: boolean;
}

type AddressRow = typeof addresses.$inferSelect;

const ADDRESS_NOT_FOUND = 'Address not found.';

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
  };
}

/** The user's addresses, the default first, then oldest first. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddress);
}

/** Adds an address. The user's first address is the default whatever was asked. */
export async function createAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .limit(1);
    const isDefault = input.isDefault || !existing;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields(input), userId, isDefault })
      .returning();
    if (!row) throw new Error('address insert returned nothing');
    return toAddress(row);
  });
}

/**
 * Changes one of the user's addresses (404 for anyone else's). Asking for default moves the
 * default here; the default cannot be switched off directly, since one address must stay default.
 */
export async function updateAddress(
  db: Db,
  userId: string,
  addressId: string,
  input: AddressInput,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await ownAddress(tx, userId, addressId);
    const isDefault = current.isDefault || input.isDefault;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(addresses)
      .set({ ...fields(input), isDefault, updatedAt: new Date() })
      .where(eq(addresses.id, addressId))
      .returning();
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return toAddress(row);
  });
}

/** Deletes one of the user's addresses (404 for anyone else's); a deleted default passes to the oldest other. */
export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await ownAddress(tx, userId, addressId);
    await tx.delete(addresses).where(eq(addresses.id, addressId));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), ne(addresses.id, addressId)))
      .orderBy(asc(addresses.createdAt), asc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

/** Serialises changes to one user's address book, so two requests never both pick a default. */
async function lockAddressBook(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function ownAddress(tx: Tx, userId: string, addressId: string): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

async function clearDefault(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

function fields(input: AddressInput) {
  return {
    fullName: input.fullName,
    phone: input.phone,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2 ?? null,
    city: input.city,
    state: input.state,
    postalCode: input.postalCode,
  };
}
