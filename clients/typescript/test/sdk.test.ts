// The SDK's own behaviour against a small local HTTP server: retries on 429/503 (after
// `Retry-After`, or a back-off), bounded; one idempotency key per POST, kept across its retries;
// error replies thrown as GrahaError; files (a report's PDF, a chart picture) with their name and
// MIME type; a person given by the birth data as well as by a profile. Runs the installed package
// (npm install ./clients/typescript).
//
// Prints OK/FAIL per case, then "N passed, M failed"; exits non-zero when one failed.

import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createGraha, fileOf, GrahaError } from "graha-sdk";

type Reply = [status: number, headers: Record<string, string>, body: string | Uint8Array];
const replies = new Map<string, Reply[]>();
const seen = new Map<string, IncomingHttpHeaders[]>();
const bodies = new Map<string, string[]>();

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const path = req.url ?? "/";
    seen.set(path, [...(seen.get(path) ?? []), req.headers]);
    bodies.set(path, [...(bodies.get(path) ?? []), Buffer.concat(chunks).toString()]);
    const queue = replies.get(path) ?? [[404, {}, ""]];
    const [status, headers, body] = queue.length > 1 ? queue.shift()! : queue[0]!;
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(body);
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const envelope = (code: string, message: string, details: object = {}): string =>
  JSON.stringify({ success: false, error: { code, message, details } });
const OK: Reply = [200, {}, '{"success":true,"data":{}}'];
const FAST = { backoff: 0.05, maxBackoff: 0.2 };

// The test server's paths are not the API's, so the client is called untyped here.
const graha = createGraha({ apiKey: "graha_test_key", baseUrl: BASE, retry: FAST });
const raw = graha as unknown as {
  POST(path: string, init?: object): Promise<{ response: Response }>;
  GET(path: string, init?: object): Promise<{ response: Response }>;
};

