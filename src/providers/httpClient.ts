// The console's only way to the API: token and language headers, JSON bodies, errors mapped to
// react-admin's HttpError, and a global `backenderror` event when the network or the server fails.
import { HttpError } from 'ra-core';
import { isTokenError, mapErrorBody } from './httpErrors';
import { getLocale } from './locale';
import { loginUrlFor } from './redirects';
import { clearSession, getToken } from './session';

export const API_BASE = '/api/v1';
export const BACKEND_ERROR_EVENT = 'backenderror';
export const NETWORK_ERROR = 'app.errors.network';
export const SERVER_ERROR = 'app.errors.server';

export type Query = Record<string, string | number | boolean | undefined | null>;
export interface HttpOptions {
  method?: string;
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}
export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}
export interface BackendErrorDetail {
  code: number | 'NETWORK';
  url: string;
}

/** `/factories/` or an absolute API path (a `next` link, a confirm_request url). */
export const apiUrl = (path: string, query?: Query): string => {
  const base = path.startsWith(API_BASE) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
};

const emitBackendError = (detail: BackendErrorDetail) =>
  window.dispatchEvent(new CustomEvent<BackendErrorDetail>(BACKEND_ERROR_EVENT, { detail }));

const buildHeaders = (url: string, body: unknown): Headers => {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': getLocale() });
  const token = getToken();
  // Login calls never carry a token (a stale one must not interfere).
  if (token && !url.startsWith(`${API_BASE}/login`)) headers.set('Authorization', `Token ${token}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
};

/**
 * The answer's JSON, undefined when it is not JSON. A read cancelled on the way (react-query
 * aborts a query refreshed or dropped while its body arrives) is an abort, not a bad answer: it
 * must not become a [500] toast.
 */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    return undefined;
  }
}

/** Sends a request; resolves with the raw Response when it succeeded, else throws an HttpError. */
export async function send(path: string, options: HttpOptions = {}): Promise<Response> {
  const url = apiUrl(path, options.query);
  const { body } = options;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: buildHeaders(url, body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    emitBackendError({ code: 'NETWORK', url });
    throw new HttpError(NETWORK_ERROR, 0, { errors: {} });
  }
  if (response.ok) return response;
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const json: unknown = isJson ? await readJson(response) : undefined;
  if (response.status >= 500 || json === undefined) {
    // A bug or something that is not our API answering (a proxy page): nothing to show the user.
    emitBackendError({ code: response.status, url });
    throw new HttpError(SERVER_ERROR, response.status, { errors: {} });
  }
  if (isTokenError(response.status, json)) {
    clearSession();
    // Back here once signed in again; the login page says why (spec §2 `status`).
    const login = loginUrlFor(window.location.pathname, window.location.search);
    window.location.assign(`${login}${login.includes('?') ? '&' : '?'}status=session_expired`);
  }
  const { message, errors } = mapErrorBody(json);
  throw new HttpError(message, response.status, { errors, json });
}

/** A JSON call. A 2xx answer that is not JSON (e.g. the SPA page) is a bad server response. */
export async function httpClient<T = unknown>(path: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
  const response = await send(path, options);
  if (response.status === 204) return { status: 204, headers: response.headers, json: undefined as T };
  const json = response.headers.get('content-type')?.includes('application/json') ? await readJson(response) : undefined;
  if (json === undefined) {
    emitBackendError({ code: response.status, url: response.url || path });
    throw new HttpError(SERVER_ERROR, response.status, { errors: {} });
  }
  return { status: response.status, headers: response.headers, json: json as T };
}
