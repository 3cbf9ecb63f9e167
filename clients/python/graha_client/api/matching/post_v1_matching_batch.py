from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.matching_batch_by_birth_request import MatchingBatchByBirthRequest
from ...models.matching_batch_by_profile_request import MatchingBatchByProfileRequest
from ...models.post_v1_matching_batch_response_200 import PostV1MatchingBatchResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: MatchingBatchByBirthRequest | MatchingBatchByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matching/batch",
    }

    if isinstance(body, MatchingBatchByProfileRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostV1MatchingBatchResponse200 | None:
    if response.status_code == 200:
        response_200 = PostV1MatchingBatchResponse200.from_dict(response.json())

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
) -> Response[Error | PostV1MatchingBatchResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: MatchingBatchByBirthRequest | MatchingBatchByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | PostV1MatchingBatchResponse200]:
    """Kundli matching, one against many

     One person (`profileId` or `birth`) matched against up to 50 `candidates` (each a profile id or a
    birth), the person the bride (`role: bride`) or the groom of every pair, under `system` (default
    `ashtakoot`). Each result is the single matching call's for that pair — `totalPoints`, `maxPoints`,
    `percentage`, for Ashtakoot `compatibilityLevel` and `adjustedPoints`, for porutham and Dashakoot
    the `verdict`, and the Manglik comparison — ranked best first (percentage, then adjusted points,
    then the candidates' order). 2 credits a candidate; one bad candidate refuses the whole batch,
    charging nothing.

    Cost: 2 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (MatchingBatchByBirthRequest | MatchingBatchByProfileRequest): The person by a stored
            profile (`profileId`) or by the birth data (`birth`, not stored), and `candidates`, each a
            profile id or a birth.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostV1MatchingBatchResponse200]
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
    body: MatchingBatchByBirthRequest | MatchingBatchByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | PostV1MatchingBatchResponse200 | None:
    """Kundli matching, one against many

     One person (`profileId` or `birth`) matched against up to 50 `candidates` (each a profile id or a
    birth), the person the bride (`role: bride`) or the groom of every pair, under `system` (default
    `ashtakoot`). Each result is the single matching call's for that pair — `totalPoints`, `maxPoints`,
    `percentage`, for Ashtakoot `compatibilityLevel` and `adjustedPoints`, for porutham and Dashakoot
    the `verdict`, and the Manglik comparison — ranked best first (percentage, then adjusted points,
    then the candidates' order). 2 credits a candidate; one bad candidate refuses the whole batch,
    charging nothing.

    Cost: 2 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (MatchingBatchByBirthRequest | MatchingBatchByProfileRequest): The person by a stored
            profile (`profileId`) or by the birth data (`birth`, not stored), and `candidates`, each a
            profile id or a birth.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostV1MatchingBatchResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: MatchingBatchByBirthRequest | MatchingBatchByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | PostV1MatchingBatchResponse200]:
    """Kundli matching, one against many

     One person (`profileId` or `birth`) matched against up to 50 `candidates` (each a profile id or a
    birth), the person the bride (`role: bride`) or the groom of every pair, under `system` (default
    `ashtakoot`). Each result is the single matching call's for that pair — `totalPoints`, `maxPoints`,
    `percentage`, for Ashtakoot `compatibilityLevel` and `adjustedPoints`, for porutham and Dashakoot
    the `verdict`, and the Manglik comparison — ranked best first (percentage, then adjusted points,
    then the candidates' order). 2 credits a candidate; one bad candidate refuses the whole batch,
    charging nothing.

    Cost: 2 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (MatchingBatchByBirthRequest | MatchingBatchByProfileRequest): The person by a stored
            profile (`profileId`) or by the birth data (`birth`, not stored), and `candidates`, each a
            profile id or a birth.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostV1MatchingBatchResponse200]
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
    body: MatchingBatchByBirthRequest | MatchingBatchByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | PostV1MatchingBatchResponse200 | None:
    """Kundli matching, one against many

     One person (`profileId` or `birth`) matched against up to 50 `candidates` (each a profile id or a
    birth), the person the bride (`role: bride`) or the groom of every pair, under `system` (default
    `ashtakoot`). Each result is the single matching call's for that pair — `totalPoints`, `maxPoints`,
    `percentage`, for Ashtakoot `compatibilityLevel` and `adjustedPoints`, for porutham and Dashakoot
    the `verdict`, and the Manglik comparison — ranked best first (percentage, then adjusted points,
    then the candidates' order). 2 credits a candidate; one bad candidate refuses the whole batch,
    charging nothing.

    Cost: 2 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (MatchingBatchByBirthRequest | MatchingBatchByProfileRequest): The person by a stored
            profile (`profileId`) or by the birth data (`birth`, not stored), and `candidates`, each a
            profile id or a birth.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostV1MatchingBatchResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
