from typing import Literal

ChartStyle = Literal["north", "south"]

CHART_STYLE_VALUES: set[ChartStyle] = {
    "north",
    "south",
}


def check_chart_style(value: str) -> ChartStyle:
    if value in CHART_STYLE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHART_STYLE_VALUES!r}")
