import { formatIndianMobile } from '@vastra/contract/indian-mobile';
import { gstStateCode } from '@vastra/contract/indian-states';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type InvoiceKind, invoices } from '../../db/schema/invoices';
import { orderItems, orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { type Paise, toPaise } from '../../lib/money';
import { rupeesInWords } from './amount-in-words';
import { basisPoints, invoiceTotals, type TaxedLine, taxLine } from './gst-lines';

/** Everything an invoice prints, its money already split to the paisa. */
export interface InvoiceFacts {
  /** A GST tax invoice, or a bill of supply from a seller not registered for GST (no tax on it). */
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  orderNumber: string;
  orderDate: Date;
  /** gstin is null on a bill of supply; state may be too. */
  seller: { name: string; address: string; pincode: string; gstin: string | null; state: string | null };
  buyer: { name: string; phone: string | null; lines: string[] };
  /** The delivery state with its GST code, e.g. "Karnataka (29)". */
  placeOfSupply: string;
  /** Delivered within the seller's state: CGST and SGST; otherwise IGST. */
  sameState: boolean;
  lines: InvoiceLine[];
  totals: TaxedLine;
  totalInWords: string;
}

export interface InvoiceLine extends TaxedLine {
  /** The order line it bills; null on the COD fee's line, a charge with no goods (nor units) of its own. */
  orderItemId: string | null;
  description: string;
  hsnCode: string | null;
  quantity: number;
  unitPrice: Paise;
  /** The line's share of the order's coupon discount: its tax is on what was paid after it. */
  discount: Paise;
  /** Percent, e.g. "5.00"; "0" on a bill of supply. */
  gstRate: string;
}

/** The invoice of an order, or undefined while the order has none (it has not shipped). */
export async function findInvoiceFacts(db: Db, orderId: string): Promise<InvoiceFacts | undefined> {
  const [found] = await db
    .select({
      invoice: invoices,
      order: orders,
      customer: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(invoices.orderId, orderId));
  if (!found) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  const { invoice, order, customer } = found;
  const taxed = invoice.kind === 'TAX_INVOICE';
  // A state not recognised (kept as the shopper wrote it) never matches the seller's listed one: another state.
  const sameState = order.state === invoice.sellerState;
  const lines = items.map((item): InvoiceLine => {
    const unitPrice = toPaise(item.priceAtPurchase);
    const discount = toPaise(item.discount);
    // Issuing a tax invoice kept every line's rate; "0" only guards rows written by hand.
    const gstRate = taxed ? (item.gstRate ?? '0') : '0';
    return {
      orderItemId: item.id,
      description: `${item.productName} (${item.color}, ${item.size})`,
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      unitPrice,
      discount,
      gstRate,
      ...taxLine(unitPrice * item.quantity - discount, basisPoints(gstRate), sameState),
    };
  });
  const fee = codFeeLine(toPaise(order.codFee), lines, sameState);
  if (fee) lines.push(fee);
  const totals = invoiceTotals(lines);
  return {
    kind: invoice.kind,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    orderNumber: order.id.slice(0, 8),
    orderDate: order.orderDate,
    seller: {
      name: invoice.sellerName,
      address: invoice.sellerAddress,
      pincode: invoice.sellerPincode,
      gstin: taxed ? invoice.sellerGstin : null,
      // A state's GST code means something only beside a GSTIN.
      state: taxed && invoice.sellerState ? withStateCode(invoice.sellerState) : invoice.sellerState,
    },
    buyer: {
      // Orders placed before recipients were asked for are addressed to the customer.
      name: order.fullName ?? `${customer.firstName} ${customer.lastName}`,
      phone: order.phone ? formatIndianMobile(order.phone) : null,
      lines: [
        order.addressLine1,
        ...(order.addressLine2 ? [order.addressLine2] : []),
        `${order.city}, ${order.state} ${order.postalCode}`,
      ],
    },
    placeOfSupply: withStateCode(order.state),
    sameState,
    lines,
    totals,
    totalInWords: rupeesInWords(totals.amount),
  };
}

/**
 * The COD fee as a line of its own (null without one). Charged only with the goods, it is part of a
 * composite supply whose principal supply is the line of the highest taxable value (the first of
 * equals): it takes that line's HSN code and GST rate, and the same CGST and SGST or IGST split.
 */
function codFeeLine(fee: Paise, goods: InvoiceLine[], sameState: boolean): InvoiceLine | null {
  const principal = goods.reduce<InvoiceLine | undefined>(
    (highest, line) => (highest && highest.taxableValue >= line.taxableValue ? highest : line),
    undefined,
  );
  if (fee === 0 || !principal) return null;
  return {
    orderItemId: null,
    description: 'COD fee',
    hsnCode: principal.hsnCode,
    quantity: 1,
    unitPrice: fee,
    discount: 0,
    gstRate: principal.gstRate,
    ...taxLine(fee, basisPoints(principal.gstRate), sameState),
  };
}

/** "Karnataka (29)"; a state typed freely before the list existed is printed as typed. */
function withStateCode(state: string): string {
  const code = gstStateCode(state);
  return code ? `${state} (${code})` : state;
}
