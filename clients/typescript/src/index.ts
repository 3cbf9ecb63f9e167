// Graha's TypeScript SDK: openapi-fetch's client, typed by the `paths` openapi-typescript
// generates from /openapi.json (./schema.d.ts), set up by `createGraha({ apiKey, baseUrl })`.
//
// What this module adds, and nothing more:
// - the `X-API-Key` header, set once on the client;
// - an `Idempotency-Key` on every POST that has none (one key per call, the same on each retry of
//   that call, so a retried call is never charged twice);
// - retries on 429 and 503: after `Retry-After` when the reply has one (a wait longer than
//   `maxRetryAfter` is not waited for: the error is thrown at once), else after a jittered
//   exponential back-off; `maxRetries` retries at most;
// - every error reply (4xx, 5xx) thrown as `GrahaError`, with the code, message and details of
//   the API's error envelope, the HTTP status, the request id and `Retry-After`;
// - `fileOf(reply)`: a file the API answers (a report's PDF, a chart picture), read with
//   `parseAs: "blob"`, with its name and MIME type.
// Calls are openapi-fetch's (`graha.POST("/v1/profiles", { body })`); since every error reply
// throws, a call that returns has its `data`, and the types say so.

import createClient, { type FetchResponse, type MaybeOptionalInit, type Middleware } from "openapi-fetch";
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from "openapi-typescript-helpers";
import type { components, paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

export const VERSION = "0.1.0";

/** The API's error envelope's `error`: `code` tells which `details` come with it. */
export type ApiError = components["schemas"]["Error"]["error"];
/** The API's error codes. */
export type ErrorCode = ApiError["code"];

/**
 * An error reply: `{"success": false, "error": {"code", "message", "details"}}`.
 *
 * `code` is the API's error code (`not_found`, `validation_failed`, `rate_limited`, …), `details`
 * its details (`{}` when none), `status` the HTTP status, `requestId` the reply's `X-Request-Id`
 * (quote it when reporting a problem), `retryAfter` the reply's `Retry-After` in seconds, if any.
 * A reply that is not the envelope (say, from a proxy) gets the code `http_<status>`.
 */
export class GrahaError extends Error {
  override readonly name = "GrahaError";
  constructor(
    readonly status: number,
    readonly code: ErrorCode | `http_${number}`,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly requestId?: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** The error a reply stands for (its body is read). */
  static async fromResponse(response: Response): Promise<GrahaError> {
    const text = await response.text();
    let code: ErrorCode | `http_${number}` = `http_${response.status}`;
    let message = text.slice(0, 500);
    let details: Record<string, unknown> = {};
    try {
      const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown; details?: unknown } };
      if (body.error && typeof body.error.code === "string" && typeof body.error.message === "string") {
        code = body.error.code as ErrorCode;
        message = body.error.message;
        if (body.error.details && typeof body.error.details === "object") {
          details = body.error.details as Record<string, unknown>;
        }
      }
    } catch {
      // not JSON: the text is the message
    }
    const requestId = response.headers.get("x-request-id") ?? undefined;
    return new GrahaError(response.status, code, message, details, requestId, retryAfterSeconds(response));
  }
}

/** A file the API answered: a report's PDF (`GET /v1/reports/{id}`, `POST /v1/report/…`) or a
 * chart picture (`POST /v1/chart-image` with `Accept: image/png` or `image/svg+xml`). */
export interface GrahaFile {
  /** The name the reply gives it (`Content-Disposition`), if any: `graha-kundli-<id>.pdf`. */
  name: string | undefined;
  /** Its MIME type (`Content-Type`): `application/pdf`, `image/png`, `image/svg+xml`. */
  type: string;
  blob: Blob;
}

/**
 * The file of a reply read as a blob (`parseAs: "blob"` in the call's options):
 * `fileOf(await graha.GET("/v1/reports/{id}", { params: { path: { id } }, parseAs: "blob" }))`.
 * (The reply's `data` is not typed `Blob` for every call that asks for one, so it is checked here.)
 */
export function fileOf(reply: { data?: unknown; response: Response }): GrahaFile {
  const { data, response } = reply;
  if (!(data instanceof Blob)) throw new TypeError('not a file: call with parseAs: "blob"');
  const type = response.headers.get("content-type")?.split(";")[0]?.trim() || data.type;
  return { name: fileName(response.headers.get("content-disposition")), type, blob: data };
}

/** The file name of a `Content-Disposition`: its `filename*` (RFC 8187), else its `filename`. */
function fileName(disposition: string | null): string | undefined {
  if (disposition === null) return undefined;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;\s]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!);
    } catch {
      // not percent-encoded as it should be: the plain name, if any
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
  if (!plain) return undefined;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, "$1") : plain[2];
}

