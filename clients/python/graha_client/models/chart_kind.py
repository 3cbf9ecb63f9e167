from typing import Literal

ChartKind = Literal["bhava", "rasi"]

CHART_KIND_VALUES: set[ChartKind] = {
    "bhava",
    "rasi",
}


def check_chart_kind(value: str) -> ChartKind:
    if value in CHART_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHART_KIND_VALUES!r}")
