"""The SDK's own behaviour against a small local HTTP server: retries on 429/503 (after
`Retry-After`, or a back-off), bounded; one idempotency key per POST, kept across its retries;
error replies raised as GrahaError; `ok()` giving the success model; files (a report's PDF, a chart
picture) with their name and MIME type; a person given by the birth data as well as by a profile.
Runs the installed package (`pip install ./clients/python`).

Prints OK/FAIL per case, then "N passed, M failed"; exits non-zero when one failed.
"""

from __future__ import annotations

import asyncio
import json
import sys
import threading
import time
import traceback
from datetime import date
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from uuid import UUID

from graha import Graha, GrahaError, RetryPolicy, chart_image, chart_image_async, ok
from graha_client import AuthenticatedClient
from graha_client.api.profiles import get_v1_profiles_id
from graha_client.api.reports import get_v1_reports_id, post_v1_report_kundli
from graha_client.models import (
    Birth,
    ChartImageByBirthRequest,
    ChartImageByProfileRequest,
    ChartStyle,
    PostV1ReportKundliResponse202,
    ReportKundliByBirthRequest,
)
from graha_client.types import File


class Script:
    """Per path, the replies to give in turn (the last one repeats), and the requests seen."""

    def __init__(self) -> None:
        self.replies: dict[str, list[tuple[int, dict[str, str], bytes]]] = {}
        self.seen: dict[str, list[dict[str, str]]] = {}
        self.bodies: dict[str, list[bytes]] = {}
        self.lock = threading.Lock()

    def take(self, path: str, headers: dict[str, str], body: bytes) -> tuple[int, dict[str, str], bytes]:
        with self.lock:
            self.seen.setdefault(path, []).append(headers)
            self.bodies.setdefault(path, []).append(body)
            queue = self.replies.get(path) or [(404, {}, b"")]
            return queue.pop(0) if len(queue) > 1 else queue[0]


SCRIPT = Script()


def envelope(code: str, message: str, details: dict | None = None) -> bytes:
    return json.dumps({"success": False, "error": {"code": code, "message": message, "details": details or {}}}).encode()


OK = (200, {}, b'{"success":true,"data":{}}')


