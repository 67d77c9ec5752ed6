// Who on the shop's team may use what: written once, here, and read by the server's guard on every
// admin call (403 otherwise), by the back office to show only what a role may use, and by the
// authorisation matrix test. No zod, so the screens load it without the schema library.

/** A staff member's role. The first admin is OWNER; the last OWNER cannot be removed or demoted. */
export const staffRoles = ['OWNER', 'CATALOGUE', 'ORDERS', 'SUPPORT', 'ACCOUNTS'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What a role does, in the back office's words. */
export const staffRoleDescriptions: Record<StaffRole, string> = {
  OWNER: 'Everything, including staff, settings and the audit log',
  CATALOGUE: 'Products, categories, catalogue files and coupons',
  ORDERS: 'Orders, shipping and returns',
  SUPPORT: 'Orders, returns and customers',
  ACCOUNTS: 'Customers, reports and exports',
};

/** The parts of the back office an admin call belongs to. */
export const staffAreas = [
  'dashboard',
  'catalogue',
  'marketing',
  'orders',
  'returns',
  'customers',
  'reports',
  'shop',
  'staff',
] as const;
export type StaffArea = (typeof staffAreas)[number];

/** The roles that may use each area. OWNER is in every one. */
export const staffPermissions: Record<StaffArea, readonly StaffRole[]> = {
  // The landing page: every member of staff sees what needs doing today.
  dashboard: staffRoles,
  // Products, categories, photos, catalogue import and export.
  catalogue: ['OWNER', 'CATALOGUE'],
  // Coupons and offers.
  marketing: ['OWNER', 'CATALOGUE'],
  // Orders, their status, invoices, shipments, labels and the manifest.
  orders: ['OWNER', 'ORDERS', 'SUPPORT'],
  returns: ['OWNER', 'ORDERS', 'SUPPORT'],
  customers: ['OWNER', 'SUPPORT', 'ACCOUNTS'],
  // Sales reports and the orders export.
  reports: ['OWNER', 'ACCOUNTS'],
  // Company details, shop settings, delivery rules, legal pages.
  shop: ['OWNER'],
  // Staff accounts and the audit log.
  staff: ['OWNER'],
};

/** Whether a member of staff with `role` may use `area`. */
export function mayUse(role: StaffRole, area: StaffArea): boolean {
  return staffPermissions[area].includes(role);
}
