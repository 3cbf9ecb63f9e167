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
//   the API's error envelope, the HTTP status, the request id and `Retry-After`.
// Calls are openapi-fetch's (`graha.POST("/v1/profiles", { body })`); since every error reply
// throws, a call that returns has its `data`, and the types say so.
import createClient from "openapi-fetch";
export const VERSION = "0.1.0";
/**
 * An error reply: `{"success": false, "error": {"code", "message", "details"}}`.
 *
 * `code` is the API's error code (`not_found`, `validation_failed`, `rate_limited`, …), `details`
 * its details (`{}` when none), `status` the HTTP status, `requestId` the reply's `X-Request-Id`
 * (quote it when reporting a problem), `retryAfter` the reply's `Retry-After` in seconds, if any.
 * A reply that is not the envelope (say, from a proxy) gets the code `http_<status>`.
 */
export class GrahaError extends Error {
    status;
    code;
    details;
    requestId;
    retryAfter;
    name = "GrahaError";
    constructor(status, code, message, details = {}, requestId, retryAfter) {
        super(message);
        this.status = status;
        this.code = code;
        this.details = details;
        this.requestId = requestId;
        this.retryAfter = retryAfter;
    }
    /** The error a reply stands for (its body is read). */
    static async fromResponse(response) {
        const text = await response.text();
        let code = `http_${response.status}`;
        let message = text.slice(0, 500);
        let details = {};
        try {
            const body = JSON.parse(text);
            if (body.error && typeof body.error.code === "string" && typeof body.error.message === "string") {
                code = body.error.code;
                message = body.error.message;
                if (body.error.details && typeof body.error.details === "object") {
                    details = body.error.details;
                }
            }
        }
        catch {
            // not JSON: the text is the message
        }
        const requestId = response.headers.get("x-request-id") ?? undefined;
        return new GrahaError(response.status, code, message, details, requestId, retryAfterSeconds(response));
    }
}
/** `Retry-After` in seconds: a number of seconds or an HTTP date. */
export function retryAfterSeconds(response) {
    const value = response.headers.get("retry-after");
    if (value === null || value.trim() === "")
        return undefined;
    const seconds = Number(value);
    if (Number.isFinite(seconds))
        return Math.max(0, seconds);
    const when = Date.parse(value);
    return Number.isNaN(when) ? undefined : Math.max(0, (when - Date.now()) / 1000);
}
/** Seconds to wait before retry number `retry` (0 for the first), or undefined: no retry. */
export function retryDelay(policy, response, retry) {
    const { maxRetries = 3, maxRetryAfter = 60, backoff = 0.5, maxBackoff = 8 } = policy;
    if ((response.status !== 429 && response.status !== 503) || retry >= maxRetries)
        return undefined;
    const after = retryAfterSeconds(response);
    if (after !== undefined)
        return after <= maxRetryAfter ? after : undefined;
    return Math.random() * Math.min(maxBackoff, backoff * 2 ** retry);
}
function newKey() {
    const c = globalThis.crypto;
    if (c?.randomUUID)
        return c.randomUUID();
    return "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx".replace(/[xy]/g, (ch) => {
        const r = (Math.random() * 16) | 0;
        return (ch === "x" ? r : (r & 3) | 8).toString(16);
    });
}
/** A fetch that retries per the policy; each attempt sends a copy of the request. */
function retrying(send, policy) {
    return async (request) => {
        for (let retry = 0;; retry++) {
            const response = await send(request.clone());
            const wait = retryDelay(policy, response, retry);
            if (wait === undefined)
                return response;
            await response.body?.cancel();
            await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        }
    };
}
const idempotencyAndErrors = {
    onRequest({ request }) {
        if (request.method === "POST" && !request.headers.has("idempotency-key")) {
            request.headers.set("Idempotency-Key", newKey());
        }
        return request;
    },
    async onResponse({ response }) {
        if (!response.ok)
            throw await GrahaError.fromResponse(response);
        return undefined;
    },
};
/** A client keyed, retrying and throwing `GrahaError` (see the module's comment). */
export function createGraha(options) {
    const client = createClient({
        baseUrl: (options.baseUrl ?? "http://localhost:8080").replace(/\/$/, ""),
        headers: { "X-API-Key": options.apiKey },
        fetch: retrying(options.fetch ?? ((request) => globalThis.fetch(request)), options.retry ?? {}),
    });
    client.use(idempotencyAndErrors);
    // Only the reply's types differ (errors throw), so openapi-fetch's client is the Graha client.
    return client;
}
