"""What the games' live tables share (issue 28): cards and events as JSON
(docs/table.md: a card is its notation, ``"TD"``; an event its kind and fields)."""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

from ..engine import Card, card_name
from .i18n import plain


def card(value: Card | None) -> str | None:
    return None if value is None else card_name(value)


TIMER = "⏱"
"""Where a Discord time stood in a message: the client shows the seconds left there,
from the state's ``countdown.deadline_ms``."""


def words(text: str) -> str:
    """A catalog message as the table shows it: text, not Discord's markdown (bold marks
    and escapes taken out; a user's name is shown as written; a Discord time is
    :data:`TIMER`)."""
    text = re.sub(r"<t:-?\d+(?::[tTdDfFR])?>", TIMER, text)
    return plain(re.sub(r"(?<!\\)(\*\*|__|~~)", "", text))


def kind(event: Any) -> str:
    """``CardPlayed`` → ``card-played``."""
    return re.sub(r"(?<!^)(?=[A-Z])", "-", type(event).__name__).lower()


def event(value: Any, **extra: Any) -> dict[str, Any]:
    """An event's kind and fields; fields called ``card`` or ``cards`` are cards. A game
    adds where a card came from and went (``extra``)."""
    out: dict[str, Any] = {"kind": kind(value)}
    if is_dataclass(value):
        for item in fields(value):
            field_value = getattr(value, item.name)
            if item.name == "card":
                field_value = card(field_value)
            elif item.name == "cards":
                field_value = [card(c) for c in field_value]
            else:
                field_value = _json(field_value)
            out[item.name] = field_value
    out.update(extra)
    return out


def _json(value: Any) -> Any:
    """A field's value as JSON: an enum by its value, a record by its fields."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple) and hasattr(value, "_asdict"):  # a NamedTuple
        return {key: _json(item) for key, item in value._asdict().items()}
    if isinstance(value, tuple | list):
        return [_json(item) for item in value]
    if is_dataclass(value) and not isinstance(value, type):
        return {item.name: _json(getattr(value, item.name)) for item in fields(value)}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return str(value)
