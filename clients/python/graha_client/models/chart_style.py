from typing import Literal

ChartStyle = Literal["east", "north", "south"]

CHART_STYLE_VALUES: set[ChartStyle] = {
    "east",
    "north",
    "south",
}


def check_chart_style(value: str) -> ChartStyle:
    if value in CHART_STYLE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHART_STYLE_VALUES!r}")
