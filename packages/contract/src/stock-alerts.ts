import { z } from 'zod';
import { uuid } from './common';

const VARIANT_REQUIRED = 'Choose the colour and size to be told about.';

const variantId = z.uuid({ error: VARIANT_REQUIRED });

/** POST /products/{id}/notify: the variant (colour and size) the shopper waits for. */
export const stockAlertBody = z.object({ variantId });
export type StockAlertBody = z.infer<typeof stockAlertBody>;

/** DELETE /products/{id}/notify?variantId=: in the query, as proxies and clients may drop a DELETE's body. */
export const stockAlertQuery = z.object({ variantId });

export const stockAlertParams = z.object({ id: uuid });

/** POST's answer: the shopper will be told once, when this variant is back. */
export const stockAlertAdded = z.object({ message: z.string(), variantId: uuid });
export type StockAlertAdded = z.infer<typeof stockAlertAdded>;

/** GET /products/{id}/notify: the variants of this product the caller is waiting for. */
export const stockAlertsOfProduct = z.object({ variantIds: z.array(uuid) });
export type StockAlertsOfProduct = z.infer<typeof stockAlertsOfProduct>;
