import { bannerList, bannerOrderBody, bannerResponse, shopBanners } from '@vastra/contract/banners';
import { idParams, messageBody } from '@vastra/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard';
import { acceptMultipartForms, adminFormRoute, imageFormLimits, readMultipartForm } from '../media';
import {
  createBanner,
  deleteBanner,
  listBanners,
  orderBanners,
  readShownBanners,
  updateBanner,
} from './service';

const tags = ['banners'];
const formDescription =
  'Multipart form: title (at most 80 characters), subtitle (optional, at most 140), link (a path ' +
  'inside the shop, such as /products/women), active ("true" or "false", default "true"), image (a ' +
  'picture file: required when adding, optional when editing, where it replaces the old one), startsAt ' +
  'and endsAt (optional: when the banner starts and stops showing, ISO 8601 with Z or an offset, such ' +
  'as 2026-12-01T09:00:00+05:30; blank is none, and when editing one left out stays as it was; the end ' +
  'must come after the start).';

/** GET /banners: the home page's active banners, for every shopper. */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/banners',
    {
      schema: {
        tags,
        summary: 'The active banners showing now (their start reached, their end not), in the shop’s order',
        response: { 200: shopBanners },
      },
    },
    // Kept in memory until a banner changes (their trigger logs "everything", migration 0036) or until
    // the next banner starts or ends by the clock; the kept pages that show them go at either too.
    async () => {
      const shown = await app.catalogue.shopFacts(
        'banners',
        () => readShownBanners(app.db, app.clock()),
        (facts) => facts.nextChange,
      );
      return shown.banners;
    },
  );
};

/** The back office's banners: list, add, edit, reorder, delete (marketing staff). */
export const bannerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipartForms(app);
  const storage = app.storage;

  app.get(
    '/admin/banners',
    {
      schema: {
        tags,
        summary: 'Every banner, active or not, in order (admin)',
        response: { 200: bannerList },
      },
      onRequest: requireStaff('marketing'),
    },
    async () => ({ banners: await listBanners(app.db) }),
  );

  app.post(
    '/admin/banners',
    adminFormRoute({
      area: 'marketing',
      tags,
      summary: 'Add a banner, last in the order (admin)',
      description: formDescription,
      response: { 201: bannerResponse },
    }),
    async (request, reply) => {
      const form = await readMultipartForm(request, imageFormLimits);
      return reply.status(201).send({ banner: await createBanner(app.db, storage, form) });
    },
  );

  app.put(
    '/admin/banners/order',
    {
      schema: {
        tags,
        summary: 'Put the banners in a new order: every banner’s id once, first shown first (admin)',
        body: bannerOrderBody,
        response: { 200: bannerList },
      },
      onRequest: requireStaff('marketing'),
    },
    async (request) => ({ banners: await orderBanners(app.db, request.body.ids) }),
  );

  app.put(
    '/admin/banners/:id',
    adminFormRoute({
      area: 'marketing',
      tags,
      summary: 'Edit a banner, or switch it off with active "false" (admin)',
      description: formDescription,
      params: idParams,
      response: { 200: bannerResponse },
    }),
    async (request) => {
      const form = await readMultipartForm(request, imageFormLimits);
      return { banner: await updateBanner(app.db, storage, request.params.id, form) };
    },
  );

  app.delete(
    '/admin/banners/:id',
    {
      schema: {
        tags,
        summary: 'Delete a banner and its picture (admin)',
        params: idParams,
        response: { 200: messageBody },
      },
      onRequest: requireStaff('marketing'),
    },
    async (request) => {
      await deleteBanner(app.db, storage, request.params.id);
      return { message: 'Banner deleted.' };
    },
  );
};
