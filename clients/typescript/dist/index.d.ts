import { type FetchResponse, type MaybeOptionalInit, type Middleware } from "openapi-fetch";
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from "openapi-typescript-helpers";
import type { components, paths } from "./schema.js";
export type { components, operations, paths } from "./schema.js";
export declare const VERSION = "0.1.0";
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
export declare class GrahaError extends Error {
    readonly status: number;
    readonly code: ErrorCode | `http_${number}`;
    readonly details: Record<string, unknown>;
    readonly requestId?: string | undefined;
    readonly retryAfter?: number | undefined;
    readonly name = "GrahaError";
    constructor(status: number, code: ErrorCode | `http_${number}`, message: string, details?: Record<string, unknown>, requestId?: string | undefined, retryAfter?: number | undefined);
    /** The error a reply stands for (its body is read). */
    static fromResponse(response: Response): Promise<GrahaError>;
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
export declare function retryAfterSeconds(response: Response): number | undefined;
/** Seconds to wait before retry number `retry` (0 for the first), or undefined: no retry. */
export declare function retryDelay(policy: RetryPolicy, response: Response, retry: number): number | undefined;
type Init<I> = RequiredKeysOf<I> extends never ? [(I & {
    [key: string]: unknown;
})?] : [I & {
    [key: string]: unknown;
}];
type Ok<R> = Extract<R, {
    error?: never;
}>;
export type GrahaMethod<Paths extends Record<string, any>, M extends HttpMethod> = <P extends PathsWithMethod<Paths, M>, I extends MaybeOptionalInit<Paths[P], M>>(url: P, ...init: Init<I>) => Promise<Ok<FetchResponse<Paths[P][M], I, MediaType>>>;
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
export declare function createGraha(options: GrahaOptions): Graha;
