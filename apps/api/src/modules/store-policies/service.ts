import type { StorePolicies } from '@vastra/contract/store-policies';
import type { Db } from '../../db/client';
import { findCompany } from '../company';
import { getShopSettings } from '../settings';
import { readDeliveryFacts } from '../shipping';

/** The facts the storefront's returns, shipping and contact pages are written from, as they stand now. */
export async function readStorePolicies(db: Db): Promise<StorePolicies> {
  const [settings, delivery, company] = await Promise.all([
    getShopSettings(db),
    readDeliveryFacts(db),
    findCompany(db),
  ]);
  const { shopPincode: _pincode, shopState, ...rules } = delivery;
  return {
    returns: { windowDays: settings.returnWindowDays },
    shipping: {
      freeShipping: true,
      cashOnDelivery: settings.codMaxOpenOrders > 0,
      ...rules,
      shipsFromState: shopState,
    },
    contact: company && {
      name: company.name,
      address: company.address,
      pincode: company.pincode,
      email: company.email,
      phone: company.phone,
      grievanceOfficer: company.grievanceOfficer,
    },
  };
}
