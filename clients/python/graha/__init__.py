"""Graha's Python SDK: the client openapi-python-client generates from /openapi.json
(`graha_client`), set up by `Graha(api_key, base_url)`.

What this module adds to the generated code, and nothing more:

- the `X-API-Key` header, set once on the client;
- an `Idempotency-Key` on every POST that has none (one key per call, the same on each retry of
  that call, so a retried call is never charged twice);
- retries on 429 and 503: after `Retry-After` when the reply has one (a wait longer than
  `max_retry_after` is not waited for: the error is raised at once), else after a jittered
  exponential back-off; `max_retries` retries at most;
- every error reply (4xx, 5xx) raised as `GrahaError`, with the code, message and details of the
  API's error envelope, the HTTP status, the request id and `Retry-After`;
- `ok(…)`, the success of a call as its type: the generated operations are typed to return their
  error model or None too, though with this client those are raised instead;
- `chart_image(…)`, the chart as a picture (PNG or SVG, by `Accept`), which the generated
  operation cannot ask for.

The generated operations are called as generated (`post_v1_profiles.sync(client=graha, body=…)`,
also `.asyncio(…)`), and `ok()` gives what they return as the success model:
`ok(post_v1_profiles.sync(client=graha, body=…)).data.id`. Given the reply of
`sync_detailed()`, it also names a file in it (a report's PDF) from the reply's headers.
"""

from __future__ import annotations

import asyncio
import email.message
import email.utils
import json
import random
import time
import uuid
from collections.abc import MutableMapping
from dataclasses import dataclass
from io import BytesIO
from typing import Any, Literal, Protocol, TypeVar, overload

import httpx
from graha_client import AuthenticatedClient
from graha_client.models import ChartImageByBirthRequest, ChartImageByProfileRequest, Error
from graha_client.types import File, Response

__version__ = "0.1.0"
__all__ = [
    "ChartPicture",
    "Graha",
    "GrahaError",
    "Reply",
    "RetryPolicy",
    "__version__",
    "chart_image",
    "chart_image_async",
    "ok",
]

RETRY_STATUSES = frozenset({429, 503})

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class GrahaError(Exception):
    """An error reply: `{"success": false, "error": {"code", "message", "details"}}`.

    `code` is the API's error code (`not_found`, `validation_failed`, `rate_limited`, …; see the
    `Error` schema of /openapi.json), `details` its details (`{}` when none), `status` the HTTP
    status, `request_id` the reply's `X-Request-Id` (quote it when reporting a problem),
    `retry_after` the reply's `Retry-After` in seconds, if any. A reply that is not the envelope
    (say, from a proxy) gets the code `http_<status>` and its text as the message.
    """

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        details: dict[str, Any] | None = None,
        request_id: str | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.details = details if details is not None else {}
        self.request_id = request_id
        self.retry_after = retry_after

    @classmethod
    def from_response(cls, response: httpx.Response) -> GrahaError:
        code, message = f"http_{response.status_code}", response.text[:500]
        details: dict[str, Any] = {}
        try:
            body = json.loads(response.content)
            error = body["error"]
            code, message = str(error["code"]), str(error["message"])
            details = error.get("details") or {}
        except (ValueError, KeyError, TypeError):
            pass
        return cls(
            response.status_code,
            code,
            message,
            details,
            response.headers.get("x-request-id"),
            retry_after_seconds(response),
        )


@dataclass(frozen=True)
class RetryPolicy:
    """When a 429 or 503 is retried: at most `max_retries` times; after `Retry-After` when the
    reply has one and it is at most `max_retry_after` seconds (else not at all); without it after
    a random wait between 0 and `backoff × 2^retry` seconds, capped at `max_backoff`."""

    max_retries: int = 3
    max_retry_after: float = 60.0
    backoff: float = 0.5
    max_backoff: float = 8.0

    def delay(self, response: httpx.Response, retry: int) -> float | None:
        """Seconds to wait before retry number `retry` (0 for the first), or None: no retry."""
        if response.status_code not in RETRY_STATUSES or retry >= self.max_retries:
            return None
        after = retry_after_seconds(response)
        if after is not None:
            return after if after <= self.max_retry_after else None
        return random.uniform(0, min(self.max_backoff, self.backoff * 2**retry))


