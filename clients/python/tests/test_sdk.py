"""The SDK's own behaviour against a small local HTTP server: retries on 429/503 (after
`Retry-After`, or a back-off), bounded; one idempotency key per POST, kept across its retries;
error replies raised as GrahaError. Runs the installed package (`pip install ./clients/python`).

Prints OK/FAIL per case, then "N passed, M failed"; exits non-zero when one failed.
"""

from __future__ import annotations

import asyncio
import json
import sys
import threading
import time
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from graha import Graha, GrahaError, RetryPolicy


class Script:
    """Per path, the replies to give in turn (the last one repeats), and the requests seen."""

    def __init__(self) -> None:
        self.replies: dict[str, list[tuple[int, dict[str, str], bytes]]] = {}
        self.seen: dict[str, list[dict[str, str]]] = {}
        self.lock = threading.Lock()

    def take(self, path: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
        with self.lock:
            self.seen.setdefault(path, []).append(headers)
            queue = self.replies.get(path) or [(404, {}, b"")]
            return queue.pop(0) if len(queue) > 1 else queue[0]


SCRIPT = Script()


def envelope(code: str, message: str, details: dict | None = None) -> bytes:
    return json.dumps({"success": False, "error": {"code": code, "message": message, "details": details or {}}}).encode()


OK = (200, {}, b'{"success":true,"data":{}}')


class Handler(BaseHTTPRequestHandler):
    def answer(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        self.rfile.read(length)
        status, headers, body = SCRIPT.take(self.path, {k.lower(): v for k, v in self.headers.items()})
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        for k, v in headers.items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = answer

    def log_message(self, *args: object) -> None:
        pass


passed = failed = 0


def case(name: str):
    def run(fn):
        global passed, failed
        try:
            fn()
            passed += 1
            print(f"OK   python sdk: {name}", flush=True)
        except Exception as e:
            failed += 1
            print(f"FAIL python sdk: {name}: {type(e).__name__}: {e}", flush=True)
            traceback.print_exc(limit=3)
        return fn

    return run


def expect(cond: bool, what: str) -> None:
    if not cond:
        raise AssertionError(what)


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
BASE = f"http://127.0.0.1:{server.server_address[1]}"
FAST = RetryPolicy(backoff=0.05, max_backoff=0.2)
graha = Graha("graha_test_key", BASE, retry=FAST).get_httpx_client()


@case("429 with Retry-After: 1 is retried after a second, with the same Idempotency-Key")
def _():
    SCRIPT.replies["/a"] = [(429, {"Retry-After": "1"}, envelope("rate_limited", "slow down")), OK]
    start = time.monotonic()
    r = graha.post("/a", json={"x": 1})
    took = time.monotonic() - start
    seen = SCRIPT.seen["/a"]
    expect(r.status_code == 200, f"status {r.status_code}")
    expect(len(seen) == 2, f"{len(seen)} attempts")
    expect(took >= 1.0, f"retried after {took:.2f} s")
    keys = {h.get("idempotency-key") for h in seen}
    expect(len(keys) == 1 and None not in keys, f"keys {keys}")
    expect(all(h.get("x-api-key") == "graha_test_key" for h in seen), "X-API-Key on every attempt")


@case("503 without Retry-After is retried after a jittered back-off, same key, bounded")
def _():
    SCRIPT.replies["/b"] = [(503, {}, envelope("unavailable", "try later"))]
    try:
        graha.post("/b", json={})
        raise AssertionError("no GrahaError")
    except GrahaError as e:
        expect(e.status == 503 and e.code == "unavailable", f"{e.status} {e.code}")
    seen = SCRIPT.seen["/b"]
    expect(len(seen) == 1 + FAST.max_retries, f"{len(seen)} attempts")
    expect(len({h["idempotency-key"] for h in seen}) == 1, "one key")


@case("a Retry-After longer than max_retry_after is not waited for")
def _():
    SCRIPT.replies["/c"] = [(429, {"Retry-After": "3600"}, envelope("daily_limit_reached", "tomorrow"))]
    start = time.monotonic()
    try:
        graha.post("/c", json={})
        raise AssertionError("no GrahaError")
    except GrahaError as e:
        expect(e.code == "daily_limit_reached" and e.retry_after == 3600, f"{e.code} {e.retry_after}")
    expect(len(SCRIPT.seen["/c"]) == 1, f"{len(SCRIPT.seen['/c'])} attempts")
    expect(time.monotonic() - start < 1, "answered at once")


@case("each POST gets its own key; a key the caller gives is kept; GET gets none")
def _():
    SCRIPT.replies["/d"] = [OK]
    graha.post("/d", json={})
    graha.post("/d", json={})
    graha.post("/d", json={}, headers={"Idempotency-Key": "mine-1"})
    graha.get("/d")
    keys = [h.get("idempotency-key") for h in SCRIPT.seen["/d"]]
    expect(keys[0] and keys[1] and keys[0] != keys[1], f"keys {keys[:2]}")
    expect(keys[2] == "mine-1", f"kept {keys[2]}")
    expect(keys[3] is None, f"GET sent {keys[3]}")


@case("an error envelope becomes GrahaError with code, message, details and request id")
def _():
    body = envelope("validation_failed", "bad field", {"fields": [{"field": "date", "message": "no"}]})
    SCRIPT.replies["/e"] = [(422, {"X-Request-Id": "req-42"}, body)]
    try:
        graha.post("/e", json={})
        raise AssertionError("no GrahaError")
    except GrahaError as e:
        expect(e.status == 422 and e.code == "validation_failed", f"{e.status} {e.code}")
        expect(e.message == "bad field" and e.details["fields"][0]["field"] == "date", f"{e.message} {e.details}")
        expect(e.request_id == "req-42", f"request id {e.request_id}")
    expect(len(SCRIPT.seen["/e"]) == 1, "a 422 is not retried")


@case("a reply that is not the envelope becomes GrahaError http_<status>")
def _():
    SCRIPT.replies["/f"] = [(502, {}, b"<html>bad gateway</html>")]
    try:
        graha.get("/f")
        raise AssertionError("no GrahaError")
    except GrahaError as e:
        expect(e.code == "http_502" and "bad gateway" in e.message, f"{e.code} {e.message}")


@case("the asynchronous client retries and raises the same way")
def _():
    SCRIPT.replies["/g"] = [(429, {"Retry-After": "0"}, envelope("rate_limited", "x")), OK]
    SCRIPT.replies["/h"] = [(404, {}, envelope("not_found", "The profile was not found."))]

    async def go() -> None:
        client = Graha("graha_test_key", BASE, retry=FAST).get_async_httpx_client()
        r = await client.post("/g", json={})
        expect(r.status_code == 200, f"status {r.status_code}")
        try:
            await client.get("/h")
            raise AssertionError("no GrahaError")
        except GrahaError as e:
            expect(e.code == "not_found", e.code)
        await client.aclose()

    asyncio.run(go())
    seen = SCRIPT.seen["/g"]
    expect(len(seen) == 2 and seen[0]["idempotency-key"] == seen[1]["idempotency-key"], "two attempts, one key")


server.shutdown()
print(f"{passed} passed, {failed} failed", flush=True)
sys.exit(1 if failed else 0)
