from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chakras_by_birth_request import ChakrasByBirthRequest
from ...models.chakras_by_profile_request import ChakrasByProfileRequest
from ...models.error import Error
from ...models.post_v1_chakras_response_200 import PostV1ChakrasResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ChakrasByBirthRequest | ChakrasByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/chakras",
    }

    if isinstance(body, ChakrasByProfileRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostV1ChakrasResponse200 | None:
    if response.status_code == 200:
        response_200 = PostV1ChakrasResponse200.from_dict(response.json())

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
) -> Response[Error | PostV1ChakrasResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ChakrasByBirthRequest | ChakrasByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | PostV1ChakrasResponse200]:
    """Chakras (Sudarshana and Sarvatobhadra)

     The Sudarshana chakra (BPHS ch. 21): three rings of twelve houses counted from the lagna, the Moon
    and the Sun, each with its sign and grahas. The Sarvatobhadra chakra (Narapatijayacharya,
    Horaratna): the 9×9 grid of the 28 nakshatras (with Abhijit), the vowels, the letters, the signs and
    the tithi groups with their weekdays, the natal lagna and grahas in the cells of their nakshatras
    and the grahas of `date` (noon, Asia/Kathmandu; default now) in `transits`, with the vedha of the
    day's nakshatra (the Moon's): the cells it pierces straight across and along the two diagonals, and
    the natal points in them. Both can be drawn through chart-image (`chart: sudarshana |
    sarvatobhadra`).

    Cost: 5 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (ChakrasByBirthRequest | ChakrasByProfileRequest): The person by a stored profile
            (`profileId`) or by the birth data (`birth`, not stored): one of the two; the cost and the
            answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostV1ChakrasResponse200]
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
    body: ChakrasByBirthRequest | ChakrasByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | PostV1ChakrasResponse200 | None:
    """Chakras (Sudarshana and Sarvatobhadra)

     The Sudarshana chakra (BPHS ch. 21): three rings of twelve houses counted from the lagna, the Moon
    and the Sun, each with its sign and grahas. The Sarvatobhadra chakra (Narapatijayacharya,
    Horaratna): the 9×9 grid of the 28 nakshatras (with Abhijit), the vowels, the letters, the signs and
    the tithi groups with their weekdays, the natal lagna and grahas in the cells of their nakshatras
    and the grahas of `date` (noon, Asia/Kathmandu; default now) in `transits`, with the vedha of the
    day's nakshatra (the Moon's): the cells it pierces straight across and along the two diagonals, and
    the natal points in them. Both can be drawn through chart-image (`chart: sudarshana |
    sarvatobhadra`).

    Cost: 5 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (ChakrasByBirthRequest | ChakrasByProfileRequest): The person by a stored profile
            (`profileId`) or by the birth data (`birth`, not stored): one of the two; the cost and the
            answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostV1ChakrasResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ChakrasByBirthRequest | ChakrasByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | PostV1ChakrasResponse200]:
    """Chakras (Sudarshana and Sarvatobhadra)

     The Sudarshana chakra (BPHS ch. 21): three rings of twelve houses counted from the lagna, the Moon
    and the Sun, each with its sign and grahas. The Sarvatobhadra chakra (Narapatijayacharya,
    Horaratna): the 9×9 grid of the 28 nakshatras (with Abhijit), the vowels, the letters, the signs and
    the tithi groups with their weekdays, the natal lagna and grahas in the cells of their nakshatras
    and the grahas of `date` (noon, Asia/Kathmandu; default now) in `transits`, with the vedha of the
    day's nakshatra (the Moon's): the cells it pierces straight across and along the two diagonals, and
    the natal points in them. Both can be drawn through chart-image (`chart: sudarshana |
    sarvatobhadra`).

    Cost: 5 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (ChakrasByBirthRequest | ChakrasByProfileRequest): The person by a stored profile
            (`profileId`) or by the birth data (`birth`, not stored): one of the two; the cost and the
            answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostV1ChakrasResponse200]
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
    body: ChakrasByBirthRequest | ChakrasByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | PostV1ChakrasResponse200 | None:
    """Chakras (Sudarshana and Sarvatobhadra)

     The Sudarshana chakra (BPHS ch. 21): three rings of twelve houses counted from the lagna, the Moon
    and the Sun, each with its sign and grahas. The Sarvatobhadra chakra (Narapatijayacharya,
    Horaratna): the 9×9 grid of the 28 nakshatras (with Abhijit), the vowels, the letters, the signs and
    the tithi groups with their weekdays, the natal lagna and grahas in the cells of their nakshatras
    and the grahas of `date` (noon, Asia/Kathmandu; default now) in `transits`, with the vedha of the
    day's nakshatra (the Moon's): the cells it pierces straight across and along the two diagonals, and
    the natal points in them. Both can be drawn through chart-image (`chart: sudarshana |
    sarvatobhadra`).

    Cost: 5 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (ChakrasByBirthRequest | ChakrasByProfileRequest): The person by a stored profile
            (`profileId`) or by the birth data (`birth`, not stored): one of the two; the cost and the
            answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostV1ChakrasResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