class Handler(BaseHTTPRequestHandler):
    def answer(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        sent = self.rfile.read(length)
        status, headers, body = SCRIPT.take(self.path, {k.lower(): v for k, v in self.headers.items()}, sent)
        self.send_response(status)
        self.send_header("content-length", str(len(body)))
        for k, v in {"content-type": "application/json", **headers}.items():
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


# The API's own paths from here, through the generated operations.
client = Graha("graha_test_key", BASE, retry=FAST)
BIRTH = Birth(date=date(1995, 5, 12), time="06:15", timezone="Asia/Kathmandu", latitude=27.7172, longitude=85.324)
PDF = b"%PDF-1.7\n%%EOF\n"
ID = UUID("0193a3c4-0000-7000-8000-000000000001")


@case("ok() gives the success model of sync(); of an error model (a client not made by Graha) it raises")
def _():
    profile = {
        "id": str(ID), "name": "Asha", "gender": "female", "date": "1995-05-12", "time": "06:15",
        "timezone": "Asia/Kathmandu", "location": "Kathmandu", "latitude": 27.7172, "longitude": 85.324,
        "createdAt": "2025-01-01T00:00:00Z", "updatedAt": "2025-01-01T00:00:00Z",
    }
    SCRIPT.replies[f"/v1/profiles/{ID}"] = [(200, {}, json.dumps({"success": True, "data": profile}).encode())]
    got = ok(get_v1_profiles_id.sync(ID, client=client))
    expect(got.data.name == "Asha" and got.data.id == ID, f"{got}")
    missing = UUID(int=0)
    SCRIPT.replies[f"/v1/profiles/{missing}"] = [(404, {}, envelope("not_found", "The profile was not found."))]
    plain = AuthenticatedClient(base_url=BASE, token="graha_test_key", prefix="", auth_header_name="X-API-Key")
    try:
        ok(get_v1_profiles_id.sync(missing, client=plain))
        raise AssertionError("no TypeError")
    except TypeError as e:
        expect("GrahaError" in str(e), str(e))


@case("a report's PDF from sync_detailed() comes with its file name and MIME type")
def _():
    name = f"graha-kundli-{ID}.pdf"
    headers = {"content-type": "application/pdf", "content-disposition": f'attachment; filename="{name}"'}
    SCRIPT.replies[f"/v1/reports/{ID}"] = [(200, headers, PDF)]
    pdf = ok(get_v1_reports_id.sync_detailed(ID, client=client))
    expect(pdf.file_name == name and pdf.mime_type == "application/pdf", f"{pdf.file_name} {pdf.mime_type}")
    expect(pdf.payload.read() == PDF, "the PDF's bytes")


@case("a report from the birth data alone: birth sent, no profileId; the PDF, or the job when asked")
def _():
    disposition = "attachment; filename*=UTF-8''graha-kundli-x.pdf"
    headers = {"content-type": "application/pdf", "content-disposition": disposition}
    job = {"success": True, "data": {"jobId": str(ID), "state": "queued", "statusUrl": f"/v1/jobs/{ID}"}}
    SCRIPT.replies["/v1/report/kundli"] = [(200, headers, PDF), (202, {}, json.dumps(job).encode())]
    body = ReportKundliByBirthRequest(birth=BIRTH)
    pdf = ok(post_v1_report_kundli.sync_detailed(client=client, body=body), File)
    expect(pdf.file_name == "graha-kundli-x.pdf" and pdf.mime_type == "application/pdf", f"{pdf.file_name}")
    sent = json.loads(SCRIPT.bodies["/v1/report/kundli"][0])
    expect(sent["birth"]["timezone"] == "Asia/Kathmandu" and "profileId" not in sent, f"{sent}")
    reply = post_v1_report_kundli.sync_detailed(client=client, body=body, prefer="respond-async")
    accepted = ok(reply, PostV1ReportKundliResponse202)
    expect(accepted.data.job_id == ID, f"{accepted}")
    expect(SCRIPT.seen["/v1/report/kundli"][1].get("prefer") == "respond-async", "Prefer sent")
    try:
        ok(reply, File)
        raise AssertionError("no TypeError")
    except TypeError as e:
        expect("PostV1ReportKundliResponse202" in str(e), str(e))


@case("chart_image: a PNG for a profile, the SVG for the birth data, by Accept; async too")
def _():
    png, svg = b"\x89PNG\r\n\x1a\n", b'<svg xmlns="http://www.w3.org/2000/svg"/>'
    SCRIPT.replies["/v1/chart-image"] = [
        (200, {"content-type": "image/png"}, png),
        (200, {"content-type": "image/svg+xml"}, svg),
        (200, {"content-type": "image/png"}, png),
    ]
    picture = chart_image(client, ChartImageByProfileRequest(profile_id=ID, style=ChartStyle.NORTH))
    expect(picture.mime_type == "image/png" and picture.payload.read() == png, f"{picture.mime_type}")
    drawing = chart_image(client, ChartImageByBirthRequest(birth=BIRTH), "image/svg+xml")
    expect(drawing.mime_type == "image/svg+xml" and drawing.payload.read() == svg, f"{drawing.mime_type}")

    async def go() -> File:
        return await chart_image_async(client, ChartImageByBirthRequest(birth=BIRTH))

    expect(asyncio.run(go()).payload.read() == png, "the asynchronous PNG")
    seen = SCRIPT.seen["/v1/chart-image"]
    accepts = [h.get("accept") for h in seen]
    expect(accepts == ["image/png", "image/svg+xml", "image/png"], f"Accept {accepts}")
    expect(all(h.get("idempotency-key") and h.get("x-api-key") == "graha_test_key" for h in seen), "key, idempotency")
    sent = [json.loads(b) for b in SCRIPT.bodies["/v1/chart-image"]]
    expect(sent[0] == {"profileId": str(ID), "style": "north"}, f"{sent[0]}")
    expect("birth" in sent[1] and "profileId" not in sent[1], f"{sent[1]}")


@case("chart_image: an error reply is raised as GrahaError")
def _():
    SCRIPT.replies["/v1/chart-image"] = [(406, {}, envelope("not_acceptable", "no such picture"))]
    try:
        chart_image(client, ChartImageByProfileRequest(profile_id=ID))
        raise AssertionError("no GrahaError")
    except GrahaError as e:
        expect(e.status == 406 and e.code == "not_acceptable", f"{e.status} {e.code}")


server.shutdown()
print(f"{passed} passed, {failed} failed", flush=True)
sys.exit(1 if failed else 0)
