from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.job_state_name import JobStateName
from ..models.report_kind_name import ReportKindName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook_status import WebhookStatus


T = TypeVar("T", bound="JobStatus")


@_attrs_define
class JobStatus:
    """A report job (`GET /v1/jobs/{id}`, and the `data` of its webhook).

    Attributes:
        created_at (datetime.datetime):
        download_url (None | str): Where to download the PDF (`/v1/reports/{id}`), or for `data` the JSON reply
            (`/v1/jobs/{id}/result`), once done (null before, after a failure, or once expired).
        error (None | str): Why it failed (null unless failed).
        expired (bool): The stored PDF was deleted after its retention time.
        job_id (UUID):
        kind (ReportKindName): What a report job makes.
        progress (int): Percent done, 0–100.
        size_bytes (int | None):
        state (JobStateName): Where a report job is.
        updated_at (datetime.datetime):
        webhook (None | Unset | WebhookStatus):
    """

    created_at: datetime.datetime
    download_url: None | str
    error: None | str
    expired: bool
    job_id: UUID
    kind: ReportKindName
    progress: int
    size_bytes: int | None
    state: JobStateName
    updated_at: datetime.datetime
    webhook: None | Unset | WebhookStatus = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_status import WebhookStatus  # noqa: PLC0415

        created_at = self.created_at.isoformat()

        download_url: None | str
        download_url = self.download_url

        error: None | str
        error = self.error

        expired = self.expired

        job_id = str(self.job_id)

        kind = self.kind.value

        progress = self.progress

        size_bytes: int | None
        size_bytes = self.size_bytes

        state = self.state.value

        updated_at = self.updated_at.isoformat()

        webhook: dict[str, Any] | None | Unset
        if isinstance(self.webhook, Unset):
            webhook = UNSET
        elif isinstance(self.webhook, WebhookStatus):
            webhook = self.webhook.to_dict()
        else:
            webhook = self.webhook

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "downloadUrl": download_url,
                "error": error,
                "expired": expired,
                "jobId": job_id,
                "kind": kind,
                "progress": progress,
                "sizeBytes": size_bytes,
                "state": state,
                "updatedAt": updated_at,
            }
        )
        if webhook is not UNSET:
            field_dict["webhook"] = webhook

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_status import WebhookStatus  # noqa: PLC0415

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        def _parse_download_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        download_url = _parse_download_url(d.pop("downloadUrl"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        expired = d.pop("expired")

        job_id = UUID(d.pop("jobId"))

        kind = ReportKindName(d.pop("kind"))

        progress = d.pop("progress")

        def _parse_size_bytes(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        size_bytes = _parse_size_bytes(d.pop("sizeBytes"))

        state = JobStateName(d.pop("state"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        def _parse_webhook(data: object) -> None | Unset | WebhookStatus:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_type_0 = WebhookStatus.from_dict(data)

                return webhook_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WebhookStatus, data)

        webhook = _parse_webhook(d.pop("webhook", UNSET))

        job_status = cls(
            created_at=created_at,
            download_url=download_url,
            error=error,
            expired=expired,
            job_id=job_id,
            kind=kind,
            progress=progress,
            size_bytes=size_bytes,
            state=state,
            updated_at=updated_at,
            webhook=webhook,
        )

        job_status.additional_properties = d
        return job_status

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
