from typing import Literal

JobStateName = Literal["done", "failed", "queued", "running"]

JOB_STATE_NAME_VALUES: set[JobStateName] = {
    "done",
    "failed",
    "queued",
    "running",
}


def check_job_state_name(value: str) -> JobStateName:
    if value in JOB_STATE_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {JOB_STATE_NAME_VALUES!r}")
