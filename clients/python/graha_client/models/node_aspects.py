from typing import Literal

NodeAspects = Literal["fiveSevenNine", "seventhOnly"]

NODE_ASPECTS_VALUES: set[NodeAspects] = {
    "fiveSevenNine",
    "seventhOnly",
}


def check_node_aspects(value: str) -> NodeAspects:
    if value in NODE_ASPECTS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NODE_ASPECTS_VALUES!r}")
