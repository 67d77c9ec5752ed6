import { shopperRules, shopSettings, shopSettingsBody } from '@vastra/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard';
import { getShopperRules, getShopSettings, saveShopSettings } from './service';

const tags = ['admin'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meta/shop-rules',
    {
      schema: {
        tags: ['cart'],
        summary: 'The shop’s rules a storefront shows before a cart change is refused: units per line',
        response: { 200: shopperRules },
      },
    },
    async () => getShopperRules(app.db),
  );

  app.get(
    '/admin/settings',
    {
      schema: {
        tags,
        summary:
          'The shop’s rules: open cash-on-delivery orders and value and unpaid online orders per account, units per line, the return window (admin)',
        response: { 200: shopSettings },
      },
      onRequest: requireStaff('shop'),
    },
    async () => getShopSettings(app.db),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags,
        summary: 'Change the shop’s rules (admin)',
        body: shopSettingsBody,
        response: { 200: shopSettings },
      },
      onRequest: requireStaff('shop'),
    },
    async (request) => saveShopSettings(app.db, request.body),
  );
};
