"""Outcomes as data: a code and its parameters, never a sentence.

The engine and the runtime say *what* happened ("this card does not fit on
that one"); the Discord adapter's message catalogs say it in the player's
language. Every such value is a :class:`Coded` dataclass: its ``code`` is the
class name in kebab case (``DoesNotFit`` → ``does-not-fit``) and its
``params()`` are its fields, which the catalogs use as placeholders.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, ClassVar, dataclass_transform

_WORD = re.compile(r"(?<!^)(?=[A-Z])")


@dataclass_transform(eq_default=True)
class Coded:
    """Base of every coded value. Subclasses are dataclasses (made here), compared
    and hashed by their fields."""

    code: ClassVar[str] = "coded"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.code = _WORD.sub("-", cls.__name__).lower()
        dataclasses.dataclass(eq=True, unsafe_hash=True, repr=False)(cls)

    def params(self) -> dict[str, Any]:
        """The fields, by name: the placeholders of this code's message."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}  # type: ignore[arg-type]

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.params().items())
        return f"{type(self).__name__}({args})"


class Reason(Coded):
    """Why a press or a command was refused."""


class Note(Coded):
    """What just happened that a board should mention (a countdown acted, someone resigned)."""
