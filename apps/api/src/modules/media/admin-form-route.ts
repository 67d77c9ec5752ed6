import type { StaffArea } from '@vastra/contract/staff-permissions';
import type { z } from 'zod';
import { requireStaff } from '../../lib/auth-guard';

/**
 * The options of an admin route that reads a multipart form (category and product forms): documented
 * as multipart for the OpenAPI document, and guarded on request for staff who may use `area`, before the body is read or checked,
 * so a guest gets 401, not a 400.
 */
export function adminFormRoute<
  Response extends Record<number, z.ZodType>,
  Params extends z.ZodType | undefined = undefined,
>(doc: {
  area: StaffArea;
  tags: string[];
  summary: string;
  description: string;
  response: Response;
  params?: Params;
}) {
  const schema = {
    tags: doc.tags,
    summary: doc.summary,
    description: doc.description,
    consumes: ['multipart/form-data'],
    params: doc.params as Params,
    response: doc.response,
  };
  // The key stays in the type for routes with params; Fastify warns at start (FSTWRN001) about one
  // that is present but undefined.
  if (doc.params === undefined) Reflect.deleteProperty(schema, 'params');
  return { schema, onRequest: requireStaff(doc.area) };
}
