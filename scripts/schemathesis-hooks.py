"""Schemathesis hooks for scripts/schemathesis.

An Idempotency-Key names one logical request: the same key with another body is refused with
422 `idempotency_key_reused`, by design. Schemathesis draws header values from a small pool, so
it would send one key with many bodies; before each call a valid key is replaced with a fresh
one (an invalid key is left as generated, so its refusal is still checked)."""

import re
import uuid

import schemathesis

VALID = re.compile(r"^[!-~]{1,255}$")


@schemathesis.hook
def before_call(context, case, kwargs):
    headers = case.headers
    if headers and VALID.match(str(headers.get("Idempotency-Key", ""))):
        headers["Idempotency-Key"] = str(uuid.uuid4())
