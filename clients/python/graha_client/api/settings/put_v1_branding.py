from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.new_branding import NewBranding
from ...models.put_v1_branding_response_200 import PutV1BrandingResponse200
from ...types import Response


def _get_kwargs(
    *,
    body: NewBranding,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/branding",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PutV1BrandingResponse200 | None:
    if response.status_code == 200:
        response_200 = PutV1BrandingResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

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

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PutV1BrandingResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: NewBranding,
) -> Response[Error | PutV1BrandingResponse200]:
    """Set the branding

     Sets what every PDF of the account carries: `name` (required), `website`, `email`, `phone`,
    `accentColor` (#rrggbb) and `logo` (a PNG or an SVG, base64, at most 200 KB; an SVG is rasterised
    here, reading no file or address it links to). Fields left out are cleared. Free.

    Args:
        body (NewBranding): An account's branding (`PUT /v1/branding`): every field but `name` may
            be left out (or
            null), and is then cleared.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PutV1BrandingResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: NewBranding,
) -> Error | PutV1BrandingResponse200 | None:
    """Set the branding

     Sets what every PDF of the account carries: `name` (required), `website`, `email`, `phone`,
    `accentColor` (#rrggbb) and `logo` (a PNG or an SVG, base64, at most 200 KB; an SVG is rasterised
    here, reading no file or address it links to). Fields left out are cleared. Free.

    Args:
        body (NewBranding): An account's branding (`PUT /v1/branding`): every field but `name` may
            be left out (or
            null), and is then cleared.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PutV1BrandingResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: NewBranding,
) -> Response[Error | PutV1BrandingResponse200]:
    """Set the branding

     Sets what every PDF of the account carries: `name` (required), `website`, `email`, `phone`,
    `accentColor` (#rrggbb) and `logo` (a PNG or an SVG, base64, at most 200 KB; an SVG is rasterised
    here, reading no file or address it links to). Fields left out are cleared. Free.

    Args:
        body (NewBranding): An account's branding (`PUT /v1/branding`): every field but `name` may
            be left out (or
            null), and is then cleared.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PutV1BrandingResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: NewBranding,
) -> Error | PutV1BrandingResponse200 | None:
    """Set the branding

     Sets what every PDF of the account carries: `name` (required), `website`, `email`, `phone`,
    `accentColor` (#rrggbb) and `logo` (a PNG or an SVG, base64, at most 200 KB; an SVG is rasterised
    here, reading no file or address it links to). Fields left out are cleared. Free.

    Args:
        body (NewBranding): An account's branding (`PUT /v1/branding`): every field but `name` may
            be left out (or
            null), and is then cleared.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PutV1BrandingResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
