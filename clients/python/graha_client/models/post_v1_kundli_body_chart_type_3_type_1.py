from typing import Literal

PostV1KundliBodyChartType3Type1 = Literal["bhava", "rasi"]

POST_V1_KUNDLI_BODY_CHART_TYPE_3_TYPE_1_VALUES: set[PostV1KundliBodyChartType3Type1] = {
    "bhava",
    "rasi",
}


def check_post_v1_kundli_body_chart_type_3_type_1(value: str) -> PostV1KundliBodyChartType3Type1:
    if value in POST_V1_KUNDLI_BODY_CHART_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_CHART_TYPE_3_TYPE_1_VALUES!r}")
