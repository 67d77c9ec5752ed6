import type { FastifyInstance } from 'fastify';
import { type Body, type FakeOrder, invalid, missing } from './fake-shiprocket-rules';

/** One tracking activity the fake lists for an AWB. */
export interface FakeScan {
  date: string;
  activity: string;
  location: string;
  srStatus: string;
  srStatusLabel: string;
}

/**
 * What happens to a shipment at Shiprocket after its order: AWB assignment, the pickup request,
 * tracking activities (newest first) and NDR actions, each refused as the docs say when out of turn.
 */
export function fakeShipmentRoutes(
  server: FastifyInstance,
  orders: Map<string, FakeOrder>,
  scans: Map<string, FakeScan[]>,
  ndrActions: { awb: string; body: Body }[],
) {
  const orderOfShipment = (shipmentId: unknown) =>
    [...orders.values()].find((order) => order.shipmentId === shipmentId);

  server.post('/v1/external/courier/assign/awb', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const errors = missing(body, ['shipment_id', 'is_return']);
    if (Object.keys(errors).length > 0) return invalid(reply, errors);
    const order = orderOfShipment(body.shipment_id);
    if (!order)
      return reply.status(400).send({ message: 'Given shipment id does not exist', status_code: 400 });
    if (order.awb) return reply.status(400).send({ message: 'AWB is already assigned', status_code: 400 });
    order.awb = `${order.isReturn ? 'R' : ''}1411232${order.shipmentId}`;
    order.courier = order.isReturn ? 'Delhivery Reverse' : 'Xpressbees Surface';
    return {
      awb_assign_status: 1,
      response: {
        data: {
          courier_company_id: 51,
          awb_code: order.awb,
          order_id: order.orderId,
          shipment_id: order.shipmentId,
          courier_name: order.courier,
        },
      },
    };
  });

  server.post('/v1/external/courier/generate/pickup', async (request, reply) => {
    const ids = ((request.body ?? {}) as Body).shipment_id;
    if (!Array.isArray(ids) || ids.length !== 1) {
      return invalid(reply, { shipment_id: ['The shipment id must be an array of one id.'] });
    }
    const order = orderOfShipment(ids[0]);
    if (!order?.awb) return reply.status(400).send({ message: 'Awb not Assigned', status_code: 400 });
    if (order.pickupRequested)
      return reply.status(400).send({ message: 'Already in Pickup Queue.', status_code: 400 });
    order.pickupRequested = true;
    return {
      pickup_status: 1,
      response: {
        pickup_scheduled_date: '2025-12-09 12:00:00',
        pickup_token_number: 'Reference No: 1234',
        status: 3,
      },
    };
  });

  server.get('/v1/external/courier/track/awb/:awb', async (request) => {
    const { awb } = request.params as { awb: string };
    const list = scans.get(awb);
    if (!list || list.length === 0) {
      return {
        tracking_data: {
          track_status: 0,
          error:
            'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.',
        },
      };
    }
    return {
      tracking_data: {
        track_status: 1,
        shipment_status: Number(list.at(-1)?.srStatus),
        shipment_track: [{ awb_code: awb, current_status: list.at(-1)?.srStatusLabel }],
        // Newest first, as Shiprocket lists them.
        shipment_track_activities: [...list].reverse().map((scan) => ({
          date: scan.date,
          status: 'X',
          activity: scan.activity,
          location: scan.location,
          'sr-status': scan.srStatus,
          'sr-status-label': scan.srStatusLabel,
        })),
        track_url: `https://shiprocket.co/tracking/${awb}`,
      },
    };
  });

  server.post('/v1/external/ndr/:awb/action', async (request, reply) => {
    const { awb } = request.params as { awb: string };
    const body = (request.body ?? {}) as Body;
    const errors = missing(body, ['action', 'comments']);
    if (!errors.action && !['re-attempt', 'return', 'fake-attempt'].includes(String(body.action))) {
      errors.action = ['The selected action is invalid.'];
    }
    if (Object.keys(errors).length > 0) return invalid(reply, errors);
    if (![...orders.values()].some((order) => order.awb === awb)) {
      return reply.status(400).send({ message: 'No NDR found for this AWB', status_code: 400 });
    }
    ndrActions.push({ awb, body });
    return reply.status(202).send({ status: 'Data Updated Sucessfully' });
  });
}
