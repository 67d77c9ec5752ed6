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
