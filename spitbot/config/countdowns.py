"""A section of settings for each game: ``SPITBOT_<GAME>_<KIND>_SECONDS`` for each
countdown the game asks for (:attr:`~spitbot.engine.game.Game.countdowns`), its default
the game's own. The sections are made with pydantic's ``create_model`` from the games
found (:func:`spitbot.engine.games`), so that a game added later has its settings
without a line here.

A game's name and its kinds become parts of variable names: they must be lowercase
letters and digits, words joined by single underscores (``fast_spit``, ``long_wait``).
An underscore is no trouble in itself (a section is found by its whole name), but two
games whose variables would read alike (a game ``fast`` with a kind ``spit_stall``, and a
game ``fast_spit`` with a kind ``stall``) are refused, by :mod:`.settings`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from pydantic import BaseModel, ConfigDict, Field, create_model

SUFFIX = "_seconds"
_NAME = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")


class Countdowns(BaseModel):
    """A game's section: ``<kind>_seconds`` for each of its countdowns."""

    # No namespace is reserved: a kind is the game's to name (model_..., say).
    model_config = ConfigDict(extra="ignore", protected_namespaces=())

    def seconds(self) -> dict[str, float]:
        """How long each kind of countdown lasts, by kind (``{"stall": 5.0}``)."""
        return {name.removesuffix(SUFFIX): float(value) for name, value in self}


def countdown_section(game: str, countdowns: Mapping[str, float]) -> type[Countdowns]:
    """The section of ``game``, whose countdowns last ``countdowns`` by default."""
    for part, what in [(game, "game"), *((kind, f"{game}'s countdown") for kind in countdowns)]:
        if not _NAME.fullmatch(part):
            raise ValueError(
                f"the {what} {part!r} cannot name a setting (SPITBOT_<GAME>_<KIND>_SECONDS): "
                "use lowercase letters and digits, words joined by single underscores"
            )
    fields: dict[str, object] = {
        f"{kind}{SUFFIX}": (float, Field(default=seconds, gt=0))
        for kind, seconds in countdowns.items()
    }
    title = "".join(word.title() for word in game.split("_"))
    return create_model(  # type: ignore[call-overload, no-any-return]
        f"{title}Countdowns", __base__=Countdowns, __module__=__name__, **fields
    )
