"""The Graha flow through the Python client openapi-python-client generates from /openapi.json.

Every call goes through the generated operation module and every reply is decoded into the
generated models: a call passes when its status is the expected one and `parsed` is the
generated model of that reply (not None, not Error, no exception while decoding, and the model
turns back into a dict). Each reply is also checked against its schema in the document; a
difference is printed under the call as `doc:` (it explains a failure, or shows where the
document is looser than the service).

Environment: GRAHA_BASE_URL, GRAHA_API_KEY (a Growth/Pro key with credits), GRAHA_OPENAPI (the
document the client was generated from), GRAHA_ENDPOINTS (the endpoint table, one
"path queue subjects" a line). Prints OK/FAIL per call, then "N passed, M failed".
"""

from __future__ import annotations

import copy
import importlib
import json
import os
import pkgutil
import re
import sys
import time
import traceback
from uuid import UUID

BASE = os.environ["GRAHA_BASE_URL"].rstrip("/")
KEY = os.environ["GRAHA_API_KEY"]
DOC = json.load(open(os.environ["GRAHA_OPENAPI"], encoding="utf-8"))
TABLE = [line.split() for line in open(os.environ["GRAHA_ENDPOINTS"], encoding="utf-8") if line.strip()]
LOCALES = ["en", "hi", "ne"]

passed = 0
failed = 0


def ok(label: str) -> None:
    global passed
    passed += 1
    print(f"OK   {label}", flush=True)


def fail(label: str, reason: str) -> None:
    global failed
    failed += 1
    print(f"FAIL {label}: {reason}", flush=True)


def finish() -> None:
    print(f"{passed} passed, {failed} failed", flush=True)
    sys.exit(1 if failed else 0)


# The generated package: the SDK's (`graha_client`), or one generated with the generator's
# default configuration (`graha_api_client`, GRAHA_CLIENT_PACKAGE), which leaves the PDF replies
# undecoded (`parsed` is None; the bytes are checked instead).
PACKAGE = os.environ.get("GRAHA_CLIENT_PACKAGE", "graha_client")
try:
    client_api = importlib.import_module(f"{PACKAGE}.api")
    client = importlib.import_module(PACKAGE)
    AuthenticatedClient, Client = client.AuthenticatedClient, client.Client
    models = importlib.import_module(f"{PACKAGE}.models")
    File = importlib.import_module(f"{PACKAGE}.types").File
except Exception as e:  # the generated package does not import
    fail(f"import {PACKAGE}", f"{type(e).__name__}: {e}")
    finish()

try:
    from jsonschema import Draft202012Validator
except ImportError:  # conformance notes are optional
    Draft202012Validator = None

# The last reply, kept by an httpx hook, so a reply the generated code fails to decode can still
# be compared with the document.
last: dict = {}


def keep(response) -> None:
    response.read()
    last["reply"] = response


hooks = {"event_hooks": {"response": [keep]}}
keyed = AuthenticatedClient(
    base_url=BASE, token=KEY, prefix="", auth_header_name="X-API-Key", timeout=120.0, httpx_args=hooks
)
public = Client(base_url=BASE, timeout=120.0, httpx_args=hooks)


# ---- the document: conformance notes -------------------------------------------------------


def resolve(schema):
    """The schema with its local $refs inlined (the document has no recursive ones: a test of the
    API keeps it so)."""
    if isinstance(schema, dict):
        if "$ref" in schema:
            node = DOC
            for part in schema["$ref"].lstrip("#/").split("/"):
                node = node[part]
            return resolve(node)
        return {k: resolve(v) for k, v in schema.items()}
    if isinstance(schema, list):
        return [resolve(v) for v in schema]
    return schema