let passed = 0;
let failed = 0;
async function test(name: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
    passed++;
    console.log(`OK   typescript sdk: ${name}`);
  } catch (e) {
    failed++;
    console.log(`FAIL typescript sdk: ${name}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
function expect(cond: unknown, what: string): void {
  if (!cond) throw new Error(what);
}
async function thrown(call: Promise<unknown>): Promise<GrahaError> {
  try {
    await call;
  } catch (e) {
    if (e instanceof GrahaError) return e;
    throw e;
  }
  throw new Error("no GrahaError");
}

await test("429 with Retry-After: 1 is retried after a second, with the same Idempotency-Key", async () => {
  replies.set("/a", [[429, { "Retry-After": "1" }, envelope("rate_limited", "slow down")], OK]);
  const start = Date.now();
  const { response } = await raw.POST("/a", { body: { x: 1 } });
  const took = (Date.now() - start) / 1000;
  const s = seen.get("/a")!;
  expect(response.status === 200, `status ${response.status}`);
  expect(s.length === 2, `${s.length} attempts`);
  expect(took >= 1, `retried after ${took} s`);
  expect(s[0]!["idempotency-key"] && s[0]!["idempotency-key"] === s[1]!["idempotency-key"], "one key");
  expect(s.every((h) => h["x-api-key"] === "graha_test_key"), "X-API-Key on every attempt");
});

await test("503 without Retry-After is retried after a jittered back-off, same key, bounded", async () => {
  replies.set("/b", [[503, {}, envelope("unavailable", "try later")]]);
  const e = await thrown(raw.POST("/b", { body: {} }));
  expect(e.status === 503 && e.code === "unavailable", `${e.status} ${e.code}`);
  const s = seen.get("/b")!;
  expect(s.length === 4, `${s.length} attempts`);
  expect(new Set(s.map((h) => h["idempotency-key"])).size === 1, "one key");
});

await test("a Retry-After longer than maxRetryAfter is not waited for", async () => {
  replies.set("/c", [[429, { "Retry-After": "3600" }, envelope("daily_limit_reached", "tomorrow")]]);
  const start = Date.now();
  const e = await thrown(raw.POST("/c", { body: {} }));
  expect(e.code === "daily_limit_reached" && e.retryAfter === 3600, `${e.code} ${e.retryAfter}`);
  expect(seen.get("/c")!.length === 1, "one attempt");
  expect(Date.now() - start < 1000, "answered at once");
});

await test("each POST gets its own key; a key the caller gives is kept; GET gets none", async () => {
  replies.set("/d", [OK]);
  await raw.POST("/d", { body: {} });
  await raw.POST("/d", { body: {} });
  await raw.POST("/d", { body: {}, headers: { "Idempotency-Key": "mine-1" } });
  await raw.GET("/d");
  const keys = seen.get("/d")!.map((h) => h["idempotency-key"]);
  expect(keys[0] && keys[1] && keys[0] !== keys[1], `keys ${keys.slice(0, 2).join(" ")}`);
  expect(keys[2] === "mine-1", `kept ${keys[2]}`);
  expect(keys[3] === undefined, `GET sent ${keys[3]}`);
});

await test("an error envelope becomes GrahaError with code, message, details and request id", async () => {
  const details = { fields: [{ field: "date", message: "no" }] };
  replies.set("/e", [[422, { "X-Request-Id": "req-42" }, envelope("validation_failed", "bad field", details)]]);
  const e = await thrown(raw.POST("/e", { body: {} }));
  expect(e.status === 422 && e.code === "validation_failed", `${e.status} ${e.code}`);
  expect(e.message === "bad field" && JSON.stringify(e.details) === JSON.stringify(details), e.message);
  expect(e.requestId === "req-42", `request id ${e.requestId}`);
  expect(seen.get("/e")!.length === 1, "a 422 is not retried");
});

await test("a reply that is not the envelope becomes GrahaError http_<status>", async () => {
  replies.set("/f", [[502, {}, "<html>bad gateway</html>"]]);
  const e = await thrown(raw.GET("/f"));
  expect(e.code === "http_502" && e.message.includes("bad gateway"), `${e.code} ${e.message}`);
});

// The API's own paths from here: the calls are typed by the generated schema.
const BIRTH = { date: "1995-05-12", time: "06:15", timezone: "Asia/Kathmandu", latitude: 27.7172, longitude: 85.324 };
const PDF = new TextEncoder().encode("%PDF-1.7\n%%EOF\n");
const ID = "0193a3c4-0000-7000-8000-000000000001";

await test("a report's PDF comes with its file name and MIME type", async () => {
  replies.set(`/v1/reports/${ID}`, [
    [200, { "content-type": "application/pdf", "content-disposition": `attachment; filename="graha-kundli-${ID}.pdf"` }, PDF],
  ]);
  const pdf = fileOf(await graha.GET("/v1/reports/{id}", { params: { path: { id: ID } }, parseAs: "blob" }));
  expect(pdf.name === `graha-kundli-${ID}.pdf`, `name ${pdf.name}`);
  expect(pdf.type === "application/pdf", `type ${pdf.type}`);
  const bytes = new Uint8Array(await pdf.blob.arrayBuffer());
  expect(bytes.length === PDF.length && bytes.every((b, i) => b === PDF[i]), `${bytes.length} bytes`);
});

await test("a report from the birth data alone: the body has birth, no profileId", async () => {
  replies.set("/v1/report/kundli", [
    [200, { "content-type": "application/pdf", "content-disposition": "attachment; filename*=UTF-8''graha-kundli-x.pdf" }, PDF],
  ]);
  const pdf = fileOf(await graha.POST("/v1/report/kundli", { body: { birth: BIRTH, locale: "hi" }, parseAs: "blob" }));
  expect(pdf.name === "graha-kundli-x.pdf" && pdf.type === "application/pdf", `${pdf.name} ${pdf.type}`);
  const sent = JSON.parse(bodies.get("/v1/report/kundli")![0]!) as Record<string, unknown>;
  expect(JSON.stringify(sent["birth"]) === JSON.stringify(BIRTH) && !("profileId" in sent), JSON.stringify(sent));
});

await test("fileOf a reply read as JSON says to read it as a blob", async () => {
  let message = "";
  try {
    fileOf({ data: { success: true, data: {} }, response: new Response("{}") });
  } catch (e) {
    message = e instanceof TypeError ? e.message : String(e);
  }
  expect(message.includes('parseAs: "blob"'), message || "no TypeError");
});

await test("a chart picture by Accept: PNG for a profile, SVG for the birth data", async () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
  replies.set("/v1/chart-image", [[200, { "content-type": "image/png" }, png], [200, { "content-type": "image/svg+xml" }, svg]]);
  const picture = fileOf(
    await graha.POST("/v1/chart-image", { body: { profileId: ID, style: "north" }, headers: { Accept: "image/png" }, parseAs: "blob" }),
  );
  expect(picture.type === "image/png" && picture.name === undefined, `${picture.type} ${picture.name}`);
  expect(picture.blob.size === png.length, `${picture.blob.size} bytes`);
  const drawing = fileOf(
    await graha.POST("/v1/chart-image", { body: { birth: BIRTH }, headers: { Accept: "image/svg+xml" }, parseAs: "blob" }),
  );
  const text = await drawing.blob.text();
  expect(drawing.type === "image/svg+xml" && text === svg, `${drawing.type} ${text}`);
  const accepts = seen.get("/v1/chart-image")!.map((h) => h["accept"]);
  expect(accepts[0] === "image/png" && accepts[1] === "image/svg+xml", `Accept ${accepts.join(", ")}`);
  const sent = bodies.get("/v1/chart-image")!.map((b) => JSON.parse(b) as Record<string, unknown>);
  expect(sent[0]!["profileId"] === ID && !("birth" in sent[0]!), JSON.stringify(sent[0]));
  expect(JSON.stringify(sent[1]!["birth"]) === JSON.stringify(BIRTH) && !("profileId" in sent[1]!), JSON.stringify(sent[1]));
});

server.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
