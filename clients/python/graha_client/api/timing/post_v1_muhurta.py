from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.muhurta_request import MuhurtaRequest
from ...models.post_v1_muhurta_response_200 import PostV1MuhurtaResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: MuhurtaRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/muhurta",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostV1MuhurtaResponse200 | None:
    if response.status_code == 200:
        response_200 = PostV1MuhurtaResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 402:
        response_402 = Error.from_dict(response.json())

        return response_402

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 408:
        response_408 = Error.from_dict(response.json())

        return response_408

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Error.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if response.status_code == 504:
        response_504 = Error.from_dict(response.json())

        return response_504

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PostV1MuhurtaResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: MuhurtaRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | PostV1MuhurtaResponse200]:
    """Muhurta finder

     Ranked windows for an `activity` (marriage, griha-pravesh, vehicle, travel, business, naming,
    mundan, property, annaprashan, karnavedha, upanayana, vidyarambh, engagement) at a place
    (`latitude`, `longitude`, `timezone`) between two days (`from`, `to`, at most a year), for the
    participants' `profileIds` if given: each window with its start, end, score (0–100), lagna and the
    reasons for and against — tithi, nakshatra, yoga (an inauspicious one in its harmful ghatis; for
    marriage, the nine bad yogas all their span), karana (bhadra), vara, lagna (for marriage a benefic
    lagna scores, another counts against), Rahu kalam, panchaka, ganda moola (the Moon in a gandanta
    pada), each participant's tarabala and chandrabala, Guru and Shukra asta (and three days of
    childhood after rising and of old age before setting), Chaturmas, Kharmas, adhika masa (each closing
    the whole Hindu days it touches) and the activity's own rules — each rule with its source (Muhurta
    Chintamani, B.V. Raman's Muhurtha). Up to 50 windows, best first, each with its `hinduDay` (the
    sunrise-to-sunrise day it begins in, by which almanacs list muhurtas), with how many qualified and
    `days[]`, every Hindu day holding a qualified window; when none does, `none[]` says what forbade the
    range (e.g. Chaturmas for marriage). A date without a sunrise or a sunset at the place (polar day or
    night) has no muhurta day: it is listed in `skippedDays[]` with its `reason` (`no-sunrise`, `no-
    sunset`) and the rest of the range is searched; a range made only of such dates is 422 on
    `latitude`.

    Cost: 10 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (MuhurtaRequest): Participants: `profileIds` (stored profiles) and `births` (birth
            data, not stored), up to 10 in all.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostV1MuhurtaResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: MuhurtaRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | PostV1MuhurtaResponse200 | None:
    """Muhurta finder

     Ranked windows for an `activity` (marriage, griha-pravesh, vehicle, travel, business, naming,
    mundan, property, annaprashan, karnavedha, upanayana, vidyarambh, engagement) at a place
    (`latitude`, `longitude`, `timezone`) between two days (`from`, `to`, at most a year), for the
    participants' `profileIds` if given: each window with its start, end, score (0–100), lagna and the
    reasons for and against — tithi, nakshatra, yoga (an inauspicious one in its harmful ghatis; for
    marriage, the nine bad yogas all their span), karana (bhadra), vara, lagna (for marriage a benefic
    lagna scores, another counts against), Rahu kalam, panchaka, ganda moola (the Moon in a gandanta
    pada), each participant's tarabala and chandrabala, Guru and Shukra asta (and three days of
    childhood after rising and of old age before setting), Chaturmas, Kharmas, adhika masa (each closing
    the whole Hindu days it touches) and the activity's own rules — each rule with its source (Muhurta
    Chintamani, B.V. Raman's Muhurtha). Up to 50 windows, best first, each with its `hinduDay` (the
    sunrise-to-sunrise day it begins in, by which almanacs list muhurtas), with how many qualified and
    `days[]`, every Hindu day holding a qualified window; when none does, `none[]` says what forbade the
    range (e.g. Chaturmas for marriage). A date without a sunrise or a sunset at the place (polar day or
    night) has no muhurta day: it is listed in `skippedDays[]` with its `reason` (`no-sunrise`, `no-
    sunset`) and the rest of the range is searched; a range made only of such dates is 422 on
    `latitude`.

    Cost: 10 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (MuhurtaRequest): Participants: `profileIds` (stored profiles) and `births` (birth
            data, not stored), up to 10 in all.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostV1MuhurtaResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: MuhurtaRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | PostV1MuhurtaResponse200]:
    """Muhurta finder

     Ranked windows for an `activity` (marriage, griha-pravesh, vehicle, travel, business, naming,
    mundan, property, annaprashan, karnavedha, upanayana, vidyarambh, engagement) at a place
    (`latitude`, `longitude`, `timezone`) between two days (`from`, `to`, at most a year), for the
    participants' `profileIds` if given: each window with its start, end, score (0–100), lagna and the
    reasons for and against — tithi, nakshatra, yoga (an inauspicious one in its harmful ghatis; for
    marriage, the nine bad yogas all their span), karana (bhadra), vara, lagna (for marriage a benefic
    lagna scores, another counts against), Rahu kalam, panchaka, ganda moola (the Moon in a gandanta
    pada), each participant's tarabala and chandrabala, Guru and Shukra asta (and three days of
    childhood after rising and of old age before setting), Chaturmas, Kharmas, adhika masa (each closing
    the whole Hindu days it touches) and the activity's own rules — each rule with its source (Muhurta
    Chintamani, B.V. Raman's Muhurtha). Up to 50 windows, best first, each with its `hinduDay` (the
    sunrise-to-sunrise day it begins in, by which almanacs list muhurtas), with how many qualified and
    `days[]`, every Hindu day holding a qualified window; when none does, `none[]` says what forbade the
    range (e.g. Chaturmas for marriage). A date without a sunrise or a sunset at the place (polar day or
    night) has no muhurta day: it is listed in `skippedDays[]` with its `reason` (`no-sunrise`, `no-
    sunset`) and the rest of the range is searched; a range made only of such dates is 422 on
    `latitude`.

    Cost: 10 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (MuhurtaRequest): Participants: `profileIds` (stored profiles) and `births` (birth
            data, not stored), up to 10 in all.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostV1MuhurtaResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: MuhurtaRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | PostV1MuhurtaResponse200 | None:
    """Muhurta finder

     Ranked windows for an `activity` (marriage, griha-pravesh, vehicle, travel, business, naming,
    mundan, property, annaprashan, karnavedha, upanayana, vidyarambh, engagement) at a place
    (`latitude`, `longitude`, `timezone`) between two days (`from`, `to`, at most a year), for the
    participants' `profileIds` if given: each window with its start, end, score (0–100), lagna and the
    reasons for and against — tithi, nakshatra, yoga (an inauspicious one in its harmful ghatis; for
    marriage, the nine bad yogas all their span), karana (bhadra), vara, lagna (for marriage a benefic
    lagna scores, another counts against), Rahu kalam, panchaka, ganda moola (the Moon in a gandanta
    pada), each participant's tarabala and chandrabala, Guru and Shukra asta (and three days of
    childhood after rising and of old age before setting), Chaturmas, Kharmas, adhika masa (each closing
    the whole Hindu days it touches) and the activity's own rules — each rule with its source (Muhurta
    Chintamani, B.V. Raman's Muhurtha). Up to 50 windows, best first, each with its `hinduDay` (the
    sunrise-to-sunrise day it begins in, by which almanacs list muhurtas), with how many qualified and
    `days[]`, every Hindu day holding a qualified window; when none does, `none[]` says what forbade the
    range (e.g. Chaturmas for marriage). A date without a sunrise or a sunset at the place (polar day or
    night) has no muhurta day: it is listed in `skippedDays[]` with its `reason` (`no-sunrise`, `no-
    sunset`) and the rest of the range is searched; a range made only of such dates is 422 on
    `latitude`.

    Cost: 10 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (MuhurtaRequest): Participants: `profileIds` (stored profiles) and `births` (birth
            data, not stored), up to 10 in all.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostV1MuhurtaResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