/** When a 429 or 503 is retried (all times in seconds). */
export interface RetryPolicy {
  /** Retries at most (default 3). */
  maxRetries?: number;
  /** A longer `Retry-After` is not waited for: the error is thrown (default 60). */
  maxRetryAfter?: number;
  /** Without `Retry-After`, a random wait between 0 and `backoff × 2^retry` (default 0.5)… */
  backoff?: number;
  /** …capped at this (default 8). */
  maxBackoff?: number;
}

export interface GrahaOptions {
  apiKey: string;
  /** Default `http://localhost:8080`. */
  baseUrl?: string;
  retry?: RetryPolicy;
  /** The fetch to send with (default `globalThis.fetch`). */
  fetch?: (request: Request) => Promise<Response>;
}

/** `Retry-After` in seconds: a number of seconds or an HTTP date. */
export function retryAfterSeconds(response: Response): number | undefined {
  const value = response.headers.get("retry-after");
  if (value === null || value.trim() === "") return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const when = Date.parse(value);
  return Number.isNaN(when) ? undefined : Math.max(0, (when - Date.now()) / 1000);
}

/** Seconds to wait before retry number `retry` (0 for the first), or undefined: no retry. */
export function retryDelay(policy: RetryPolicy, response: Response, retry: number): number | undefined {
  const { maxRetries = 3, maxRetryAfter = 60, backoff = 0.5, maxBackoff = 8 } = policy;
  if ((response.status !== 429 && response.status !== 503) || retry >= maxRetries) return undefined;
  const after = retryAfterSeconds(response);
  if (after !== undefined) return after <= maxRetryAfter ? after : undefined;
  return Math.random() * Math.min(maxBackoff, backoff * 2 ** retry);
}

function newKey(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx".replace(/[xy]/g, (ch) => {
    const r = (Math.random() * 16) | 0;
    return (ch === "x" ? r : (r & 3) | 8).toString(16);
  });
}

/** A fetch that retries per the policy; each attempt sends a copy of the request. */
function retrying(send: (request: Request) => Promise<Response>, policy: RetryPolicy) {
  return async (request: Request): Promise<Response> => {
    for (let retry = 0; ; retry++) {
      const response = await send(request.clone());
      const wait = retryDelay(policy, response, retry);
      if (wait === undefined) return response;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  };
}

const idempotencyAndErrors: Middleware = {
  onRequest({ request }) {
    if (request.method === "POST" && !request.headers.has("idempotency-key")) {
      request.headers.set("Idempotency-Key", newKey());
    }
    return request;
  },
  async onResponse({ response }) {
    if (!response.ok) throw await GrahaError.fromResponse(response);
    return undefined;
  },
};

// openapi-fetch's method types, less the error branch of their reply: it throws instead.
type Init<I> = RequiredKeysOf<I> extends never ? [(I & { [key: string]: unknown })?] : [I & { [key: string]: unknown }];
type Ok<R> = Extract<R, { error?: never }>;
export type GrahaMethod<Paths extends Record<string, any>, M extends HttpMethod> = <
  P extends PathsWithMethod<Paths, M>,
  I extends MaybeOptionalInit<Paths[P], M>,
>(
  url: P,
  ...init: Init<I>
) => Promise<Ok<FetchResponse<Paths[P][M], I, MediaType>>>;

/** The Graha client: openapi-fetch's methods over the generated `paths`. */
export interface Graha {
  GET: GrahaMethod<paths, "get">;
  POST: GrahaMethod<paths, "post">;
  PUT: GrahaMethod<paths, "put">;
  PATCH: GrahaMethod<paths, "patch">;
  DELETE: GrahaMethod<paths, "delete">;
  /** Adds openapi-fetch middleware (after the SDK's own). */
  use(...middleware: Middleware[]): void;
}

/** A client keyed, retrying and throwing `GrahaError` (see the module's comment). */
export function createGraha(options: GrahaOptions): Graha {
  const client = createClient<paths>({
    baseUrl: (options.baseUrl ?? "http://localhost:8080").replace(/\/$/, ""),
    headers: { "X-API-Key": options.apiKey },
    fetch: retrying(options.fetch ?? ((request) => globalThis.fetch(request)), options.retry ?? {}),
  });
  client.use(idempotencyAndErrors);
  // Only the reply's types differ (errors throw), so openapi-fetch's client is the Graha client.
  return client as unknown as Graha;
}
