from typing import Literal

ReportKindName = Literal["compatibility", "data", "kundli", "predictions"]

REPORT_KIND_NAME_VALUES: set[ReportKindName] = {
    "compatibility",
    "data",
    "kundli",
    "predictions",
}


def check_report_kind_name(value: str) -> ReportKindName:
    if value in REPORT_KIND_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPORT_KIND_NAME_VALUES!r}")
