import { idParams } from '@vastra/contract/common';
import {
  productBatchBody,
  productBatchResponse,
  variantStockBody,
  variantStockResponse,
} from '@vastra/contract/product-batch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard';
import { applyProductBatch, setVariantStock } from './service';

const DONE: Record<string, (n: number) => string> = {
  ADJUST_PRICE: (n) => `Prices changed on ${n} ${n === 1 ? 'product' : 'products'}.`,
  SET_STOCK: (n) => `Stock set on ${n} ${n === 1 ? 'product' : 'products'}.`,
  MOVE: (n) => `${n} ${n === 1 ? 'product' : 'products'} moved.`,
  ARCHIVE: (n) => `${n} ${n === 1 ? 'product' : 'products'} taken out of the shop.`,
  PUBLISH: (n) => `${n} ${n === 1 ? 'product' : 'products'} published.`,
  UNPUBLISH: (n) => `${n} ${n === 1 ? 'product' : 'products'} saved as drafts.`,
};

/** The product list's bulk actions and inline stock edit. */
export const productBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/products/bulk',
    {
      schema: {
        tags: ['admin'],
        summary:
          'One action on many products: prices by an amount or percent, stock, category, archive, publish, unpublish',
        body: productBatchBody,
        response: { 200: productBatchResponse },
      },
      onRequest: requireStaff('catalogue'),
    },
    async (request) => {
      const { productIds, action } = request.body;
      const updated = await applyProductBatch(app.db, app.storage, productIds, action);
      return { updated, message: DONE[action.type]?.(updated) ?? 'Done.' };
    },
  );

  app.put(
    '/admin/variants/:id/stock',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set one variant’s stock, as the product list edits it in place',
        params: idParams,
        body: variantStockBody,
        response: { 200: variantStockResponse },
      },
      onRequest: requireStaff('catalogue'),
    },
    async (request) => {
      const { stock: counted, was } = request.body;
      const stock = await setVariantStock(app.db, request.params.id, counted, was);
      return { id: request.params.id, stock, message: 'Stock saved.' };
    },
  );
};
