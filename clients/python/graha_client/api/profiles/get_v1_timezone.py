from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_v1_timezone_response_200 import GetV1TimezoneResponse200
from ...types import UNSET, Response


def _get_kwargs(
    *,
    latitude: float,
    longitude: float,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["latitude"] = latitude

    params["longitude"] = longitude

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/timezone",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GetV1TimezoneResponse200 | None:
    if response.status_code == 200:
        response_200 = GetV1TimezoneResponse200.from_dict(response.json())

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
) -> Response[Error | GetV1TimezoneResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    latitude: float,
    longitude: float,
) -> Response[Error | GetV1TimezoneResponse200]:
    """Time zone of a point

     The IANA time zone in force at `latitude`, `longitude` (degrees, north and east positive), from
    time-zone boundary data (timezone-boundary-builder, © OpenStreetMap contributors, ODbL; within about
    111 m of the exact boundaries): a name every body taking `timezone` accepts. A point at sea gets its
    nautical zone, `Etc/GMT-5` for UTC+5 (POSIX's sign, east of Greenwich negative). A coordinate
    missing or out of range is refused with 422 naming it. Free.

    Args:
        latitude (float):
        longitude (float):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetV1TimezoneResponse200]
    """

    kwargs = _get_kwargs(
        latitude=latitude,
        longitude=longitude,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    latitude: float,
    longitude: float,
) -> Error | GetV1TimezoneResponse200 | None:
    """Time zone of a point

     The IANA time zone in force at `latitude`, `longitude` (degrees, north and east positive), from
    time-zone boundary data (timezone-boundary-builder, © OpenStreetMap contributors, ODbL; within about
    111 m of the exact boundaries): a name every body taking `timezone` accepts. A point at sea gets its
    nautical zone, `Etc/GMT-5` for UTC+5 (POSIX's sign, east of Greenwich negative). A coordinate
    missing or out of range is refused with 422 naming it. Free.

    Args:
        latitude (float):
        longitude (float):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetV1TimezoneResponse200
    """

    return sync_detailed(
        client=client,
        latitude=latitude,
        longitude=longitude,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    latitude: float,
    longitude: float,
) -> Response[Error | GetV1TimezoneResponse200]:
    """Time zone of a point

     The IANA time zone in force at `latitude`, `longitude` (degrees, north and east positive), from
    time-zone boundary data (timezone-boundary-builder, © OpenStreetMap contributors, ODbL; within about
    111 m of the exact boundaries): a name every body taking `timezone` accepts. A point at sea gets its
    nautical zone, `Etc/GMT-5` for UTC+5 (POSIX's sign, east of Greenwich negative). A coordinate
    missing or out of range is refused with 422 naming it. Free.

    Args:
        latitude (float):
        longitude (float):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetV1TimezoneResponse200]
    """

    kwargs = _get_kwargs(
        latitude=latitude,
        longitude=longitude,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    latitude: float,
    longitude: float,
) -> Error | GetV1TimezoneResponse200 | None:
    """Time zone of a point

     The IANA time zone in force at `latitude`, `longitude` (degrees, north and east positive), from
    time-zone boundary data (timezone-boundary-builder, © OpenStreetMap contributors, ODbL; within about
    111 m of the exact boundaries): a name every body taking `timezone` accepts. A point at sea gets its
    nautical zone, `Etc/GMT-5` for UTC+5 (POSIX's sign, east of Greenwich negative). A coordinate
    missing or out of range is refused with 422 naming it. Free.

    Args:
        latitude (float):
        longitude (float):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetV1TimezoneResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            latitude=latitude,
            longitude=longitude,
        )
    ).parsed
