import type { FastifyReply } from 'fastify';

// What the fake Shiprocket's handlers share: its order records and its 422 answers, as documented.

/** An order (forward or return) the fake has created, keyed by our order id. */
export interface FakeOrder {
  orderId: number;
  shipmentId: number;
  channelOrderId: string;
  isReturn: boolean;
  awb: string | null;
  courier: string | null;
  pickupRequested: boolean;
}

export type Body = Record<string, unknown>;

export const invalid = (reply: FastifyReply, errors: Record<string, string[]>) =>
  reply.status(422).send({ message: 'Oops! Invalid Data.', errors, status_code: 422 });

export const missing = (body: Body, fields: string[]) => {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const value = body[field];
    if (value === undefined || value === null || value === '') {
      errors[field] = [`The ${field.replaceAll('_', ' ')} field is required.`];
    }
  }
  return errors;
};

export const isPincode = (value: unknown) => /^\d{6}$/.test(String(value ?? ''));
export const isPositive = (value: unknown) => typeof value === 'number' && value > 0;