def retry_after_seconds(response: httpx.Response) -> float | None:
    """`Retry-After` in seconds: a number of seconds or an HTTP date."""
    value: str | None = response.headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _with_idempotency_key(request: httpx.Request) -> None:
    if request.method == "POST" and "idempotency-key" not in request.headers:
        request.headers["Idempotency-Key"] = str(uuid.uuid4())


class RetryTransport(httpx.BaseTransport):
    """Adds the idempotency key, then sends and retries per the policy."""

    def __init__(self, policy: RetryPolicy, inner: httpx.BaseTransport | None = None) -> None:
        self.policy = policy
        self.inner = inner or httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        _with_idempotency_key(request)
        retry = 0
        while True:
            response = self.inner.handle_request(request)
            wait = self.policy.delay(response, retry)
            if wait is None:
                return response
            response.close()
            time.sleep(wait)
            retry += 1

    def close(self) -> None:
        self.inner.close()


class AsyncRetryTransport(httpx.AsyncBaseTransport):
    """The asynchronous `RetryTransport`."""

    def __init__(self, policy: RetryPolicy, inner: httpx.AsyncBaseTransport | None = None) -> None:
        self.policy = policy
        self.inner = inner or httpx.AsyncHTTPTransport()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        _with_idempotency_key(request)
        retry = 0
        while True:
            response = await self.inner.handle_async_request(request)
            wait = self.policy.delay(response, retry)
            if wait is None:
                return response
            await response.aclose()
            await asyncio.sleep(wait)
            retry += 1

    async def aclose(self) -> None:
        await self.inner.aclose()


def _raise_for_error(response: httpx.Response) -> None:
    if response.status_code >= 400:
        response.read()
        raise GrahaError.from_response(response)


async def _raise_for_error_async(response: httpx.Response) -> None:
    if response.status_code >= 400:
        await response.aread()
        raise GrahaError.from_response(response)


def Graha(  # noqa: N802 (a factory named like the client it makes)
    api_key: str,
    base_url: str = "http://localhost:8080",
    *,
    timeout: float = 75.0,
    retry: RetryPolicy | None = None,
) -> AuthenticatedClient:
    """The generated client, keyed, retrying and raising `GrahaError` (see the module's doc).

    `timeout` is per attempt, in seconds (the API answers a slow job with 504 after its own
    deadline, 60 s for reports); `retry` defaults to `RetryPolicy()`.
    """
    policy = retry or RetryPolicy()
    base_url = base_url.rstrip("/")
    headers = {"X-API-Key": api_key, "User-Agent": f"graha-python/{__version__}"}
    client = AuthenticatedClient(
        base_url=base_url, token=api_key, prefix="", auth_header_name="X-API-Key", timeout=httpx.Timeout(timeout)
    )
    client.set_httpx_client(
        httpx.Client(
            base_url=base_url,
            headers=headers,
            timeout=timeout,
            transport=RetryTransport(policy),
            event_hooks={"response": [_raise_for_error]},
        )
    )
    client.set_async_httpx_client(
        httpx.AsyncClient(
            base_url=base_url,
            headers=headers,
            timeout=timeout,
            transport=AsyncRetryTransport(policy),
            event_hooks={"response": [_raise_for_error_async]},
        )
    )
    return client


class Reply(Protocol[T_co]):
    """What an operation's `sync_detailed()` / `asyncio_detailed()` returns
    (`graha_client.types.Response`): the parsed reply and the reply's headers."""

    @property
    def parsed(self) -> T_co | None: ...

    @property
    def headers(self) -> MutableMapping[str, str]: ...


@overload
def ok(reply: Reply[T | Error]) -> T: ...


@overload
def ok(reply: T | Error | None) -> T: ...


@overload
def ok(reply: object, expected: type[T]) -> T: ...


