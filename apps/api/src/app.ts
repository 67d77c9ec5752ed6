import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { registerCompression } from './lib/compression';
import { capConnectionsPerAddress } from './lib/connections-per-address';
import { registerErrorHandler, sendError } from './lib/error-handler';
import { registerApiEtags } from './lib/etag';
import { createMailer, type Mailer } from './lib/mail';
import { rejectNulCharacters } from './lib/nul-characters';
import { documentObject, documentRoute, openApiBase } from './lib/openapi-document';
import { type RequestsInFlight, trackRequestsInFlight } from './lib/requests-in-flight';
import { responseSerializerCompiler } from './lib/response-serializer';
import { registerSecurityHeaders } from './lib/security-headers';
import { createSharedState } from './lib/shared-state/create-shared-state';
import type { SharedState } from './lib/shared-state/shared-state';
import { createUploadStorage } from './lib/storage/media-storage';
import type { UploadStorage } from './lib/storage/upload-storage';
import { answerAfterUnreadBody } from './lib/unread-body';
import { addressesRoutes } from './modules/addresses';
import { auditLogRoutes, auditRecorder } from './modules/audit';
import { authRoutes } from './modules/auth';
import { bannerAdminRoutes, bannerRoutes } from './modules/banners';
import { cartCouponRoutes, cartRoutes } from './modules/cart';
import {
  cataloguePlugin,
  categoryRoutes,
  productRoutes,
  searchRoutes,
  similarProductRoutes,
} from './modules/catalogue';
import { catalogueFileRoutes } from './modules/catalogue-files';
import { categoryAdminRoutes } from './modules/categories';
import { checkoutRoutes, paymentRoutes, unpaidOrdersExpiry } from './modules/checkout';
import { codConfirmationPlugin, codConfirmationRoutes } from './modules/cod-confirmation';
import { companyAdminRoutes, companyRoutes } from './modules/company';
import { couponAdminRoutes, couponOfferRoutes } from './modules/coupons';
import { customerAdminRoutes } from './modules/customers';
import { dashboardRoutes } from './modules/dashboard';
import { healthRoutes } from './modules/health';
import { invoiceRoutes } from './modules/invoices';
import type { JobQueue } from './modules/jobs';
import { createJobQueue, queuedMailer } from './modules/jobs';
import { legalAdminRoutes, legalRoutes } from './modules/legal';
import { uploadsRoutes } from './modules/media';
import { messagingPlugin, messagingRoutes } from './modules/messaging';
import { orderBatchRoutes } from './modules/order-batch';
import { orderRoutes } from './modules/orders';
import { paymentsPlugin } from './modules/payments';
import { productBatchRoutes } from './modules/product-batch';
import { productAdminRoutes } from './modules/products';
import { razorpayRoutes } from './modules/razorpay';
import { reportRoutes } from './modules/reports';
import { refundFollowUp, returnRoutes } from './modules/returns';
import { reviewRoutes } from './modules/reviews';
import { seoRoutes } from './modules/seo';
import { settingsRoutes } from './modules/settings';
import {
  adminShipmentRoutes,
  deliveryRoutes,
  shipmentRoutes,
  shippingPlugin,
  trackingPoll,
  trackingRoutes,
} from './modules/shipping';
import { SCRIPT_LOADER_HASH, spaRoutes } from './modules/spa';
import { staffRoutes } from './modules/staff';
import { backInStockSweep, stockAlertRoutes } from './modules/stock-alerts';
import { storeCreditRoutes } from './modules/store-credit';
import { storePolicyRoutes } from './modules/store-policies';
import { usersRoutes } from './modules/users';
import { wishlistRoutes } from './modules/wishlist';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
    jobs: JobQueue;
    storage: UploadStorage;
    sharedState: SharedState;
    requestsInFlight: RequestsInFlight;
    /** The time now: the real clock, or the test's (AppDependencies.clock). */
    clock: () => Date;
  }
}

export type App = FastifyInstance;

export interface AppDependencies {
  database: Database;
  /** Pino logger options; tests pass false to keep their output readable. */
  logger?: boolean | object;
  /** Tests may capture mail; otherwise SMTP_URL or the outbox. */
  mailer?: Mailer;
  /** Tests may pass a store of their own; otherwise MEDIA_STORAGE's. */
  storage?: UploadStorage;
  /** Tests may share one between apps; otherwise REDIS_URL's, closed with the app. */
  sharedState?: SharedState;
  /** Sees every route as it is registered: the authorisation matrix test checks none is left out. */
  onRoute?: (route: RouteOptions) => void;
  /** Every answer also written by zod, a difference failing the request: tests' buildTestApp sets it. */
  checkResponses?: boolean;
  /** Tests may set the time the shop sees (delivery estimates by the cut-off hour); otherwise the real one. */
  clock?: () => Date;
}

