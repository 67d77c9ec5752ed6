import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Body, type FakeOrder, invalid, isPositive, missing } from './fake-shiprocket-rules';

function itemErrors(items: unknown): Record<string, string[]> {
  if (!Array.isArray(items) || items.length === 0)
    return { order_items: ['The order items field is required.'] };
  const errors: Record<string, string[]> = {};
  items.forEach((item: Body, index) => {
    for (const field of ['name', 'sku']) {
      if (typeof item[field] !== 'string' || item[field] === '') {
        errors[`order_items.${index}.${field}`] = [`The order_items.${index}.${field} field is required.`];
      }
    }
    if (!Number.isInteger(item.units) || (item.units as number) < 1) {
      errors[`order_items.${index}.units`] = [`The order_items.${index}.units must be at least 1.`];
    }
    if (typeof item.selling_price !== 'number' || item.selling_price < 0) {
      errors[`order_items.${index}.selling_price`] = [
        `The order_items.${index}.selling_price must be a number.`,
      ];
    }
  });
  return errors;
}

function sizeErrors(body: Body): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ['length', 'breadth', 'height', 'weight']) {
    if (!isPositive(body[field])) errors[field] = [`The ${field} must be greater than 0.`];
  }
  if (typeof body.sub_total !== 'number' || body.sub_total < 0)
    errors.sub_total = ['The sub total field is required.'];
  return errors;
}

/**
 * Shiprocket's ad-hoc and return order creation as documented: 422 with field errors for what is
 * missing, and the same order answered again for an order id it already has.
 */
export function fakeOrderRoutes(
  server: FastifyInstance,
  orders: Map<string, FakeOrder>,
  state: { nextId: number },
  pickupLocation: string,
) {
  const createOrder = (request: FastifyRequest, reply: FastifyReply, isReturn: boolean) => {
    const body = (request.body ?? {}) as Body;
    const required = isReturn
      ? [
          'order_id',
          'order_date',
          'pickup_customer_name',
          'pickup_address',
          'pickup_city',
          'pickup_state',
          'pickup_country',
          'pickup_pincode',
          'pickup_email',
          'pickup_phone',
          'shipping_customer_name',
          'shipping_address',
          'shipping_city',
          'shipping_country',
          'shipping_pincode',
          'shipping_state',
          'shipping_phone',
          'payment_method',
        ]
      : [
          'order_id',
          'order_date',
          'pickup_location',
          'billing_customer_name',
          'billing_address',
          'billing_city',
          'billing_pincode',
          'billing_state',
          'billing_country',
          'billing_email',
          'billing_phone',
          'payment_method',
        ];
    const errors = { ...missing(body, required), ...itemErrors(body.order_items), ...sizeErrors(body) };
    if (!isReturn && body.shipping_is_billing !== true) {
      errors.shipping_is_billing = ['The shipping is billing field is required.'];
    }
    const methods = isReturn ? ['Prepaid', 'PREPAID'] : ['COD', 'Prepaid'];
    if (!errors.payment_method && !methods.includes(String(body.payment_method))) {
      errors.payment_method = ['The selected payment method is invalid.'];
    }
    if (Object.keys(errors).length > 0) return invalid(reply, errors);
    if (!isReturn && body.pickup_location !== pickupLocation) {
      return invalid(reply, { pickup_location: ['Wrong Pickup location entered.'] });
    }
    const key = `${isReturn ? 'return' : 'forward'}:${body.order_id}`;
    let order = orders.get(key);
    if (!order) {
      order = {
        orderId: state.nextId++,
        shipmentId: state.nextId++,
        channelOrderId: String(body.order_id),
        isReturn,
        awb: null,
        courier: null,
        pickupRequested: false,
      };
      orders.set(key, order);
    }
    return {
      order_id: order.orderId,
      shipment_id: order.shipmentId,
      status: isReturn ? 'RETURN PENDING' : 'NEW',
      status_code: isReturn ? 21 : 1,
      awb_code: order.awb,
      courier_name: order.courier,
    };
  };
  server.post('/v1/external/orders/create/adhoc', (request, reply) => createOrder(request, reply, false));
  server.post('/v1/external/orders/create/return', (request, reply) => createOrder(request, reply, true));
}
