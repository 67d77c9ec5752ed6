import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './errors';
import { databaseUnreachable } from './postgres-code';

/** Seconds a client is asked to wait before trying again while the database is out of reach. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const fastifyCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This content type is not supported here.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'A file is too large.' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files in one request.' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many parts in one request.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many fields in one request.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'This request must be sent as a multipart form.',
  },
  FST_ERR_BAD_URL: { status: 400, message: 'This address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'This address is too long.' },
};

/** Turns every failure into the error body of docs/api.md §1: `{ message, errors? }`, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

/**
 * The error body for any failure. Also Fastify's `frameworkErrors` option, so that the router's own
 * refusals (a broken percent-encoding, a path parameter past its length) answer the same way.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').split('/');
      // A query parameter is named as the client wrote it: `color`, not `color.0` for its first value.
      const field =
        (error.validationContext === 'querystring' ? path[0] : path.join('.')) ||
        fieldFromParams(issue.params);
      errors[field || error.validationContext || 'body'] ??= issue.message ?? 'This value is not valid.';
    }
    const first = Object.values(errors)[0] ?? 'The request is not valid.';
    return reply.status(400).send({ message: first, errors });
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return reply.status(known.status).send({ message: known.message });
  if (error instanceof SyntaxError) {
    return reply.status(400).send({ message: 'The request body is not valid JSON.' });
  }
  if (
    !isResponseSerializationError(error) &&
    error.statusCode &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  ) {
    if (error.statusCode === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    return reply.status(error.statusCode).send({ message: error.message });
  }
  if (databaseUnreachable(error)) {
    // Nothing was wrong with the request: the client (or PhonePe, for a callback) tries again.
    request.log.warn({ err: error }, 'database unreachable: answered 503');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.status(503).send({ message: 'The shop is busy for a moment. Please try again.' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
}

function fieldFromParams(params: unknown): string {
  if (params && typeof params === 'object' && 'missingProperty' in params) {
    return String((params as { missingProperty: unknown }).missingProperty);
  }
  return '';
}
