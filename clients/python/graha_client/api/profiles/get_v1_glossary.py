from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_v1_glossary_locale import GetV1GlossaryLocale
from ...models.get_v1_glossary_response_200 import GetV1GlossaryResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    locale: GetV1GlossaryLocale | Unset = GetV1GlossaryLocale.EN,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_locale: str | Unset = UNSET
    if not isinstance(locale, Unset):
        json_locale = locale.value

    params["locale"] = json_locale

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/glossary",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GetV1GlossaryResponse200 | None:
    if response.status_code == 200:
        response_200 = GetV1GlossaryResponse200.from_dict(response.json())

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
) -> Response[Error | GetV1GlossaryResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    locale: GetV1GlossaryLocale | Unset = GetV1GlossaryLocale.EN,
) -> Response[Error | GetV1GlossaryResponse200]:
    """Glossary

     Every name the replies carry by its English key (planets, signs, nakshatras, tithis, the panchang's
    yogas, karanas, varas, lunar and Bikram Sambat months, doshas, the chart yogas), with its display
    name in `locale`: the names the replies write beside their keys (`planetName`, `signName`,
    `nakshatraName`, `lordName`, `tithiName`…). Free.

    Args:
        locale (GetV1GlossaryLocale | Unset):  Default: GetV1GlossaryLocale.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetV1GlossaryResponse200]
    """

    kwargs = _get_kwargs(
        locale=locale,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    locale: GetV1GlossaryLocale | Unset = GetV1GlossaryLocale.EN,
) -> Error | GetV1GlossaryResponse200 | None:
    """Glossary

     Every name the replies carry by its English key (planets, signs, nakshatras, tithis, the panchang's
    yogas, karanas, varas, lunar and Bikram Sambat months, doshas, the chart yogas), with its display
    name in `locale`: the names the replies write beside their keys (`planetName`, `signName`,
    `nakshatraName`, `lordName`, `tithiName`…). Free.

    Args:
        locale (GetV1GlossaryLocale | Unset):  Default: GetV1GlossaryLocale.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetV1GlossaryResponse200
    """

    return sync_detailed(
        client=client,
        locale=locale,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    locale: GetV1GlossaryLocale | Unset = GetV1GlossaryLocale.EN,
) -> Response[Error | GetV1GlossaryResponse200]:
    """Glossary

     Every name the replies carry by its English key (planets, signs, nakshatras, tithis, the panchang's
    yogas, karanas, varas, lunar and Bikram Sambat months, doshas, the chart yogas), with its display
    name in `locale`: the names the replies write beside their keys (`planetName`, `signName`,
    `nakshatraName`, `lordName`, `tithiName`…). Free.

    Args:
        locale (GetV1GlossaryLocale | Unset):  Default: GetV1GlossaryLocale.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetV1GlossaryResponse200]
    """

    kwargs = _get_kwargs(
        locale=locale,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    locale: GetV1GlossaryLocale | Unset = GetV1GlossaryLocale.EN,
) -> Error | GetV1GlossaryResponse200 | None:
    """Glossary

     Every name the replies carry by its English key (planets, signs, nakshatras, tithis, the panchang's
    yogas, karanas, varas, lunar and Bikram Sambat months, doshas, the chart yogas), with its display
    name in `locale`: the names the replies write beside their keys (`planetName`, `signName`,
    `nakshatraName`, `lordName`, `tithiName`…). Free.

    Args:
        locale (GetV1GlossaryLocale | Unset):  Default: GetV1GlossaryLocale.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetV1GlossaryResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            locale=locale,
        )
    ).parsed
