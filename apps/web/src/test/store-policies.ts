import type { StorePolicies } from '@vastra/contract/store-policies';

/** A shop's policy facts as GET /store-policies answers them, with the defaults a new shop has. */
export function aStorePolicies({
  windowDays = 15,
  shipping = {},
  contact = {},
}: {
  windowDays?: number;
  shipping?: Partial<StorePolicies['shipping']>;
  contact?: Partial<NonNullable<StorePolicies['contact']>> | null;
} = {}): StorePolicies {
  return {
    returns: { windowDays },
    shipping: {
      freeShipping: true,
      cashOnDelivery: true,
      daysWithinCity: { from: 1, to: 2 },
      daysWithinState: { from: 2, to: 4 },
      daysRestOfIndia: { from: 4, to: 7 },
      dispatchCutoffHour: 14,
      blockedPrefixes: [],
      codBlockedPrefixes: [],
      shipsFromState: 'Karnataka',
      ...shipping,
    },
    contact: contact && {
      name: 'Vastra Fashions',
      address: '12 MG Road, Bengaluru',
      pincode: '560001',
      email: 'hello@vastra.example',
      phone: '+91 80 1234 5678',
      grievanceOfficer: { name: 'Asha Rao', email: 'grievance@vastra.example', phone: '+91 98450 12345' },
      ...contact,
    },
  };
}
