from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_v1_jobs_id_result_response_200 import GetV1JobsIdResultResponse200
from ...types import Response


def _get_kwargs(
    id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/jobs/{id}/result".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GetV1JobsIdResultResponse200 | None:
    if response.status_code == 200:
        response_200 = GetV1JobsIdResultResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

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
) -> Response[Error | GetV1JobsIdResultResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[Error | GetV1JobsIdResultResponse200]:
    """A kundli made later

     The JSON of a `POST /v1/kundli` answered later (`Prefer: respond-async`; the job's kind `data`): the
    reply a synchronous call gives (free: paid when made). 404 until the job is done, for a report (its
    PDF is at `/v1/reports/{id}`), and once expired.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetV1JobsIdResultResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
) -> Error | GetV1JobsIdResultResponse200 | None:
    """A kundli made later

     The JSON of a `POST /v1/kundli` answered later (`Prefer: respond-async`; the job's kind `data`): the
    reply a synchronous call gives (free: paid when made). 404 until the job is done, for a report (its
    PDF is at `/v1/reports/{id}`), and once expired.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetV1JobsIdResultResponse200
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[Error | GetV1JobsIdResultResponse200]:
    """A kundli made later

     The JSON of a `POST /v1/kundli` answered later (`Prefer: respond-async`; the job's kind `data`): the
    reply a synchronous call gives (free: paid when made). 404 until the job is done, for a report (its
    PDF is at `/v1/reports/{id}`), and once expired.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetV1JobsIdResultResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
) -> Error | GetV1JobsIdResultResponse200 | None:
    """A kundli made later

     The JSON of a `POST /v1/kundli` answered later (`Prefer: respond-async`; the job's kind `data`): the
    reply a synchronous call gives (free: paid when made). 404 until the job is done, for a report (its
    PDF is at `/v1/reports/{id}`), and once expired.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetV1JobsIdResultResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
