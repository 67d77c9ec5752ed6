// Orders and return requests as the API sends them, for tests.
import type { Order, OrderItem } from '@vastra/contract/orders';
import type { ReturnItem, ReturnRequest } from '@vastra/contract/returns';
import { madeUpId } from './made-up-id';
import { anAddress } from './shoppers';

const customer = { id: 'user-asha', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in' };

/** A black size M kurta as an order line keeps it. */
const orderedKurta = (): OrderItem['product'] => ({
  id: madeUpId('product'),
  name: 'Cotton Kurta',
  images: [],
  variant: { id: madeUpId('variant'), color: 'Black', size: 'M' },
});

/** One unit of a black size M kurta at ₹999.00, without a discount. */
export function anOrderItem(facts: Partial<OrderItem> = {}): OrderItem {
  return {
    id: madeUpId('line'),
    quantity: 1,
    priceAtPurchase: '999.00',
    discount: '0.00',
    product: orderedKurta(),
    ...facts,
  };
}

/** A pending cash on delivery order of one line, placed by Asha Rao, with no code and no history. */
export function anOrder(facts: Partial<Order> = {}): Order {
  return {
    id: madeUpId('order'),
    orderDate: '2026-11-01T10:00:00.000Z',
    orderTotal: '999.00',
    discount: '0.00',
    couponCode: null,
    deliveryStatus: 'PENDING',
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    merchantTransactionId: null,
    items: [anOrderItem()],
    user: customer,
    address: anAddress(),
    testPayment: false,
    refundDue: false,
    invoiceNumber: null,
    history: [],
    returnableUntil: null,
    shipment: null,
    ...facts,
  };
}

/** One unit of an order line sent back for its money (₹999.00), as too large. */
export function aReturnItem(facts: Partial<ReturnItem> = {}): ReturnItem {
  return {
    id: madeUpId('return-item'),
    orderItemId: madeUpId('line'),
    quantity: 1,
    type: 'RETURN',
    reason: 'Size too large',
    product: orderedKurta(),
    exchangeVariant: null,
    refundAmount: facts.type === 'EXCHANGE' ? null : '999.00',
    ...facts,
  };
}

/** Asha Rao's new request to return one unit, with no refund yet. */
export function aReturnRequest(facts: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    id: madeUpId('return'),
    orderId: madeUpId('order'),
    status: 'REQUESTED',
    items: [aReturnItem()],
    createdAt: '2026-11-10T10:00:00.000Z',
    history: [],
    customer,
    refundTotal: '999.00',
    refund: null,
    creditNoteNumber: null,
    pickup: null,
    ...facts,
  };
}
