import type { ShiprocketConfig } from '../../../config';
import { HttpError } from '../../../lib/errors';

/** Shiprocket's tokens last 240 hours (docs/operations.md "Shiprocket"); one is renewed an hour early. */
const TOKEN_LIFETIME_MS = 240 * 3600_000;
const TOKEN_MARGIN_MS = 3600_000;
const REQUEST_TIMEOUT_MS = 15_000;

export interface ShiprocketCall {
  method: 'GET' | 'POST';
  /** Under /v1/external, e.g. '/courier/assign/awb'. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** What the shop was doing, for the admin's sentence: 'create the order', 'assign an AWB'... */
  action: string;
}

/** Shiprocket answered, but not with a 2xx: its status and error body, for callers that expect some refusals. */
export class ShiprocketRefusal extends HttpError {
  constructor(
    readonly shiprocketStatus: number,
    readonly shiprocketMessage: string,
    sentence: string,
  ) {
    super(502, sentence);
  }
}

/**
 * Shiprocket's external API with its login: a Bearer token from /auth/login, asked for on the first
 * call, kept for its lifetime and shared by concurrent calls; a 401 mid-call (a token revoked early)
 * logs in again once and retries. Every failure is an HttpError 502 with a sentence for the admin.
 */
export function createShiprocketClient(config: ShiprocketConfig, fetchImpl: typeof fetch, now: () => Date) {
  let token: { value: string; renewAtMs: number } | undefined;
  let login: Promise<string> | undefined;

  async function logIn(): Promise<string> {
    const response = await send('/auth/login', 'log in', {
      method: 'POST',
      body: { email: config.email, password: config.password },
    });
    const body = await bodyOf(response);
    if (!response.ok) {
      throw new ShiprocketRefusal(
        response.status,
        messageOf(body),
        `Shiprocket refused the account's credentials (${messageOf(body)}). Check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD: they are the API user's, made under Settings > API in Shiprocket.`,
      );
    }
    const value = (body as { token?: unknown }).token;
    if (typeof value !== 'string' || value === '') throw unexpected('log in');
    token = { value, renewAtMs: now().getTime() + TOKEN_LIFETIME_MS - TOKEN_MARGIN_MS };
    return value;
  }

  function currentToken(): Promise<string> {
    if (token && token.renewAtMs > now().getTime()) return Promise.resolve(token.value);
    login ??= logIn().finally(() => {
      login = undefined;
    });
    return login;
  }

  async function send(
    path: string,
    action: string,
    init: { method: string; body?: unknown; bearer?: string },
  ) {
    try {
      return await fetchImpl(`${config.baseUrl}/v1/external${path}`, {
        method: init.method,
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const reason =
        error instanceof DOMException && error.name === 'TimeoutError'
          ? `it did not answer within ${REQUEST_TIMEOUT_MS / 1000} seconds`
          : 'it could not be reached';
      throw new HttpError(
        502,
        `Shiprocket could not ${action}: ${reason}. Nothing was changed; try again shortly.`,
      );
    }
  }

  /** One call to Shiprocket: its JSON answer, or a ShiprocketRefusal (502) carrying Shiprocket's message. */
  async function call(request: ShiprocketCall): Promise<unknown> {
    const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
    for (let attempt = 1; ; attempt++) {
      const bearer = await currentToken();
      const response = await send(`${request.path}${query}`, request.action, { ...request, bearer });
      const body = await bodyOf(response);
      if (response.status === 401 && attempt === 1) {
        if (token?.value === bearer) token = undefined;
        continue;
      }
      if (response.status === 401) {
        throw new ShiprocketRefusal(
          401,
          messageOf(body),
          `Shiprocket refused the account's credentials even after a fresh login (${messageOf(body)}), so it could not ${request.action}. Check that the API user in SHIPROCKET_EMAIL is still active in Shiprocket.`,
        );
      }
      if (!response.ok) {
        throw new ShiprocketRefusal(
          response.status,
          messageOf(body),
          `Shiprocket could not ${request.action}: ${messageOf(body)}`,
        );
      }
      return body;
    }
  }

  return { call };
}

export type ShiprocketClient = ReturnType<typeof createShiprocketClient>;

/** An answer Shiprocket's docs do not describe: a 502 like any other failure there. */
export function unexpected(action: string): HttpError {
  return new HttpError(502, `Shiprocket could not ${action}: its answer was not one it documents.`);
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: `HTTP ${response.status}` };
  }
}

// Shiprocket's error body is { message, status_code, errors?: { field: [sentence] } }.
function messageOf(body: unknown): string {
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  const main = typeof message === 'string' && message.trim() !== '' ? message.trim() : 'no reason given';
  if (!errors || typeof errors !== 'object') return main;
  const details = Object.values(errors as Record<string, unknown>)
    .flat()
    .filter((detail): detail is string => typeof detail === 'string');
  return details.length > 0 ? `${main} ${details.join(' ')}` : main;
}
