from typing import Literal

PostV1ChartImageBodyStyleType1 = Literal["east", "north", "south"]

POST_V1_CHART_IMAGE_BODY_STYLE_TYPE_1_VALUES: set[PostV1ChartImageBodyStyleType1] = {
    "east",
    "north",
    "south",
}


def check_post_v1_chart_image_body_style_type_1(value: str) -> PostV1ChartImageBodyStyleType1:
    if value in POST_V1_CHART_IMAGE_BODY_STYLE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_CHART_IMAGE_BODY_STYLE_TYPE_1_VALUES!r}")