def ok(reply: object, expected: type[Any] | None = None) -> Any:
    """The success of a call: what `sync()` / `asyncio()` returns, or the reply of
    `sync_detailed()` / `asyncio_detailed()`, as the operation's success model.

    A client made by `Graha()` raises `GrahaError` for every error reply, so this only narrows the
    type; given an error (a client made otherwise), it raises `TypeError`. A file in a reply (a
    report's PDF) gets its name (`Content-Disposition`) and MIME type (`Content-Type`) from the
    reply's headers, so pass the reply of `sync_detailed()` for those.

    The few operations with two success replies (`POST /v1/kundli` and the reports: the answer, or
    the job accepted under `Prefer: respond-async`) say which one is expected, else the type
    checker sees `object`: `ok(post_v1_report_kundli.sync_detailed(client=graha, body=…), File)`;
    another reply raises `TypeError`.
    """
    parsed = reply.parsed if isinstance(reply, Response) else reply
    if isinstance(parsed, File) and isinstance(reply, Response):
        parsed.file_name = parsed.file_name or _file_name(reply.headers)
        parsed.mime_type = parsed.mime_type or _mime_type(reply.headers)
    if parsed is None or isinstance(parsed, Error):
        status = f" ({reply.status_code})" if isinstance(reply, Response) else ""
        raise TypeError(f"an error reply{status}: a client made by Graha() raises GrahaError for it")
    if expected is not None and not isinstance(parsed, expected):
        raise TypeError(f"the reply is a {type(parsed).__name__}, not a {expected.__name__}")
    return parsed


def _file_name(headers: MutableMapping[str, str]) -> str | None:
    """The file name of a `Content-Disposition`: its `filename*` (RFC 2231), else its `filename`."""
    value = headers.get("content-disposition")
    if not value:
        return None
    message = email.message.Message()
    message["content-disposition"] = value
    return message.get_filename()


def _mime_type(headers: MutableMapping[str, str]) -> str | None:
    return headers.get("content-type", "").split(";")[0].strip() or None


def _file(response: httpx.Response) -> File:
    return File(
        payload=BytesIO(response.content),
        file_name=_file_name(response.headers),
        mime_type=_mime_type(response.headers),
    )


ChartPicture = Literal["image/png", "image/svg+xml"]
"""The pictures `POST /v1/chart-image` answers by `Accept`: an 800 × 800 PNG, or the SVG document."""

CHART_IMAGE = "/v1/chart-image"


def _picture_headers(media_type: ChartPicture, idempotency_key: str | None) -> dict[str, str]:
    headers: dict[str, str] = {"Accept": media_type}
    if idempotency_key is not None:
        headers["Idempotency-Key"] = idempotency_key
    return headers


def chart_image(
    client: AuthenticatedClient,
    body: ChartImageByBirthRequest | ChartImageByProfileRequest,
    media_type: ChartPicture = "image/png",
    *,
    idempotency_key: str | None = None,
) -> File:
    """`POST /v1/chart-image` answered with the picture itself, as a `File` with its MIME type:
    a PNG (`image/png`) or the SVG document (`image/svg+xml`), at the JSON reply's cost.

    The person is a stored profile (`ChartImageByProfileRequest(profile_id=…)`) or the birth data
    alone (`ChartImageByBirthRequest(birth=Birth(…))`). The JSON reply, with the SVG inside, is the
    generated `post_v1_chart_image`.
    """
    response = client.get_httpx_client().post(
        CHART_IMAGE, json=body.to_dict(), headers=_picture_headers(media_type, idempotency_key)
    )
    _raise_for_error(response)
    return _file(response)


async def chart_image_async(
    client: AuthenticatedClient,
    body: ChartImageByBirthRequest | ChartImageByProfileRequest,
    media_type: ChartPicture = "image/png",
    *,
    idempotency_key: str | None = None,
) -> File:
    """The asynchronous `chart_image`."""
    response = await client.get_async_httpx_client().post(
        CHART_IMAGE, json=body.to_dict(), headers=_picture_headers(media_type, idempotency_key)
    )
    await _raise_for_error_async(response)
    return _file(response)
