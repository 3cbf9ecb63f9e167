from typing import Literal

Node = Literal["mean", "true"]

NODE_VALUES: set[Node] = {
    "mean",
    "true",
}


def check_node(value: str) -> Node:
    if value in NODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NODE_VALUES!r}")
