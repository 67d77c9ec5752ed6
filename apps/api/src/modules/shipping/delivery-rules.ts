import type { DeliveryRules } from '@vastra/contract/shipping';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companyDetails } from '../../db/schema/catalogue';
import { deliveryRules } from '../../db/schema/shipping';

/** The shop's delivery rules with its own pincode and state (null until its company details are saved). */
export interface DeliveryFacts extends DeliveryRules {
  shopPincode: string | null;
  shopState: string | null;
}

/**
 * The delivery facts as one JSON value, for a query of its own or inside a larger one (placing an
 * order reads them beside the cart, so the rules cost it no round trip).
 */
export function deliveryFactsJson(): SQL<DeliveryFacts> {
  return sql<DeliveryFacts>`(
    select json_build_object('blockedPrefixes', r.blocked_prefixes, 'codBlockedPrefixes', r.cod_blocked_prefixes,
      'daysWithinCity', json_build_object('from', r.city_days_from, 'to', r.city_days_to),
      'daysWithinState', json_build_object('from', r.state_days_from, 'to', r.state_days_to),
      'daysRestOfIndia', json_build_object('from', r.rest_days_from, 'to', r.rest_days_to),
      'dispatchCutoffHour', r.dispatch_cutoff_hour,
      'shopPincode', (select c.pincode from ${companyDetails} c where c.id = 1),
      'shopState', (select c.state from ${companyDetails} c where c.id = 1))
    from ${deliveryRules} r where r.id = 1)`;
}

export async function readDeliveryFacts(db: Db | Tx): Promise<DeliveryFacts> {
  const [row] = await db
    .execute<{ facts: DeliveryFacts }>(sql`select ${deliveryFactsJson()} as facts`)
    .then((result) => (result as unknown as { rows: { facts: DeliveryFacts }[] }).rows);
  if (!row?.facts) throw new Error('delivery_rules has no row: the migrations did not run');
  return row.facts;
}

export async function getDeliveryRules(db: Db): Promise<DeliveryRules> {
  const { shopPincode: _pincode, shopState: _state, ...rules } = await readDeliveryFacts(db);
  return rules;
}

/** Saves the rules whole (prefixes kept once each, in the order given); the next check and order use them. */
export async function saveDeliveryRules(db: Db, rules: DeliveryRules): Promise<DeliveryRules> {
  await db
    .update(deliveryRules)
    .set({
      blockedPrefixes: [...new Set(rules.blockedPrefixes)],
      codBlockedPrefixes: [...new Set(rules.codBlockedPrefixes)],
      cityDaysFrom: rules.daysWithinCity.from,
      cityDaysTo: rules.daysWithinCity.to,
      stateDaysFrom: rules.daysWithinState.from,
      stateDaysTo: rules.daysWithinState.to,
      restDaysFrom: rules.daysRestOfIndia.from,
      restDaysTo: rules.daysRestOfIndia.to,
      dispatchCutoffHour: rules.dispatchCutoffHour,
      updatedAt: new Date(),
    })
    .where(eq(deliveryRules.id, 1));
  return getDeliveryRules(db);
}
