from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_v1_places_locale import GetV1PlacesLocale
from ...models.get_v1_places_response_200 import GetV1PlacesResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    q: str,
    limit: int | Unset = 10,
    locale: GetV1PlacesLocale | Unset = GetV1PlacesLocale.EN,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["q"] = q

    params["limit"] = limit

    json_locale: str | Unset = UNSET
    if not isinstance(locale, Unset):
        json_locale = locale.value

    params["locale"] = json_locale

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/places",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GetV1PlacesResponse200 | None:
    if response.status_code == 200:
        response_200 = GetV1PlacesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | GetV1PlacesResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    q: str,
    limit: int | Unset = 10,
    locale: GetV1PlacesLocale | Unset = GetV1PlacesLocale.EN,
) -> Response[Error | GetV1PlacesResponse200]:
    """Search places

     Places whose name begins with `q`, to fill a birth place's `latitude`, `longitude` and `timezone`:
    cities of at least 15,000 people and capitals (GeoNames, CC BY 4.0). Case, accents and punctuation
    are ignored (`sao paulo` finds São Paulo), and a place is also found by its other names, Devanagari
    ones included (`काठमा` finds Kathmandu), and by a later word of its name (`york` finds New York
    City). Best match first: the name itself, then names beginning with `q`, then other names beginning
    with it, then a later word; the most populous first within each. With `locale` hi or ne, `name` is
    in Devanagari where the data has a Devanagari name. `q` 1 to 100 characters with a letter or digit,
    `limit` 1 to 50 (default 10), `locale` en, hi or ne (default en): 422 naming the field otherwise.
    Free.

    Args:
        q (str):
        limit (int | Unset):  Default: 10.
        locale (GetV1PlacesLocale | Unset):  Default: GetV1PlacesLocale.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetV1PlacesResponse200]
    """

    kwargs = _get_kwargs(
        q=q,
        limit=limit,
        locale=locale,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    q: str,
    limit: int | Unset = 10,
    locale: GetV1PlacesLocale | Unset = GetV1PlacesLocale.EN,
) -> Error | GetV1PlacesResponse200 | None:
    """Search places

     Places whose name begins with `q`, to fill a birth place's `latitude`, `longitude` and `timezone`:
    cities of at least 15,000 people and capitals (GeoNames, CC BY 4.0). Case, accents and punctuation
    are ignored (`sao paulo` finds São Paulo), and a place is also found by its other names, Devanagari
    ones included (`काठमा` finds Kathmandu), and by a later word of its name (`york` finds New York
    City). Best match first: the name itself, then names beginning with `q`, then other names beginning
    with it, then a later word; the most populous first within each. With `locale` hi or ne, `name` is
    in Devanagari where the data has a Devanagari name. `q` 1 to 100 characters with a letter or digit,
    `limit` 1 to 50 (default 10), `locale` en, hi or ne (default en): 422 naming the field otherwise.
    Free.

    Args:
        q (str):
        limit (int | Unset):  Default: 10.
        locale (GetV1PlacesLocale | Unset):  Default: GetV1PlacesLocale.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetV1PlacesResponse200
    """

    return sync_detailed(
        client=client,
        q=q,
        limit=limit,
        locale=locale,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    q: str,
    limit: int | Unset = 10,
    locale: GetV1PlacesLocale | Unset = GetV1PlacesLocale.EN,
) -> Response[Error | GetV1PlacesResponse200]:
    """Search places

     Places whose name begins with `q`, to fill a birth place's `latitude`, `longitude` and `timezone`:
    cities of at least 15,000 people and capitals (GeoNames, CC BY 4.0). Case, accents and punctuation
    are ignored (`sao paulo` finds São Paulo), and a place is also found by its other names, Devanagari
    ones included (`काठमा` finds Kathmandu), and by a later word of its name (`york` finds New York
    City). Best match first: the name itself, then names beginning with `q`, then other names beginning
    with it, then a later word; the most populous first within each. With `locale` hi or ne, `name` is
    in Devanagari where the data has a Devanagari name. `q` 1 to 100 characters with a letter or digit,
    `limit` 1 to 50 (default 10), `locale` en, hi or ne (default en): 422 naming the field otherwise.
    Free.

    Args:
        q (str):
        limit (int | Unset):  Default: 10.
        locale (GetV1PlacesLocale | Unset):  Default: GetV1PlacesLocale.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetV1PlacesResponse200]
    """

    kwargs = _get_kwargs(
        q=q,
        limit=limit,
        locale=locale,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    q: str,
    limit: int | Unset = 10,
    locale: GetV1PlacesLocale | Unset = GetV1PlacesLocale.EN,
) -> Error | GetV1PlacesResponse200 | None:
    """Search places

     Places whose name begins with `q`, to fill a birth place's `latitude`, `longitude` and `timezone`:
    cities of at least 15,000 people and capitals (GeoNames, CC BY 4.0). Case, accents and punctuation
    are ignored (`sao paulo` finds São Paulo), and a place is also found by its other names, Devanagari
    ones included (`काठमा` finds Kathmandu), and by a later word of its name (`york` finds New York
    City). Best match first: the name itself, then names beginning with `q`, then other names beginning
    with it, then a later word; the most populous first within each. With `locale` hi or ne, `name` is
    in Devanagari where the data has a Devanagari name. `q` 1 to 100 characters with a letter or digit,
    `limit` 1 to 50 (default 10), `locale` en, hi or ne (default en): 422 naming the field otherwise.
    Free.

    Args:
        q (str):
        limit (int | Unset):  Default: 10.
        locale (GetV1PlacesLocale | Unset):  Default: GetV1PlacesLocale.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetV1PlacesResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            q=q,
            limit=limit,
            locale=locale,
        )
    ).parsed
