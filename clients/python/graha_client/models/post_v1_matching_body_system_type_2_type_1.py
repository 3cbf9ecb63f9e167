from typing import Literal

PostV1MatchingBodySystemType2Type1 = Literal["ashtakoot", "dashakoot", "porutham"]

POST_V1_MATCHING_BODY_SYSTEM_TYPE_2_TYPE_1_VALUES: set[PostV1MatchingBodySystemType2Type1] = {
    "ashtakoot",
    "dashakoot",
    "porutham",
}


def check_post_v1_matching_body_system_type_2_type_1(value: str) -> PostV1MatchingBodySystemType2Type1:
    if value in POST_V1_MATCHING_BODY_SYSTEM_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_V1_MATCHING_BODY_SYSTEM_TYPE_2_TYPE_1_VALUES!r}"
    )