def doc_notes(method: str, path: str, status: int, content: bytes, content_type: str) -> list[str]:
    """Where the reply differs from the document's schema for (method, path, status)."""
    op = DOC.get("paths", {}).get(path, {}).get(method.lower())
    if op is None:
        return [f"{method} {path} is not in the document"]
    resp = op.get("responses", {}).get(str(status))
    if resp is None:
        return [f"status {status} is not documented for {method} {path}"]
    media = content_type.split(";")[0].strip()
    media_doc = resp.get("content", {}).get(media)
    if media_doc is None:
        return [f"content type {media} is not documented for {status}"]
    if media != "application/json" or Draft202012Validator is None:
        return []
    schema = resolve(copy.deepcopy(media_doc.get("schema", {})))
    try:
        value = json.loads(content)
    except ValueError as e:
        return [f"the reply is not JSON: {e}"]
    # One note per place and kind of difference: array indices become [*], with a count.
    seen: dict[str, int] = {}
    for e in Draft202012Validator(schema).iter_errors(value):
        where = "".join("[*]" if isinstance(p, int) else f".{p}" for p in e.absolute_path).lstrip(".") or "(root)"
        schema_at = "/".join(str(p) for p in e.absolute_schema_path)
        msg = e.message if len(e.message) <= 160 else e.message[:157] + "..."
        note = f"{where}: {msg} (schema {schema_at})"
        seen[note] = seen.get(note, 0) + 1
    return [f"{n} ×{k}" if k > 1 else n for n, k in sorted(seen.items())]


# ---- calling through the generated client --------------------------------------------------


def operation(method: str, path: str):
    """The generated module of an operation (<package>.api.<tag>.<name>) and its model
    prefix: post /v1/birth-chart → (…calculations.post_v1_birth_chart, "PostV1BirthChart"), as
    the generator names them from the operationId."""
    prefix = "".join(p[:1].upper() + p[1:] for p in re.split(r"[^A-Za-z0-9]+", f"{method.lower()} {path}") if p)
    name = re.sub(r"(?<!^)(?=[A-Z])", "_", prefix).lower()
    for tag in pkgutil.iter_modules(client_api.__path__):
        try:
            return importlib.import_module(f"{PACKAGE}.api.{tag.name}.{name}"), prefix
        except ModuleNotFoundError:
            continue
    raise LookupError(f"no generated operation {name}")


def model(name: str):
    """A generated model class by name; None when the generator left it out."""
    return getattr(models, name, None)


def body_model(method: str, path: str, prefix: str, body: dict):
    """The generated model of an operation's request body: the named schema's model when the
    document names it (`$ref`), the model of the form that fits `body` when that schema is a
    `oneOf` of named forms (a profile, a birth, a place), else the operation's own
    (`PostV1BirthChartBody`)."""
    media = DOC["paths"][path][method.lower()]["requestBody"]["content"]["application/json"]
    ref = media["schema"].get("$ref")
    if not ref:
        return model(f"{prefix}Body")
    name = ref.rsplit("/", 1)[-1]
    forms = DOC["components"]["schemas"][name].get("oneOf")
    if not forms:
        return model(name)
    for form in forms:
        form_name = form["$ref"].rsplit("/", 1)[-1]
        schema = DOC["components"]["schemas"][form_name]
        if set(schema.get("required", [])) <= body.keys() <= schema["properties"].keys():
            return model(form_name)
    return None