/** Builds the whole HTTP application without listening: server.ts and every test start here. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors: sendError,
    // Fastify turns both off by default: a client could hold a connection for ever by sending slowly.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    // Fastify hands the request timeout to Node's server, which applies it only with a headers timeout
    // no longer than it, and looks for requests past it every 30 s: a shorter timeout is looked for sooner.
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.requestTimeoutMs / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (config.trustProxy === false) {
    capConnectionsPerAddress(app.server, config.connectionsPerAddress, app.log);
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod: deps.checkResponses ?? false }));
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('clock', deps.clock ?? (() => new Date()));
  const jobs = createJobQueue(deps.database, app.log);
  app.decorate('jobs', jobs);
  const transport =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  app.decorate('mailer', queuedMailer(jobs, transport));
  app.decorate<UploadStorage>('storage', deps.storage ?? (await createUploadStorage(config)));
  const sharedState = deps.sharedState ?? (await createSharedState(config, app.log));
  app.decorate('sharedState', sharedState);
  // Before any route and any other request hook, so that every request is counted in and out.
  const requestsInFlight = trackRequestsInFlight(app);
  app.decorate('requestsInFlight', requestsInFlight);
  // Plugins define their jobs while they register; the queue starts once they all have.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    // Requests whose client went away are still being handled: the connections are closed, not the work.
    // A handler that never ends is cut short by server.ts's shutdown grace period, not here.
    if (requestsInFlight.count > 0) {
      app.log.info(`waiting for ${requestsInFlight.count} request(s) still being handled`);
    }
    await requestsInFlight.whenNoneLeft();
    // Answered admin writes may still be writing their audit entries.
    await app.auditLog.whenWritten();
    // Answers already sent may have left mail to queue on the next turn of the event loop (after the reply).
    await new Promise((resolve) => setImmediate(resolve));
    await jobs.stop();
    if (!deps.sharedState) await sharedState.close();
    await deps.database.close();
  });
  // Added before any plugin so that every route, the documentation's and static files' included, passes by.
  app.addHook('onRoute', (route) => deps.onRoute?.(route));
  registerErrorHandler(app);
  answerAfterUnreadBody(app);
  rejectNulCharacters(app);
  registerApiEtags(app);
  // After the ETag hook, so the tag names the answer whatever encoding carries it.
  await registerCompression(app);

  // /uploads redirects to the bucket or CDN when S3_PUBLIC_URL is set: pages may load media from there.
  const mediaOrigin =
    config.media.kind === 's3' && config.media.publicUrl ? [new URL(config.media.publicUrl).origin] : [];
  registerSecurityHeaders(app, mediaOrigin, [SCRIPT_LOADER_HASH]);
  // Before any route: it finds the admin writes as they are registered.
  await app.register(auditRecorder);

  await app.register(swagger, {
    openapi: openApiBase,
    transform: documentRoute,
    transformObject: documentObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(messagingPlugin);
  await app.register(codConfirmationPlugin);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(staffRoutes, { prefix: '/api' });
  await app.register(customerAdminRoutes, { prefix: '/api' });
  await app.register(auditLogRoutes, { prefix: '/api' });
  await app.register(addressesRoutes, { prefix: '/api' });
  await app.register(cataloguePlugin);
  await app.register(categoryRoutes, { prefix: '/api' });
  await app.register(categoryAdminRoutes, { prefix: '/api' });
  await app.register(productRoutes, { prefix: '/api' });
  await app.register(similarProductRoutes, { prefix: '/api' });
  await app.register(productAdminRoutes, { prefix: '/api' });
  await app.register(productBatchRoutes, { prefix: '/api' });
  await app.register(catalogueFileRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(companyRoutes, { prefix: '/api' });
  await app.register(companyAdminRoutes, { prefix: '/api' });
  await app.register(storePolicyRoutes, { prefix: '/api' });
  await app.register(bannerRoutes, { prefix: '/api' });
  await app.register(bannerAdminRoutes, { prefix: '/api' });
  await app.register(legalRoutes, { prefix: '/api' });
  await app.register(legalAdminRoutes, { prefix: '/api' });
  await app.register(cartRoutes, { prefix: '/api' });
  await app.register(cartCouponRoutes, { prefix: '/api' });
  await app.register(couponAdminRoutes, { prefix: '/api' });
  await app.register(couponOfferRoutes, { prefix: '/api' });
  await app.register(reviewRoutes, { prefix: '/api' });
  await app.register(wishlistRoutes, { prefix: '/api' });
  await app.register(stockAlertRoutes, { prefix: '/api' });
  await app.register(storeCreditRoutes, { prefix: '/api' });
  await app.register(backInStockSweep);
  await app.register(paymentsPlugin);
  await app.register(unpaidOrdersExpiry);
  await app.register(refundFollowUp);
  await app.register(shippingPlugin);
  await app.register(trackingPoll);
  await app.register(checkoutRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(orderBatchRoutes, { prefix: '/api' });
  await app.register(codConfirmationRoutes, { prefix: '/api' });
  await app.register(invoiceRoutes, { prefix: '/api' });
  await app.register(returnRoutes, { prefix: '/api' });
  await app.register(dashboardRoutes, { prefix: '/api' });
  await app.register(reportRoutes, { prefix: '/api' });
  await app.register(settingsRoutes, { prefix: '/api' });
  await app.register(deliveryRoutes, { prefix: '/api' });
  await app.register(shipmentRoutes, { prefix: '/api' });
  await app.register(adminShipmentRoutes, { prefix: '/api' });
  await app.register(trackingRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(razorpayRoutes, { prefix: '/api' });
  await app.register(messagingRoutes, { prefix: '/api' });
  await app.register(uploadsRoutes);
  await app.register(spaRoutes);
  await app.register(seoRoutes);

  return app;
}
