from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.queued_state import QueuedState

T = TypeVar("T", bound="JobAccepted")


@_attrs_define
class JobAccepted:
    """A report accepted to be made later (`Prefer: respond-async`).

    Attributes:
        job_id (UUID):
        state (QueuedState): The state of an accepted job.
        status_url (str): Where to follow it (`GET /v1/jobs/{id}`).
    """

    job_id: UUID
    state: QueuedState
    status_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        job_id = str(self.job_id)

        state = self.state.value

        status_url = self.status_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "jobId": job_id,
                "state": state,
                "statusUrl": status_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        job_id = UUID(d.pop("jobId"))

        state = QueuedState(d.pop("state"))

        status_url = d.pop("statusUrl")

        job_accepted = cls(
            job_id=job_id,
            state=state,
            status_url=status_url,
        )

        job_accepted.additional_properties = d
        return job_accepted

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
