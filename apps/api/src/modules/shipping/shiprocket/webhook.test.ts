import { describe, expect, it } from 'vitest';
import { shiprocketWebhook, shiprocketWebhookToken } from '../../../../test/fake-shiprocket';
import { HttpError } from '../../../lib/errors';
import { shipmentStatusOf } from './statuses';
import { readShiprocketWebhook } from './webhook';

const NOW = new Date('2025-12-10T12:00:00Z');

function reader() {
  const warnings: { details: object; message: string }[] = [];
  const log = { warn: (details: object, message: string) => warnings.push({ details, message }) };
  const read = ({ headers, rawBody }: ReturnType<typeof shiprocketWebhook>) =>
    readShiprocketWebhook(headers, rawBody, shiprocketWebhookToken, log, () => NOW);
  return { read, warnings };
}

// A webhook as Shiprocket's docs show one (awb as a number, India times, scans oldest first).
const outForDelivery = {
  awb: 19041424751540,
  courier_name: 'Delhivery Surface',
  current_status: 'OUT FOR DELIVERY',
  current_status_id: 21,
  shipment_status: 'OUT FOR DELIVERY',
  shipment_status_id: 17,
  current_timestamp: '10 12 2025 08:57:00',
  order_id: 'a1b2c3d4-0000-4000-8000-000000000001',
  sr_order_id: 348456385,
  etd: '2025-12-10 18:00:00',
  scans: [
    {
      date: '2025-12-09 13:50:00',
      status: 'X-PPOM',
      activity: 'Shipment picked up',
      location: 'Bengaluru_Hub (Karnataka)',
      'sr-status': '42',
      'sr-status-label': 'PICKED UP',
    },
    {
      date: '2025-12-10 08:57:00',
      status: 'X-DDD3FD',
      activity: 'Out for delivery',
      location: 'Indiranagar_DC (Karnataka)',
      'sr-status': '17',
      'sr-status-label': 'OUT FOR DELIVERY',
    },
  ],
  is_return: 0,
  channel_id: 3422553,
};

describe('the Shiprocket webhook', () => {
  it('refuses a missing or wrong x-api-key with a 401', () => {
    const { read } = reader();
    for (const token of [null, '', 'shiprocket-hook-token-012345678', `${shiprocketWebhookToken}x`]) {
      let error: unknown;
      try {
        read(shiprocketWebhook(outForDelivery, token));
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(401);
    }
  });

  it('reads one notice: the status, at current_timestamp in India time, where the latest scan was', () => {
    const { read } = reader();
    expect(read(shiprocketWebhook(outForDelivery))).toEqual([
      {
        awb: '19041424751540',
        eventId: '19041424751540:OUT_FOR_DELIVERY:2025-12-10T03:27:00.000Z',
        status: 'OUT_FOR_DELIVERY',
        at: new Date('2025-12-10T03:27:00Z'),
        location: 'Indiranagar_DC (Karnataka)',
        description: 'Out for delivery',
      },
    ]);
  });

  it('the same webhook twice has the same event id', () => {
    const { read } = reader();
    const [first] = read(shiprocketWebhook(outForDelivery));
    const [again] = read(shiprocketWebhook(JSON.stringify(outForDelivery)));
    expect(again?.eventId).toBe(first?.eventId);
  });

  it('falls back to the label without a status id, and to the latest scan’s time without current_timestamp', () => {
    const { read } = reader();
    const { shipment_status_id: _id, current_timestamp: _at, ...rest } = outForDelivery;
    const [notice] = read(
      shiprocketWebhook({ ...rest, awb: 'SR123456', shipment_status: 'Delivered', scans: [] }),
    );
    expect(notice).toMatchObject({
      awb: 'SR123456',
      status: 'DELIVERED',
      at: NOW,
      location: null,
      description: 'Delivered',
    });
  });

  it('a status we do not track is logged and ignored, not guessed', () => {
    const { read, warnings } = reader();
    const lost = {
      ...outForDelivery,
      shipment_status: 'LOST',
      current_status: 'LOST',
      shipment_status_id: 12,
    };
    expect(read(shiprocketWebhook(lost))).toEqual([]);
    expect(read(shiprocketWebhook({ hello: 'world' }))).toEqual([]);
    expect(warnings.map((warning) => warning.message)).toEqual([
      'Shiprocket webhook ignored: no status we track',
      'Shiprocket webhook ignored: no status we track',
    ]);
  });

  it('an authentic body that is not JSON is a 400', () => {
    const { read } = reader();
    expect(() => read(shiprocketWebhook('{not json'))).toThrow('The webhook body is not JSON.');
  });
});

describe('Shiprocket statuses', () => {
  it('maps Shiprocket’s ids, and its labels when no id comes, to ours', () => {
    const expected: [number | string, string, string | null][] = [
      [1, 'AWB ASSIGNED', 'BOOKED'],
      [3, 'PICKUP SCHEDULED', 'BOOKED'],
      [19, 'OUT FOR PICKUP', 'BOOKED'],
      [42, 'PICKED UP', 'PICKED_UP'],
      [6, 'SHIPPED', 'IN_TRANSIT'],
      ['18', 'IN TRANSIT', 'IN_TRANSIT'],
      [38, 'REACHED AT DESTINATION HUB', 'IN_TRANSIT'],
      [17, 'OUT FOR DELIVERY', 'OUT_FOR_DELIVERY'],
      [7, 'DELIVERED', 'DELIVERED'],
      [21, 'UNDELIVERED', 'UNDELIVERED'],
      [9, 'RTO INITIATED', 'RTO_INITIATED'],
      [46, 'RTO IN TRANSIT', 'RTO_INITIATED'],
      [10, 'RTO DELIVERED', 'RTO_DELIVERED'],
      [8, 'CANCELED', null],
      [12, 'LOST', null],
      [20, 'PICKUP EXCEPTION', null],
    ];
    for (const [id, label, status] of expected) {
      expect([id, shipmentStatusOf(id, null)]).toEqual([id, status]);
      expect([label, shipmentStatusOf(null, label)]).toEqual([label, status]);
    }
    expect(shipmentStatusOf('NA', 'out_for-delivery')).toBe('OUT_FOR_DELIVERY');
    expect(shipmentStatusOf(undefined, undefined)).toBeNull();
  });
});
