import { HttpError } from './errors';

/** The SQLSTATE of a database error (e.g. '23505', a unique violation), under any wrappers; else undefined. */
export function postgresCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (e instanceof HttpError) return undefined;
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Why a query can fail with the database out of reach rather than wrong: the server is shutting
 * down (57P01, 57P02), starting up (57P03) or full (53300), or the connection failed (class 08).
 */
const unreachableCodes = /^(08...|57P0[123]|53300)$/;
/** Socket errors of a connection refused, cut or never made. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** node-postgres's own words for a connection that ended, timed out or broke. */
const connectionLost =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether a failure came from the database being out of reach for a moment (shut down, restarting,
 * refusing or dropping connections), under any wrappers: the request may be tried again shortly.
 */
export function databaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (e instanceof HttpError) return false;
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (unreachableCodes.test(code) || socketCodes.has(code))) return true;
    if (typeof message === 'string' && connectionLost.test(message)) return true;
    // A connection to a name with several addresses fails with one error per address.
    if (Array.isArray(errors) && errors.some(databaseUnreachable)) return true;
  }
  return false;
}