def where_in_generated(exc: BaseException) -> str:
    """The innermost frame of the generated package that the exception passed through."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if PACKAGE in f.filename]
    if not frames:
        return ""
    f = frames[-1]
    name = f.filename.split(f"{PACKAGE}/")[-1]
    return f" at {name}:{f.lineno} `{(f.line or '').strip()}`"


def call(method: str, path: str, status: int, label: str = "", body: dict | None = None, binary=False, **kwargs):
    """Calls an operation through its generated module (`body` built with its generated Body
    model, `kwargs` passed as they are), checks the status and that `parsed` is the generated
    model of that reply (File for a PDF when `binary`). Returns the decoded reply or None."""
    label = f"{method} {path} {label}".rstrip()
    last.clear()
    try:
        mod, prefix = operation(method, path)
        if body is not None:
            shape = body_model(method, path, prefix, body)
            kwargs["body"] = shape.from_dict(body) if shape is not None else body
        expect = File if binary else model(f"{prefix}Response{status}")
        client = kwargs.pop("client", keyed)
        r = mod.sync_detailed(client=client, **kwargs)
    except Exception as e:
        fail(label, f"{type(e).__name__}: {e}{where_in_generated(e)}")
        reply = last.get("reply")
        if reply is not None:
            show(doc_notes(method, path, reply.status_code, reply.content, reply.headers.get("content-type", "")))
        return None
    notes = doc_notes(method, path, int(r.status_code), r.content, r.headers.get("content-type", ""))
    parsed = r.parsed
    result = None
    if int(r.status_code) != status:
        text = r.content[:300].decode("utf-8", "replace")
        fail(label, f"status {int(r.status_code)}, expected {status}: {text}")
    elif binary and parsed is None and PACKAGE != "graha_client":
        # The default configuration decodes no application/pdf reply: its bytes are the PDF.
        if r.content[:5] == b"%PDF-":
            ok(label)
            result = r.content
        else:
            fail(label, f"not a PDF (starts {r.content[:5]!r})")
    elif expect is None:
        fail(label, f"the generated client has no model for the {status} reply (the generator left it out)")
    elif parsed is None:
        fail(label, f"parsed is None: the generated client does not decode the {status} reply")
    elif not isinstance(parsed, expect):
        fail(label, f"parsed is {type(parsed).__name__}, expected {expect.__name__}")
    else:
        try:
            if expect is File:
                head = parsed.payload.read(5)
                if head != b"%PDF-":
                    raise ValueError(f"not a PDF (starts {head!r})")
            else:
                parsed.to_dict()
            ok(label)
            result = parsed
        except Exception as e:
            fail(label, f"decoded, but {type(e).__name__}: {e}{where_in_generated(e)}")
    show(notes)
    return result


def show(notes: list[str]) -> None:
    for n in notes[:8]:
        print(f"     doc: {n}", flush=True)
    if len(notes) > 8:
        print(f"     doc: … and {len(notes) - 8} more", flush=True)


# ---- the flow -------------------------------------------------------------------------------

BRIDE = {
    "name": "Asha",
    "gender": "female",
    "date": "1995-05-12",
    "time": "06:15",
    "timezone": "Asia/Kathmandu",
    "location": "Kathmandu",
    "latitude": 27.7172,
    "longitude": 85.324,
}
GROOM = {
    "name": "Ravi",
    "gender": "male",
    "date": "1992-11-03",
    "time": "19:40",
    "timezone": "Asia/Kolkata",
    "location": "Varanasi",
    "latitude": 25.3176,
    "longitude": 82.9739,
    "notes": "groom",
}
EDGE = [
    {
        "name": "Elder",
        "gender": "male",
        "date": "1850-06-15",
        "time": "12:00",
        "timezone": "Asia/Kolkata",
        "location": "Varanasi",
        "latitude": 25.3176,
        "longitude": 82.9739,
    },
    {
        "name": "Future",
        "gender": "female",
        "date": "2090-01-01",
        "time": "08:00",
        "timezone": "Asia/Kathmandu",
        "location": "Kathmandu",
        "latitude": 27.7172,
        "longitude": 85.324,
    },
]


def main() -> None:
    # Profiles
    created = [call("POST", "/v1/profiles", 201, p["name"], body=p) for p in (BRIDE, GROOM)]
    if None in created:
        fail("profiles", "no profile to run the flow with")
        return
    bride, groom = (str(p.data.id) for p in created)  # ids are format: uuid
    call("GET", "/v1/profiles", 200, limit=10, offset=0)
    call("GET", "/v1/profiles/{id}", 200, id=UUID(bride))
    call("PATCH", "/v1/profiles/{id}", 200, id=UUID(bride), body={"notes": "born at dawn", "location": "Kathmandu"})
    spare = call("POST", "/v1/profiles", 201, "spare", body={**BRIDE, "name": "Spare"})
    if spare is not None:
        call("DELETE", "/v1/profiles/{id}", 200, id=spare.data.id)

    # Keys and balance
    call("GET", "/v1/keys", 200)
    key = call("POST", "/v1/keys", 201, body={"name": "flow"})
    if key is not None:
        call("DELETE", "/v1/keys/{id}", 200, id=key.data.id)
    call("GET", "/api-keys", 200)

    # Settings: the account's defaults, and a calculation choosing its own
    call("PUT", "/v1/settings", 200, body={"ayanamsa": "kp", "houseSystem": "placidus"})
    chosen = call("GET", "/v1/settings", 200)
    if chosen is not None and chosen.data.ayanamsa != "kp":
        fail("GET /v1/settings", f"ayanamsa {chosen.data.ayanamsa}, expected kp")
    call("POST", "/v1/birth-chart", 200, "raman, true node", body={"profileId": bride, "ayanamsa": "raman", "node": "true"})
    call("PUT", "/v1/settings", 200, "reset", body={})

    # Every calculation of the endpoint table, in each locale
    one = {"profileId": bride}
    couple = {"brideProfileId": bride, "groomProfileId": groom}
    calcs = [(path, subjects) for path, queue, subjects, *_ in TABLE if queue == "calc"]
    # A KP horary chart takes a moment, a place and a number instead of a profile.
    moment = {
        "datetime": "2026-11-25T18:30:00+05:45",
        "latitude": 27.7172,
        "longitude": 85.324,
        "timezone": "Asia/Kathmandu",
        "number": 108,
    }
    kathmandu = {"latitude": 27.7172, "longitude": 85.324, "timezone": "Asia/Kathmandu"}
    subject_bodies = {
        "one": one,
        "couple": couple,
        "moment": moment,
        "profileorplace": one,
        "maybeplace": {},
        "placeandprofiles": {**kathmandu, "profileIds": [bride]},
        "sky": {},
        "candidates": {"profileId": bride, "role": "bride", "candidates": [groom]},
    }
    # Options a body must name (the endpoint table's required ones).
    required = {
        "/v1/calendar": {"year": 2025, "month": 10},
        "/v1/kundli": {"include": ["birth-chart", "vargas", "dasha", "ashtakavarga"]},
        "/v1/events": {"from": "2026-01-01", "to": "2026-03-31"},
        "/v1/muhurta": {"activity": "marriage", "from": "2025-11-20", "to": "2025-11-30"},
        "/v1/horoscope": {"sign": "all", "period": "daily"},
    }
    for path, subjects in calcs:
        for locale in LOCALES:
            body = {**subject_bodies[subjects], **required.get(path, {}), "locale": locale}
            call("POST", path, 200, locale, body=body)
    # …and for births of other kinds: long ago (its dasha sequence over) and yet to come
    for person in EDGE:
        p = call("POST", "/v1/profiles", 201, person["name"], body=person)
        if p is not None:
            for path, subjects in calcs:
                if subjects in ("one", "profileorplace"):
                    body = {"profileId": str(p.data.id), **required.get(path, {})}
                    call("POST", path, 200, f"{person['name']} {person['date']}", body=body)
    # …and by the birth data instead of a stored profile: each form of the body has its class
    asha = {k: BRIDE[k] for k in ("date", "time", "timezone", "latitude", "longitude")}
    ravi = {k: GROOM[k] for k in ("date", "time", "timezone", "latitude", "longitude")}
    by_birth = {
        "one": {"birth": asha},
        "profileorplace": {"birth": asha},
        "couple": {"bride": asha, "groom": ravi},
        "candidates": {"birth": asha, "role": "groom", "candidates": [ravi, groom]},
    }
    for path, subjects in calcs:
        if subjects in by_birth:
            body = {**by_birth[subjects], **required.get(path, {})}
            call("POST", path, 200, "by birth", body=body)
    for label, pair in [("bride by birth", {"bride": asha, "groomProfileId": groom}),
                        ("groom by birth", {"brideProfileId": bride, "groom": ravi})]:
        call("POST", "/v1/matching", 200, label, body=pair)
    for division in ["D1", "D60"]:
        call("POST", "/v1/chart-image", 200, division, body={**one, "division": division})
    for period in ["daily", "weekly", "monthly", "yearly"]:
        for calendar in ["ad", "bs"]:
            call(
                "POST",
                "/v1/rashifal",
                200,
                f"{period} {calendar}",
                body={**one, "period": period, "calendar": calendar},
            )

    # The matching systems besides Ashtakoot
    for system in ["porutham", "dashakoot"]:
        call("POST", "/v1/matching", 200, system, body={**couple, "system": system})

    # The panchang of a place (no profile), any day from 1800 to 2400
    delhi = {"latitude": 28.6139, "longitude": 77.209, "timezone": "Asia/Kolkata"}
    for date in ["1850-06-15", "2023-08-01", "2400-12-31"]:
        call("POST", "/v1/panchang", 200, f"Delhi {date}", body={**delhi, "date": date, "region": "in"})

    # The dasha systems, and Vimshottari to five levels from birth
    for system in ["yogini", "ashtottari", "chara"]:
        call("POST", "/v1/dasha", 200, system, body={**one, "system": system})
    call("POST", "/v1/dasha", 200, "levels 5 from birth", body={**one, "levels": 5, "from": "birth"})
    # The reply's `system` chooses its model: the Vimshottari one has the current maha dasha.
    d = call("POST", "/v1/dasha", 200, "vimshottari, its fields", body={**one})
    if d is not None:
        label = "POST /v1/dasha vimshottari decodes into the Vimshottari model"
        data = d.data
        if getattr(data, "system", None) == "vimshottari" and data.current_maha_dasha and data.settings:
            ok(label)
        else:
            fail(label, f"{type(data).__name__}: system {getattr(data, 'system', None)!r}")

    # Reports: synchronous, then asynchronous (poll the job, download the PDF)
    for path, queue, subjects, *_ in TABLE:
        if queue != "pdf":
            continue
        body = one if subjects == "one" else couple
        call("POST", path, 200, "sync", body=body, binary=True)
        job = call("POST", path, 202, "Prefer: respond-async", body=body, prefer="respond-async")
        if job is None:
            continue
        job_id = job.data.job_id
        jobs, _ = operation("GET", "/v1/jobs/{id}")
        deadline = time.monotonic() + 180
        polls = 0
        while time.monotonic() < deadline:
            polls += 1
            state = getattr(getattr(jobs.sync_detailed(id=job_id, client=keyed).parsed, "data", None), "state", None)
            if state is None or str(state) in ("done", "failed"):
                break
            time.sleep(0.5)
        # the last poll, decoded and checked like every other reply
        st = call("GET", "/v1/jobs/{id}", 200, f"({polls} polls)", id=job_id)
        if st is None:
            continue
        if str(st.data.state) != "done":
            fail(f"report job {path}", f"state {st.data.state}: {st.data.error}")
            continue
        call("GET", "/v1/reports/{id}", 200, path, binary=True, id=job_id)

    # Guru: keyed (with a profile) and public (no key)
    question = [{"role": "user", "content": "How is my career looking this year?"}]
    call("POST", "/v1/guru", 200, body={"messages": question, "profileId": bride})
    call("POST", "/v1/guru-public", 200, body={"messages": question}, client=public)

    # The groom's profile goes last (it served the couple endpoints)
    call("DELETE", "/v1/profiles/{id}", 200, "groom", id=UUID(groom))


try:
    main()
except Exception as e:  # a step the flow cannot go past
    fail("flow", f"stopped: {type(e).__name__}: {e}{where_in_generated(e)}")
finish()
