import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_v1_usage_group_by import GetV1UsageGroupBy
from ...models.get_v1_usage_response_200 import GetV1UsageResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    from_: datetime.date | Unset = UNSET,
    to: datetime.date | Unset = UNSET,
    group_by: GetV1UsageGroupBy | Unset = GetV1UsageGroupBy.DAY,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_from_: str | Unset = UNSET
    if not isinstance(from_, Unset):
        json_from_ = from_.isoformat()
    params["from"] = json_from_

    json_to: str | Unset = UNSET
    if not isinstance(to, Unset):
        json_to = to.isoformat()
    params["to"] = json_to

    json_group_by: str | Unset = UNSET
    if not isinstance(group_by, Unset):
        json_group_by = group_by.value

    params["groupBy"] = json_group_by

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/usage",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GetV1UsageResponse200 | None:
    if response.status_code == 200:
        response_200 = GetV1UsageResponse200.from_dict(response.json())

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
) -> Response[Error | GetV1UsageResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    from_: datetime.date | Unset = UNSET,
    to: datetime.date | Unset = UNSET,
    group_by: GetV1UsageGroupBy | Unset = GetV1UsageGroupBy.DAY,
) -> Response[Error | GetV1UsageResponse200]:
    """Usage

     The account's charged calls and the credits they cost, per UTC day (every day of the range, 0
    included) or per endpoint (most credits first). `from` and `to` are inclusive UTC days from 1900 to
    2200, `to` not before `from` and less than 366 days after it (422 otherwise); without them, the last
    30 days up to today. Failed calls and calls still running are not counted. Free.

    Args:
        from_ (datetime.date | Unset):
        to (datetime.date | Unset):
        group_by (GetV1UsageGroupBy | Unset):  Default: GetV1UsageGroupBy.DAY.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetV1UsageResponse200]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
        group_by=group_by,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    from_: datetime.date | Unset = UNSET,
    to: datetime.date | Unset = UNSET,
    group_by: GetV1UsageGroupBy | Unset = GetV1UsageGroupBy.DAY,
) -> Error | GetV1UsageResponse200 | None:
    """Usage

     The account's charged calls and the credits they cost, per UTC day (every day of the range, 0
    included) or per endpoint (most credits first). `from` and `to` are inclusive UTC days from 1900 to
    2200, `to` not before `from` and less than 366 days after it (422 otherwise); without them, the last
    30 days up to today. Failed calls and calls still running are not counted. Free.

    Args:
        from_ (datetime.date | Unset):
        to (datetime.date | Unset):
        group_by (GetV1UsageGroupBy | Unset):  Default: GetV1UsageGroupBy.DAY.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetV1UsageResponse200
    """

    return sync_detailed(
        client=client,
        from_=from_,
        to=to,
        group_by=group_by,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    from_: datetime.date | Unset = UNSET,
    to: datetime.date | Unset = UNSET,
    group_by: GetV1UsageGroupBy | Unset = GetV1UsageGroupBy.DAY,
) -> Response[Error | GetV1UsageResponse200]:
    """Usage

     The account's charged calls and the credits they cost, per UTC day (every day of the range, 0
    included) or per endpoint (most credits first). `from` and `to` are inclusive UTC days from 1900 to
    2200, `to` not before `from` and less than 366 days after it (422 otherwise); without them, the last
    30 days up to today. Failed calls and calls still running are not counted. Free.

    Args:
        from_ (datetime.date | Unset):
        to (datetime.date | Unset):
        group_by (GetV1UsageGroupBy | Unset):  Default: GetV1UsageGroupBy.DAY.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetV1UsageResponse200]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
        group_by=group_by,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    from_: datetime.date | Unset = UNSET,
    to: datetime.date | Unset = UNSET,
    group_by: GetV1UsageGroupBy | Unset = GetV1UsageGroupBy.DAY,
) -> Error | GetV1UsageResponse200 | None:
    """Usage

     The account's charged calls and the credits they cost, per UTC day (every day of the range, 0
    included) or per endpoint (most credits first). `from` and `to` are inclusive UTC days from 1900 to
    2200, `to` not before `from` and less than 366 days after it (422 otherwise); without them, the last
    30 days up to today. Failed calls and calls still running are not counted. Free.

    Args:
        from_ (datetime.date | Unset):
        to (datetime.date | Unset):
        group_by (GetV1UsageGroupBy | Unset):  Default: GetV1UsageGroupBy.DAY.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetV1UsageResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            from_=from_,
            to=to,
            group_by=group_by,
        )
    ).parsed
