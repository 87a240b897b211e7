"""The bot's buttons: their custom_ids, and routing a press by its id alone.

Every custom_id carries what is needed to route the press without any
in-memory view: the match (or challenge) id, the round of the board and the
play. So buttons keep working after a restart, and a press on an old board
is recognised as stale. Views are sent already stopped, so discord.py keeps
no per-message state for them; :func:`route` (called from ``on_interaction``)
hands each press to the :class:`~.controller.Controller`, which answers it
exactly once. A custom_id that matches no template (a forged or foreign id)
is refused privately.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from .controller import Controller

Interaction = discord.Interaction[Any]
MATCH = r"(?P<m>[0-9a-f]{32})"
ROUND = r"(?P<r>[0-9]{1,4})"


def play_id(match_id: str, round_no: int, seat: int, stock: int, pile: int) -> str:
    """S5a, D6: one press plays this stockpile's top onto this pile."""
    return f"spit:p:{match_id}:{round_no}:{seat}{stock}{pile}"


def spit_id(match_id: str, round_no: int) -> str:
    """S4, S7: call "Spit!"."""
    return f"spit:s:{match_id}:{round_no}"


def slap_id(match_id: str, round_no: int, pile: int) -> str:
    """S10: slap a pile (V2: take it)."""
    return f"spit:l:{match_id}:{round_no}:{pile}"


def resign_id(match_id: str) -> str:
    """D4: asks for a private confirmation first."""
    return f"spit:q:{match_id}"


def resign_confirm_id(match_id: str, yes: bool) -> str:
    return f"spit:q{'y' if yes else 'n'}:{match_id}"


def rematch_id(match_id: str) -> str:
    return f"spit:rm:{match_id}"


def challenge_id(challenge: str, accept: bool) -> str:
    return f"spit:c:{challenge}:{'a' if accept else 'd'}"


Handler = Callable[["Controller", Interaction, re.Match[str]], Awaitable[None]]

ROUTES: list[tuple[re.Pattern[str], Handler]] = [
    (
        re.compile(rf"spit:p:{MATCH}:{ROUND}:(?P<seat>[01])(?P<stock>[0-4])(?P<pile>[01])"),
        lambda c, i, m: c.on_play(
            i, m["m"], int(m["r"]), int(m["seat"]), int(m["stock"]), int(m["pile"])
        ),
    ),
    (re.compile(rf"spit:s:{MATCH}:{ROUND}"), lambda c, i, m: c.on_spit(i, m["m"], int(m["r"]))),
    (
        re.compile(rf"spit:l:{MATCH}:{ROUND}:(?P<pile>[01])"),
        lambda c, i, m: c.on_slap(i, m["m"], int(m["r"]), int(m["pile"])),
    ),
    (re.compile(rf"spit:q:{MATCH}"), lambda c, i, m: c.on_resign_asked(i, m["m"])),
    (
        re.compile(rf"spit:q(?P<yes>[yn]):{MATCH}"),
        lambda c, i, m: c.on_resign_confirmed(i, m["m"], m["yes"] == "y"),
    ),
    (re.compile(rf"spit:rm:{MATCH}"), lambda c, i, m: c.on_rematch(i, m["m"])),
    (
        re.compile(r"spit:c:(?P<c>[0-9a-f]{16}):(?P<a>[ad])"),
        lambda c, i, m: c.on_challenge_answer(i, m["c"], m["a"] == "a"),
    ),
]


async def route(controller: Controller, interaction: Interaction, custom_id: str) -> None:
    """Hand a press to the controller by its custom_id; refuse what is not ours."""
    for pattern, handler in ROUTES:
        match = pattern.fullmatch(custom_id)
        if match:
            await handler(controller, interaction, match)
            return
    await controller.on_foreign_component(interaction)


Component = dict[str, Any]


def button(
    custom_id: str,
    label: str,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    *,
    emoji: str | None = None,
    disabled: bool = False,
) -> Component:
    """A button's payload, as Discord's API takes it."""
    payload: Component = {
        "type": discord.ComponentType.button.value,
        "style": style.value,
        "label": label,
        "custom_id": custom_id,
        "disabled": disabled,
    }
    if emoji:
        payload["emoji"] = {"name": emoji}
    return payload


class Buttons(discord.ui.View):
    """Rows of button payloads, sent as they are.

    A board is redrawn on every press; building 25 ``discord.ui.Button``
    objects for it each time cost more than the rest of the press. discord.py
    serialises a view through :meth:`to_components`, so this view hands it
    the payloads directly. It is finished from the start: discord.py keeps no
    state for it, and presses are routed by custom_id (:func:`route`).
    """

    def __init__(self, *rows: list[Component]) -> None:
        super().__init__(timeout=None)
        self._rows = [{"type": 1, "components": row} for row in rows if row]
        self.stop()

    def to_components(self) -> list[dict[str, Any]]:
        return self._rows

    def is_dispatchable(self) -> bool:
        return False

    def has_components_v2(self) -> bool:
        return False
