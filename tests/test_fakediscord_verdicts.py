"""The fake's two schema validators agree: jsonschema-rs gives the verdict of every body
(fast), and only a refused body is walked by jsonschema for Discord's error tree. So for
each body, valid or not, the fast verdict must be the full walk's."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from fakediscord.validation import load_spec_validator

POST = ("post", "/channels/1/messages")
CALLBACK = ("post", "/interactions/1/token/callback")

BOARD: dict[str, Any] = {
    "flags": 1 << 15,
    "components": [
        {
            "type": 17,
            "accent_color": 5793266,
            "components": [
                {"type": 10, "content": "## 6♣︎ (7) · J♦️ (2)"},
                {
                    "type": 1,
                    "components": [
                        {"type": 2, "style": 1, "label": "⬅️ 4♠︎", "custom_id": "spit:p:a"},
                        {
                            "type": 2,
                            "style": 2,
                            "label": "4♠︎ ➡️",
                            "custom_id": "spit:p:b",
                            "disabled": True,
                        },
                    ],
                },
                {"type": 10, "content": "-# Spit · round 1"},
            ],
        }
    ],
}


def _mutated(change: str) -> dict[str, Any]:
    body = copy.deepcopy(BOARD)
    container = body["components"][0]
    button = container["components"][1]["components"][0]
    if change == "long label":
        button["label"] = "x" * 81
    elif change == "style as text":
        button["style"] = "blue"
    elif change == "no components in a row":
        del container["components"][1]["components"]
    elif change == "text display without content":
        del container["components"][0]["content"]
    elif change == "content not a string":
        body["content"] = 5
    elif change == "unknown component type":
        container["components"][0]["type"] = 99
    elif change == "custom_id too long":
        button["custom_id"] = "x" * 101
    return body


CHANGES = [
    "long label",
    "style as text",
    "no components in a row",
    "text display without content",
    "content not a string",
    "unknown component type",
    "custom_id too long",
]


@pytest.mark.parametrize("change", [None, *CHANGES])
def test_the_fast_verdict_is_the_full_walks(change: str | None) -> None:
    spec = load_spec_validator()
    body = BOARD if change is None else _mutated(change)
    for method, path in (POST, CALLBACK):
        if path == CALLBACK[1]:
            body = {"type": 4, "data": body}
        template = spec.match(path)
        assert template is not None
        full = list(spec._validator(method, template).iter_errors(body))  # type: ignore[union-attr]
        fast = spec._fast_check(method, template).is_valid(body)
        assert fast == (not full), (change, path, [e.message for e in full])
        assert (change is None) == (spec.validate(method, path, body) == [])
