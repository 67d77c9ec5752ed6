import type { ErrorBody } from '@vastra/contract/common';
import { useAuthStore } from './auth-store';

/** A failed API call, carrying the server's sentence (the error body of docs/api.md §1) when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** How a request reaches the API: the browser's fetch, or the server's own app while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Sends every later API call through `next` (the server renders pages with its own app). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Calls the API root with the stored bearer token attached; throws ApiError on a non-2xx answer. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = useAuthStore.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await transport(`/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data ?? {}) as Partial<ErrorBody>;
    throw new ApiError(response.status, error.message ?? response.statusText, error.errors);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's sentence when there is one, else the screen's own fallback text (docs/product.md §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message && error.status < 500 ? error.message : fallback;
}
