import { idParams } from '@vastra/contract/common';
import {
  customerDetails,
  customerListQuery,
  customerPage,
  customerUpdated,
  updateCustomerBody,
} from '@vastra/contract/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard';
import { setCodBlocked } from './cash-on-delivery';
import { listCustomers } from './customer-list';
import { findCustomerDetails } from './customer-page';

const tags = ['admin'];

/** The back office's Customers screen: the list, a customer's page, and cash on delivery per customer. */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const customersArea = requireStaff('customers');

  app.get(
    '/admin/customers',
    {
      schema: {
        tags,
        summary:
          'Customers, newest first, by words in their name, email or mobile, with how they shop (staff)',
        querystring: customerListQuery,
        response: { 200: customerPage },
      },
      onRequest: customersArea,
    },
    async (request) => listCustomers(app.db, request.query),
  );

  app.get(
    '/admin/customers/:id',
    {
      schema: {
        tags,
        summary: 'A customer with their addresses and newest orders, returns and reviews (staff)',
        params: idParams,
        response: { 200: customerDetails },
      },
      onRequest: customersArea,
    },
    async (request) => findCustomerDetails(app.db, request.params.id),
  );

  app.put(
    '/admin/customers/:id',
    {
      schema: {
        tags,
        summary: 'Turn cash on delivery off or on again for one customer (staff)',
        params: idParams,
        body: updateCustomerBody,
        response: { 200: customerUpdated },
      },
      onRequest: customersArea,
    },
    async (request) => {
      const customer = await setCodBlocked(app.db, request.params.id, request.body.codBlocked);
      const name = `${customer.firstName} ${customer.lastName}`;
      return {
        customer,
        message: customer.codBlocked
          ? `Cash on delivery is off for ${name}.`
          : `Cash on delivery is on for ${name}.`,
      };
    },
  );
};
