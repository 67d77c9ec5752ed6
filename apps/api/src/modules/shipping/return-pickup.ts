import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { returnItems, returns } from '../../db/schema/returns';
import { shipments } from '../../db/schema/shipping';
import { orderItems } from '../../db/schema/shopping';
import { conflict, notFound } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import { keepBookedParcel } from './booked-parcel';
import type { ShippingContext } from './context';
import { loadOrderParcel, orderNumberOf } from './order-parcel';
import { DEFAULT_PARCEL } from './parcel-size';
import type { ReturnParcel } from './shipping-provider';

const NO_RETURN_ADDRESS =
  'Save the shop’s company details first: the courier brings the parcel back to its address and pincode.';

/**
 * Books a return's reverse pickup with the provider (the manual provider refuses with a 400, a courier
 * that refuses is a 502) and keeps it as a RETURN shipment with its BOOKED event, inside the caller's
 * transaction: the approval that asks for it commits with it or not at all. A return that already has
 * a pickup keeps it. Should the commit fail after the courier booked, booking again is one booking
 * there, as the return's id is the provider's reference.
 */
export async function bookReturnPickup(
  ctx: ShippingContext,
  tx: Tx,
  returnId: string,
  now: Date,
): Promise<void> {
  const [booked] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.returnId, returnId));
  if (booked) return;
  const [request] = await tx
    .select({ orderId: returns.orderId })
    .from(returns)
    .where(eq(returns.id, returnId));
  if (!request) throw notFound('Return request not found.');
  const facts = await loadOrderParcel(tx, request.orderId);
  if (ctx.provider.booksParcels && !facts.shop) throw conflict(NO_RETURN_ADDRESS);
  const lines = await tx
    .select({
      productName: orderItems.productName,
      color: orderItems.color,
      size: orderItems.size,
      productVariantId: orderItems.productVariantId,
      priceAtPurchase: orderItems.priceAtPurchase,
      hsnCode: orderItems.hsnCode,
      quantity: returnItems.quantity,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(eq(returnItems.returnId, returnId))
    .orderBy(asc(orderItems.productName), asc(returnItems.id));
  const parcel: ReturnParcel = {
    returnId,
    orderId: facts.order.id,
    orderNumber: orderNumberOf(facts.order.id),
    orderedAt: facts.order.orderDate,
    recipient: facts.recipient,
    lines: lines.map((line) => ({
      name: `${line.productName} (${line.color}, ${line.size})`,
      sku: line.productVariantId,
      quantity: line.quantity,
      unitPricePaise: toPaise(line.priceAtPurchase),
      hsnCode: line.hsnCode,
    })),
    totalPaise: lines.reduce((sum, line) => sum + toPaise(line.priceAtPurchase) * line.quantity, 0),
    weightGrams: DEFAULT_PARCEL.weightGrams,
    dimensionsCm: { ...DEFAULT_PARCEL.dimensionsCm },
    pickupPincode: facts.shop?.pincode ?? '',
  };
  const booking = await ctx.provider.bookReturnPickup(parcel);
  await keepBookedParcel(
    tx,
    { orderId: facts.order.id, kind: 'RETURN', returnId },
    ctx.provider.name,
    booking,
    parcel,
    now,
  );
}
