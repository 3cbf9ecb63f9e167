from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_v1_varshaphal_response_200 import PostV1VarshaphalResponse200
from ...models.varshaphal_by_birth_request import VarshaphalByBirthRequest
from ...models.varshaphal_by_profile_request import VarshaphalByProfileRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: VarshaphalByBirthRequest | VarshaphalByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/varshaphal",
    }

    if isinstance(body, VarshaphalByProfileRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostV1VarshaphalResponse200 | None:
    if response.status_code == 200:
        response_200 = PostV1VarshaphalResponse200.from_dict(response.json())

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
) -> Response[Error | PostV1VarshaphalResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: VarshaphalByBirthRequest | VarshaphalByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | PostV1VarshaphalResponse200]:
    """Varshaphal (Tajika annual chart)

     The chart of the year of life that begins when the sidereal Sun returns to its natal longitude
    (Tajika Neelakanthi): the return moment to the second (Newton steps on the Sun, not a table) and the
    next one, the annual chart at the birth place, whether the year begins by day; the muntha (the birth
    ascendant's sign moved one sign a year) with its house, lord and reading; the five office-holders
    (muntha lord, lords of the birth and the year's ascendants, tri-rashi pati, din-ratri pati) with
    their pancha-vargeeya bala and the year's lord (the strongest of those aspecting the year's
    ascendant) with its reason and reading; the Tajika aspects of the seven grahas (by sign, orb as the
    distance of their degrees, within the mean of their deeptamsas, applying or separating) and the
    Tajika yogas formed (Ikkavala, Induvara, Ithasala, Eesarpha, Nakta, Yamaya, Manahoo, Kamboola,
    Gairi-kamboola, Khallasara, Radda, Duhphali-kuttha, Dutthottha-davira, Tambira, Kuttha, Durapha); 36
    sahams (Punya first) by the day or night formula with the 30° rule; the mudda dasha (Vimshottari
    compressed into the year, from the natal Moon's nakshatra advanced by the completed years, with sub-
    periods and a reading for each period) and the patyayini dasha (the ascendant and the seven grahas
    by their degrees in their signs); harsha bala and pancha-vargeeya bala. `year` is the Gregorian year
    the return falls in (default: the year of life in progress now).

    Cost: 10 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (VarshaphalByBirthRequest | VarshaphalByProfileRequest): The person by a stored
            profile (`profileId`) or by the birth data (`birth`, not stored): one of the two; the cost
            and the answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostV1VarshaphalResponse200]
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
    body: VarshaphalByBirthRequest | VarshaphalByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | PostV1VarshaphalResponse200 | None:
    """Varshaphal (Tajika annual chart)

     The chart of the year of life that begins when the sidereal Sun returns to its natal longitude
    (Tajika Neelakanthi): the return moment to the second (Newton steps on the Sun, not a table) and the
    next one, the annual chart at the birth place, whether the year begins by day; the muntha (the birth
    ascendant's sign moved one sign a year) with its house, lord and reading; the five office-holders
    (muntha lord, lords of the birth and the year's ascendants, tri-rashi pati, din-ratri pati) with
    their pancha-vargeeya bala and the year's lord (the strongest of those aspecting the year's
    ascendant) with its reason and reading; the Tajika aspects of the seven grahas (by sign, orb as the
    distance of their degrees, within the mean of their deeptamsas, applying or separating) and the
    Tajika yogas formed (Ikkavala, Induvara, Ithasala, Eesarpha, Nakta, Yamaya, Manahoo, Kamboola,
    Gairi-kamboola, Khallasara, Radda, Duhphali-kuttha, Dutthottha-davira, Tambira, Kuttha, Durapha); 36
    sahams (Punya first) by the day or night formula with the 30° rule; the mudda dasha (Vimshottari
    compressed into the year, from the natal Moon's nakshatra advanced by the completed years, with sub-
    periods and a reading for each period) and the patyayini dasha (the ascendant and the seven grahas
    by their degrees in their signs); harsha bala and pancha-vargeeya bala. `year` is the Gregorian year
    the return falls in (default: the year of life in progress now).

    Cost: 10 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (VarshaphalByBirthRequest | VarshaphalByProfileRequest): The person by a stored
            profile (`profileId`) or by the birth data (`birth`, not stored): one of the two; the cost
            and the answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostV1VarshaphalResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: VarshaphalByBirthRequest | VarshaphalByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | PostV1VarshaphalResponse200]:
    """Varshaphal (Tajika annual chart)

     The chart of the year of life that begins when the sidereal Sun returns to its natal longitude
    (Tajika Neelakanthi): the return moment to the second (Newton steps on the Sun, not a table) and the
    next one, the annual chart at the birth place, whether the year begins by day; the muntha (the birth
    ascendant's sign moved one sign a year) with its house, lord and reading; the five office-holders
    (muntha lord, lords of the birth and the year's ascendants, tri-rashi pati, din-ratri pati) with
    their pancha-vargeeya bala and the year's lord (the strongest of those aspecting the year's
    ascendant) with its reason and reading; the Tajika aspects of the seven grahas (by sign, orb as the
    distance of their degrees, within the mean of their deeptamsas, applying or separating) and the
    Tajika yogas formed (Ikkavala, Induvara, Ithasala, Eesarpha, Nakta, Yamaya, Manahoo, Kamboola,
    Gairi-kamboola, Khallasara, Radda, Duhphali-kuttha, Dutthottha-davira, Tambira, Kuttha, Durapha); 36
    sahams (Punya first) by the day or night formula with the 30° rule; the mudda dasha (Vimshottari
    compressed into the year, from the natal Moon's nakshatra advanced by the completed years, with sub-
    periods and a reading for each period) and the patyayini dasha (the ascendant and the seven grahas
    by their degrees in their signs); harsha bala and pancha-vargeeya bala. `year` is the Gregorian year
    the return falls in (default: the year of life in progress now).

    Cost: 10 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (VarshaphalByBirthRequest | VarshaphalByProfileRequest): The person by a stored
            profile (`profileId`) or by the birth data (`birth`, not stored): one of the two; the cost
            and the answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostV1VarshaphalResponse200]
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
    body: VarshaphalByBirthRequest | VarshaphalByProfileRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | PostV1VarshaphalResponse200 | None:
    """Varshaphal (Tajika annual chart)

     The chart of the year of life that begins when the sidereal Sun returns to its natal longitude
    (Tajika Neelakanthi): the return moment to the second (Newton steps on the Sun, not a table) and the
    next one, the annual chart at the birth place, whether the year begins by day; the muntha (the birth
    ascendant's sign moved one sign a year) with its house, lord and reading; the five office-holders
    (muntha lord, lords of the birth and the year's ascendants, tri-rashi pati, din-ratri pati) with
    their pancha-vargeeya bala and the year's lord (the strongest of those aspecting the year's
    ascendant) with its reason and reading; the Tajika aspects of the seven grahas (by sign, orb as the
    distance of their degrees, within the mean of their deeptamsas, applying or separating) and the
    Tajika yogas formed (Ikkavala, Induvara, Ithasala, Eesarpha, Nakta, Yamaya, Manahoo, Kamboola,
    Gairi-kamboola, Khallasara, Radda, Duhphali-kuttha, Dutthottha-davira, Tambira, Kuttha, Durapha); 36
    sahams (Punya first) by the day or night formula with the 30° rule; the mudda dasha (Vimshottari
    compressed into the year, from the natal Moon's nakshatra advanced by the completed years, with sub-
    periods and a reading for each period) and the patyayini dasha (the ascendant and the seven grahas
    by their degrees in their signs); harsha bala and pancha-vargeeya bala. `year` is the Gregorian year
    the return falls in (default: the year of life in progress now).

    Cost: 10 credits per successful call, none for a failed one. Needs the personal consumer plan or
    higher (403 `plan_upgrade_required` otherwise). The reply carries `X-Credits-Charged` and
    `X-Credits-Remaining`.

    Args:
        idempotency_key (str | Unset):
        body (VarshaphalByBirthRequest | VarshaphalByProfileRequest): The person by a stored
            profile (`profileId`) or by the birth data (`birth`, not stored): one of the two; the cost
            and the answer are the same.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostV1VarshaphalResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
