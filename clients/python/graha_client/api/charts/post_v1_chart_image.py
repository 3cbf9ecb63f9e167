from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chart_image_by_birth_request import ChartImageByBirthRequest
from ...models.chart_image_by_profile_request import ChartImageByProfileRequest
from ...models.error import Error
from ...models.post_v1_chart_image_response_200 import PostV1ChartImageResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ChartImageByBirthRequest | ChartImageByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/chart-image",
    }

    if isinstance(body, ChartImageByProfileRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostV1ChartImageResponse200 | None:
    if response.status_code == 200:
        response_200 = PostV1ChartImageResponse200.from_dict(response.json())

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

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 406:
        response_406 = Error.from_dict(response.json())

        return response_406

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
) -> Response[Error | PostV1ChartImageResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ChartImageByBirthRequest | ChartImageByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | PostV1ChartImageResponse200]:
    """Chart image (SVG or PNG)

     The chart of a division (D1 to D60) drawn North, South or East Indian style (`style`). By default
    the JSON reply, the SVG (text as text) inside; with `Accept: image/svg+xml` the SVG itself, with
    `Accept: image/png` an 800 × 800 PNG, for an `<img>` as it comes (same cost; an `Accept` allowing
    none of the three is 406). `chart: bhava` draws the bhava chalit chart; `chart: sudarshana` the
    Sudarshana chakra's three rings (lagna, Moon, Sun), `chart: sarvatobhadra` the Sarvatobhadra grid
    with the natal and present grahas and the vedha of the Moon's present nakshatra tinted.

    Cost: 2 credits per successful call, none for a failed one. The reply carries `X-Credits-Charged`
    and `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (ChartImageByBirthRequest | ChartImageByProfileRequest): The person by a stored
            profile (`profileId`) or by the birth data (`birth`, not stored): one of the two; the cost
            and the answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostV1ChartImageResponse200]
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
    body: ChartImageByBirthRequest | ChartImageByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | PostV1ChartImageResponse200 | None:
    """Chart image (SVG or PNG)

     The chart of a division (D1 to D60) drawn North, South or East Indian style (`style`). By default
    the JSON reply, the SVG (text as text) inside; with `Accept: image/svg+xml` the SVG itself, with
    `Accept: image/png` an 800 × 800 PNG, for an `<img>` as it comes (same cost; an `Accept` allowing
    none of the three is 406). `chart: bhava` draws the bhava chalit chart; `chart: sudarshana` the
    Sudarshana chakra's three rings (lagna, Moon, Sun), `chart: sarvatobhadra` the Sarvatobhadra grid
    with the natal and present grahas and the vedha of the Moon's present nakshatra tinted.

    Cost: 2 credits per successful call, none for a failed one. The reply carries `X-Credits-Charged`
    and `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (ChartImageByBirthRequest | ChartImageByProfileRequest): The person by a stored
            profile (`profileId`) or by the birth data (`birth`, not stored): one of the two; the cost
            and the answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostV1ChartImageResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ChartImageByBirthRequest | ChartImageByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | PostV1ChartImageResponse200]:
    """Chart image (SVG or PNG)

     The chart of a division (D1 to D60) drawn North, South or East Indian style (`style`). By default
    the JSON reply, the SVG (text as text) inside; with `Accept: image/svg+xml` the SVG itself, with
    `Accept: image/png` an 800 × 800 PNG, for an `<img>` as it comes (same cost; an `Accept` allowing
    none of the three is 406). `chart: bhava` draws the bhava chalit chart; `chart: sudarshana` the
    Sudarshana chakra's three rings (lagna, Moon, Sun), `chart: sarvatobhadra` the Sarvatobhadra grid
    with the natal and present grahas and the vedha of the Moon's present nakshatra tinted.

    Cost: 2 credits per successful call, none for a failed one. The reply carries `X-Credits-Charged`
    and `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (ChartImageByBirthRequest | ChartImageByProfileRequest): The person by a stored
            profile (`profileId`) or by the birth data (`birth`, not stored): one of the two; the cost
            and the answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostV1ChartImageResponse200]
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
    body: ChartImageByBirthRequest | ChartImageByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | PostV1ChartImageResponse200 | None:
    """Chart image (SVG or PNG)

     The chart of a division (D1 to D60) drawn North, South or East Indian style (`style`). By default
    the JSON reply, the SVG (text as text) inside; with `Accept: image/svg+xml` the SVG itself, with
    `Accept: image/png` an 800 × 800 PNG, for an `<img>` as it comes (same cost; an `Accept` allowing
    none of the three is 406). `chart: bhava` draws the bhava chalit chart; `chart: sudarshana` the
    Sudarshana chakra's three rings (lagna, Moon, Sun), `chart: sarvatobhadra` the Sarvatobhadra grid
    with the natal and present grahas and the vedha of the Moon's present nakshatra tinted.

    Cost: 2 credits per successful call, none for a failed one. The reply carries `X-Credits-Charged`
    and `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (ChartImageByBirthRequest | ChartImageByProfileRequest): The person by a stored
            profile (`profileId`) or by the birth data (`birth`, not stored): one of the two; the cost
            and the answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostV1ChartImageResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
