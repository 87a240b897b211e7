"""A variant from the options a player picked, for the game they picked."""

from __future__ import annotations

from typing import Any

from ...engine import AnyGame
from ...engine import options as variant_options
from ...engine.games import all_options, games_with
from ..i18n import GameName, OptionName
from ..replies import Refusal


def chosen_variant(game: AnyGame, base: Any, **picked: Any) -> Any:
    """The variant the options pick for ``game``; an option of another game is refused."""
    chosen = {name: value for name, value in picked.items() if value is not None}
    for option in all_options():
        owners = games_with(option)
        if option.name in chosen and game.name not in owners:
            raise Refusal("refusal-option-other-game", option=OptionName(option.name),
                          owner=GameName(owners[0]), game=game.name)  # fmt: skip
    try:
        return variant_options.make_variant(base, chosen)
    except variant_options.TargetNeedsPoints:
        raise Refusal(
            "refusal-target-needs-points",
            target=OptionName("target"),
            points=OptionName("scoring", "points"),
        ) from None
