import type { FastifyRequest } from 'fastify';
import { formFieldValue } from './changes';
import type { EntityFields } from './entity-readers';

/**
 * The fields a write sent: its form's text fields (those holding JSON read as such) and the names of
 * its files, never their contents; else its JSON body's fields as the route's schema read them.
 */
export function sentFields(request: FastifyRequest): EntityFields | null {
  const form = request.formSeen;
  if (form) {
    const fields: EntityFields = {};
    for (const [name, text] of Object.entries(form.fields)) fields[name] = formFieldValue(text);
    for (const [name, files] of Object.entries(form.fileNames)) fields[name] = files;
    return fields;
  }
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as EntityFields) : null;
}
