from http import HTTPStatus
from io import BytesIO
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_v1_report_varshaphal_response_202 import PostV1ReportVarshaphalResponse202
from ...models.report_varshaphal_by_birth_request import ReportVarshaphalByBirthRequest
from ...models.report_varshaphal_by_profile_request import ReportVarshaphalByProfileRequest
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    *,
    body: ReportVarshaphalByBirthRequest | ReportVarshaphalByProfileRequest,
    prefer: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(prefer, Unset):
        headers["Prefer"] = prefer

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/report/varshaphal",
    }

    if isinstance(body, ReportVarshaphalByProfileRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | File | PostV1ReportVarshaphalResponse202 | None:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

        return response_200

    if response.status_code == 202:
        response_202 = PostV1ReportVarshaphalResponse202.from_dict(response.json())

        return response_202

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
) -> Response[Error | File | PostV1ReportVarshaphalResponse202]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ReportVarshaphalByBirthRequest | ReportVarshaphalByProfileRequest,
    prefer: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | File | PostV1ReportVarshaphalResponse202]:
    """Varshaphal report (PDF)

     A printable varshaphal of a year of life (`year`, as `POST /v1/varshaphal`): the cover with the
    annual and birth charts, the return and the year's key facts, the muntha and the year's lord with
    their readings, the office-holders, the Tajika yogas, the sahams, the year's readings by mudda
    period, the patyayini dasha and the two strengths.

    Cost: 50 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        prefer (str | Unset):
        idempotency_key (str | Unset):
        body (ReportVarshaphalByBirthRequest | ReportVarshaphalByProfileRequest): The person by a
            stored profile (`profileId`) or by the birth data (`birth`, not stored): one of the two;
            the cost and the answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File | PostV1ReportVarshaphalResponse202]
    """

    kwargs = _get_kwargs(
        body=body,
        prefer=prefer,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: ReportVarshaphalByBirthRequest | ReportVarshaphalByProfileRequest,
    prefer: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Error | File | PostV1ReportVarshaphalResponse202 | None:
    """Varshaphal report (PDF)

     A printable varshaphal of a year of life (`year`, as `POST /v1/varshaphal`): the cover with the
    annual and birth charts, the return and the year's key facts, the muntha and the year's lord with
    their readings, the office-holders, the Tajika yogas, the sahams, the year's readings by mudda
    period, the patyayini dasha and the two strengths.

    Cost: 50 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        prefer (str | Unset):
        idempotency_key (str | Unset):
        body (ReportVarshaphalByBirthRequest | ReportVarshaphalByProfileRequest): The person by a
            stored profile (`profileId`) or by the birth data (`birth`, not stored): one of the two;
            the cost and the answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File | PostV1ReportVarshaphalResponse202
    """

    return sync_detailed(
        client=client,
        body=body,
        prefer=prefer,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ReportVarshaphalByBirthRequest | ReportVarshaphalByProfileRequest,
    prefer: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | File | PostV1ReportVarshaphalResponse202]:
    """Varshaphal report (PDF)

     A printable varshaphal of a year of life (`year`, as `POST /v1/varshaphal`): the cover with the
    annual and birth charts, the return and the year's key facts, the muntha and the year's lord with
    their readings, the office-holders, the Tajika yogas, the sahams, the year's readings by mudda
    period, the patyayini dasha and the two strengths.

    Cost: 50 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        prefer (str | Unset):
        idempotency_key (str | Unset):
        body (ReportVarshaphalByBirthRequest | ReportVarshaphalByProfileRequest): The person by a
            stored profile (`profileId`) or by the birth data (`birth`, not stored): one of the two;
            the cost and the answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File | PostV1ReportVarshaphalResponse202]
    """

    kwargs = _get_kwargs(
        body=body,
        prefer=prefer,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ReportVarshaphalByBirthRequest | ReportVarshaphalByProfileRequest,
    prefer: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Error | File | PostV1ReportVarshaphalResponse202 | None:
    """Varshaphal report (PDF)

     A printable varshaphal of a year of life (`year`, as `POST /v1/varshaphal`): the cover with the
    annual and birth charts, the return and the year's key facts, the muntha and the year's lord with
    their readings, the office-holders, the Tajika yogas, the sahams, the year's readings by mudda
    period, the patyayini dasha and the two strengths.

    Cost: 50 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        prefer (str | Unset):
        idempotency_key (str | Unset):
        body (ReportVarshaphalByBirthRequest | ReportVarshaphalByProfileRequest): The person by a
            stored profile (`profileId`) or by the birth data (`birth`, not stored): one of the two;
            the cost and the answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File | PostV1ReportVarshaphalResponse202
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            prefer=prefer,
            idempotency_key=idempotency_key,
        )
    ).parsed
