import {
  type ShopperRules,
  type ShopSettings,
  type shopSettingsBody,
  whatsappMessageKinds,
} from '@vastra/contract/settings';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { shopSettings } from '../../db/schema/settings';
import { fromPaise, toPaise } from '../../lib/money';

/** The shop's rules as they stand (the row is created by the migration, defaults filled in). */
export async function getShopSettings(db: Db | Tx): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) throw new Error('shop_settings has no row: the migrations did not run');
  return toSettings(row);
}

/** The rules anyone may read: the units one cart line or order line may hold, and the COD fee. */
export async function getShopperRules(db: Db | Tx): Promise<ShopperRules> {
  const [row] = await db
    .select({ maxQuantityPerLine: shopSettings.maxQuantityPerLine, codFee: shopSettings.codFee })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  if (!row) throw new Error('shop_settings has no row: the migrations did not run');
  return { maxQuantityPerLine: row.maxQuantityPerLine, codFee: fromPaise(toPaise(row.codFee)) };
}

type ShopSettingsChanges = z.output<typeof shopSettingsBody>;

/** Saves the shop's rules; they apply to the next cart change and order. */
export async function saveShopSettings(db: Db, changes: ShopSettingsChanges): Promise<ShopSettings> {
  const [row] = await db
    .update(shopSettings)
    .set({
      codMaxOpenOrders: changes.codMaxOpenOrders,
      codMaxOpenValue: fromPaise(toPaise(changes.codMaxOpenValue)),
      maxQuantityPerLine: changes.maxQuantityPerLine,
      // The online allowance, the apparel rule's fields and the return window are optional: left
      // out, they stay as they are.
      ...(changes.onlineMaxUnpaidOrders !== undefined && {
        onlineMaxUnpaidOrders: changes.onlineMaxUnpaidOrders,
      }),
      ...(changes.onlineMaxHeldUnits !== undefined && { onlineMaxHeldUnits: changes.onlineMaxHeldUnits }),
      ...(changes.apparelThreshold !== undefined && {
        apparelThreshold: fromPaise(toPaise(changes.apparelThreshold)),
      }),
      ...(changes.apparelRateUpTo !== undefined && { apparelRateUpTo: String(changes.apparelRateUpTo) }),
      ...(changes.apparelRateAbove !== undefined && { apparelRateAbove: String(changes.apparelRateAbove) }),
      ...(changes.returnWindowDays !== undefined && { returnWindowDays: changes.returnWindowDays }),
      ...(changes.whatsappMessages !== undefined && {
        whatsappMessages: [...new Set(changes.whatsappMessages)],
      }),
      ...(changes.codConfirmation !== undefined && { codConfirmation: changes.codConfirmation }),
      ...(changes.codConfirmationHours !== undefined && {
        codConfirmationHours: changes.codConfirmationHours,
      }),
      ...(changes.codMaxReturnedParcels !== undefined && {
        codMaxReturnedParcels: changes.codMaxReturnedParcels,
      }),
      ...(changes.codFee !== undefined && { codFee: fromPaise(toPaise(changes.codFee)) }),
      updatedAt: new Date(),
    })
    .where(eq(shopSettings.id, 1))
    .returning();
  if (!row) throw new Error('shop_settings has no row: the migrations did not run');
  return toSettings(row);
}

function toSettings(row: typeof shopSettings.$inferSelect): ShopSettings {
  return {
    codMaxOpenOrders: row.codMaxOpenOrders,
    codMaxOpenValue: fromPaise(toPaise(row.codMaxOpenValue)),
    maxQuantityPerLine: row.maxQuantityPerLine,
    onlineMaxUnpaidOrders: row.onlineMaxUnpaidOrders,
    onlineMaxHeldUnits: row.onlineMaxHeldUnits,
    apparelThreshold: fromPaise(toPaise(row.apparelThreshold)),
    apparelRateUpTo: Number(row.apparelRateUpTo),
    apparelRateAbove: Number(row.apparelRateAbove),
    returnWindowDays: row.returnWindowDays,
    whatsappMessages: whatsappMessageKinds.filter((kind) => row.whatsappMessages.includes(kind)),
    codConfirmation: row.codConfirmation,
    codConfirmationHours: row.codConfirmationHours,
    codMaxReturnedParcels: row.codMaxReturnedParcels,
    codFee: fromPaise(toPaise(row.codFee)),
  };
}
