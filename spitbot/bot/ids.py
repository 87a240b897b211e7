"""The bot's buttons: their custom_ids, and routing a press by its id alone.

Every custom_id carries what is needed to route the press without any
in-memory view: the match (or challenge) id, the round of the board and a
game's payload (:mod:`spitbot.bot.spit.presses` reads Spit's); a leaderboard's
page buttons carry its scope, game, page and caller (:mod:`spitbot.bot.leaderboards`).
So buttons keep working after a restart, and a press on an old board is
recognised as such.

Why our own router and not discord.py's ``DynamicItem``: a DynamicItem is only
called when its custom_id is on the message as Discord has it now, so a press
from a client that had not caught up with the latest redraw (or a forged id)
is dropped without an answer, and the player sees "This interaction failed";
here every press gets its true reason. It also rebuilds a whole View from the
message on every press. What this router relies on in discord.py is public and
pinned by ``tests/bot/test_discord_contract.py``: ``on_interaction`` sees every
component press, and a View that is finished (``View.stop()``) before it is
sent is not kept by discord.py, so nothing else answers our presses.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Awaitable, Callable, Iterator, Sequence
from typing import Any, NamedTuple, Protocol

import discord

from ..engine import find_game
from .replies import Refusal

Interaction = discord.Interaction[Any]
MATCH = r"(?P<m>[0-9a-f]{32})"
ROUND = r"(?P<r>[0-9]{1,4})"
PAYLOAD = r"(?P<p>[A-Za-z0-9]{1,16})"
ACTION = re.compile(rf"spit:a:{MATCH}:{ROUND}:{PAYLOAD}")


def action_id(match_id: str, round_no: int, payload: str) -> str:
    """A game's press on round ``round_no``'s board (or a player's panel)."""
    return f"spit:a:{match_id}:{round_no}:{payload}"


def panel_id(match_id: str) -> str:
    """Open (or reopen) the presser's private panel of the match (Spit's "My cards",
    Speed's hand)."""
    return f"spit:h:{match_id}"


def resign_id(match_id: str) -> str:
    """D4: asks for a private confirmation first."""
    return f"spit:q:{match_id}"


def resign_confirm_id(match_id: str, yes: bool) -> str:
    return f"spit:q{'y' if yes else 'n'}:{match_id}"


def table_id(match_id: str) -> str:
    """Open the live table (issue 28.4): answered with LAUNCH_ACTIVITY."""
    return f"spit:t:{match_id}"


def rematch_id(match_id: str) -> str:
    return f"spit:rm:{match_id}"


def stats_id(game: str) -> str:
    """A result card's Stats: the presser's own stats in that game, privately."""
    return f"spit:st:{game}"


PRIVACY_STEPS = {"erase": "e", "yes": "y", "no": "n"}


def privacy_id(owner: int, step: str) -> str:
    """A ``/spit privacy`` button: ``erase`` asks once more, ``yes`` erases, ``no`` keeps;
    only ``owner``, whose data it is, may press it (:mod:`.privacy`)."""
    return f"spit:pv{PRIVACY_STEPS[step]}:{owner}"


EVENT_STEPS = {"join": "j", "leave": "l", "begin": "b"}
"""An event's buttons: join, leave, begin (a Swiss's organiser starts it)."""


def event_id(event: str, step: str) -> str:
    """An arena's or a Swiss's button (issue 29): its event and what it does."""
    return f"spit:ev:{event}:{EVENT_STEPS[step]}"


def _event_step(letter: str) -> str:
    return next(step for step, shown in EVENT_STEPS.items() if shown == letter)


def challenge_id(challenge: str, accept: bool) -> str:
    return f"spit:c:{challenge}:{'a' if accept else 'd'}"


LEADERBOARD = re.compile(
    r"spit:lb:(?P<scope>[sg]):(?P<game>[a-z]{1,12}):(?P<page>[0-9]{1,7}):(?P<caller>[0-9]{1,20})"
)


def leaderboard_id(everywhere: bool, game: str, page: int, caller: int) -> str:
    """A leaderboard's page button: its scope (``s`` this server, ``g`` everywhere),
    its game, the page it leads to, and whose row the leaderboard keeps showing (the
    user who asked for it). Anyone may press it."""
    return f"spit:lb:{'g' if everywhere else 's'}:{game}:{page}:{caller}"


def components_of(message: discord.Message | None) -> Iterator[Any]:
    """Every component of ``message`` as Discord has it, depth first: a classic
    message's rows and their buttons, a Components V2 message's containers, sections
    and rows and what they hold."""
    if message is None:
        return
    stack = list(reversed(message.components))
    while stack:
        item = stack.pop()
        yield item
        inner = list(getattr(item, "children", ()) or ())
        accessory = getattr(item, "accessory", None)
        if accessory is not None:
            inner.append(accessory)
        stack.extend(reversed(inner))


def custom_id(interaction: Interaction) -> str:
    """The custom_id a press names (it may be stale, or forged: the message is the judge)."""
    data: dict[str, Any] = dict(interaction.data or {})
    return str(data.get("custom_id", ""))


def shown_round(message: discord.Message | None, match_id: str) -> int | None:
    """The round a message's board shows, read from its own buttons as Discord sent
    them (a press's custom_id may be stale or forged; the message is not)."""
    for item in components_of(message):
        found = ACTION.fullmatch(getattr(item, "custom_id", None) or "")
        if found and found["m"] == match_id:
            return int(found["r"])
    return None


def pressed_on(message: discord.Message | None, custom_id: str) -> bool | None:
    """Whether ``custom_id`` is one of ``message``'s own buttons as Discord has the message
    now (a press names its custom_id itself, so it may be forged): True, it is; False, the
    message shows other buttons; None, it shows none (its buttons were taken off by an
    edit the presser's client had not caught up with, or it never had any)."""
    ids = [getattr(item, "custom_id", None) for item in components_of(message)]
    if not any(ids):
        return None
    return custom_id in ids


class Buttons(Protocol):
    """Where each of the bot's buttons goes (:class:`~.controller.Controller`)."""

    async def on_action(
        self, interaction: Interaction, match_id: str, round_no: int, payload: str
    ) -> None: ...

    async def on_panel(self, interaction: Interaction, match_id: str) -> None: ...

    async def on_resign_asked(self, interaction: Interaction, match_id: str) -> None: ...

    async def on_resign_confirmed(
        self, interaction: Interaction, match_id: str, yes: bool
    ) -> None: ...

    async def on_rematch(self, interaction: Interaction, match_id: str) -> None: ...

    async def on_table(self, interaction: Interaction, match_id: str) -> None: ...

    async def on_challenge_answer(
        self, interaction: Interaction, challenge_id: str, accept: bool
    ) -> None: ...

    async def on_leaderboard_page(
        self, interaction: Interaction, everywhere: bool, game: str, page: int, caller: int
    ) -> None: ...

    async def on_stats(self, interaction: Interaction, game: str) -> None: ...

    async def on_privacy(self, interaction: Interaction, owner: int, step: str) -> None: ...

    async def on_event(self, interaction: Interaction, event_id: str, step: str) -> None: ...

    async def on_foreign_component(self, interaction: Interaction) -> None: ...


def shown_here(
    message: discord.Message | None, custom_id: str, gone: Refusal | None = None
) -> bool:
    """Whether the message a press was made on shows its id, checked before anything is
    done for it. One that shows other buttons never had it (a forged id, or one pressed
    on another message): refused privately, nothing edited. One with no buttons left (an
    edit took them off before the presser's client caught up) is refused with ``gone``;
    without ``gone``, False: the caller finds the true reason, and must not edit it."""
    on = pressed_on(message, custom_id)
    if on is False:
        raise Refusal("refusal-unknown-button")
    if on is None and gone is not None:
        raise gone
    return bool(on)


def check_standings_button(message: discord.Message | None, custom_id: str, game: str) -> None:
    """A leaderboard's page or a result card's **My stats** is answered only when the
    message pressed shows that button, of a game there is (not one uninstalled since):
    else it is an unknown button, and nothing is edited."""
    unknown = Refusal("refusal-unknown-button")
    shown_here(message, custom_id, gone=unknown)
    try:
        find_game(game)
    except KeyError:
        raise unknown from None


Handler = Callable[[Buttons, Interaction, re.Match[str]], Awaitable[None]]


def _privacy_step(letter: str) -> str:
    return next(step for step, shown in PRIVACY_STEPS.items() if shown == letter)


class Route(NamedTuple):
    """Which presses go where: ``kind`` names them (in metrics)."""

    kind: str
    pattern: re.Pattern[str]
    handler: Handler


ROUTES: list[Route] = [
    Route("play", ACTION, lambda c, i, m: c.on_action(i, m["m"], int(m["r"]), m["p"])),
    Route("hand", re.compile(rf"spit:h:{MATCH}"), lambda c, i, m: c.on_panel(i, m["m"])),
    Route("resign", re.compile(rf"spit:q:{MATCH}"), lambda c, i, m: c.on_resign_asked(i, m["m"])),
    Route(
        "resign",
        re.compile(rf"spit:q(?P<yes>[yn]):{MATCH}"),
        lambda c, i, m: c.on_resign_confirmed(i, m["m"], m["yes"] == "y"),
    ),
    Route("rematch", re.compile(rf"spit:rm:{MATCH}"), lambda c, i, m: c.on_rematch(i, m["m"])),
    Route("table", re.compile(rf"spit:t:{MATCH}"), lambda c, i, m: c.on_table(i, m["m"])),
    Route(
        "challenge",
        re.compile(r"spit:c:(?P<c>[0-9a-f]{16}):(?P<a>[ad])"),
        lambda c, i, m: c.on_challenge_answer(i, m["c"], m["a"] == "a"),
    ),
    Route(
        "leaderboard",
        LEADERBOARD,
        lambda c, i, m: c.on_leaderboard_page(
            i, m["scope"] == "g", m["game"], int(m["page"]), int(m["caller"])
        ),
    ),
    Route(
        "stats", re.compile(r"spit:st:(?P<g>[a-z]{1,12})"), lambda c, i, m: c.on_stats(i, m["g"])
    ),
    Route(
        "privacy",
        re.compile(r"spit:pv(?P<step>[eyn]):(?P<owner>[0-9]{1,20})"),
        lambda c, i, m: c.on_privacy(i, int(m["owner"]), _privacy_step(m["step"])),
    ),
    Route(
        "event",
        re.compile(r"spit:ev:(?P<e>[0-9a-f]{16}):(?P<s>[jlb])"),
        lambda c, i, m: c.on_event(i, m["e"], _event_step(m["s"])),
    ),
]
FOREIGN = "foreign"
"""The kind of a press that is not on one of SpitBot's buttons."""


def kind_of(custom_id: str) -> tuple[str, str | None]:
    """What a press is (a route's kind, or :data:`FOREIGN`) and the match it names."""
    for route in ROUTES:
        found = route.pattern.fullmatch(custom_id)
        if found:
            return route.kind, found.groupdict().get("m")
    return FOREIGN, None


async def route(buttons: Buttons, interaction: Interaction, custom_id: str) -> None:
    """Hand a press to where its custom_id says; refuse what is not ours."""
    for entry in ROUTES:
        match = entry.pattern.fullmatch(custom_id)
        if match:
            await entry.handler(buttons, interaction, match)
            return
    await buttons.on_foreign_component(interaction)


class Button(NamedTuple):
    """What one button shows and does."""

    custom_id: str
    label: str
    style: discord.ButtonStyle = discord.ButtonStyle.secondary
    disabled: bool = False
    emoji: str | None = None


def buttons(rows: Sequence[Sequence[Button]]) -> discord.ui.View:
    """A finished view of these rows of buttons, to send as it is.

    It is stopped before it is sent, so discord.py keeps no state for it: its
    presses reach ``on_interaction`` and :func:`route` alone. A board is drawn anew
    on every press, and most of its buttons are the ones the last drawing had, so each
    button is made once (:func:`made`).
    """
    view = discord.ui.View(timeout=None)
    for number, row in enumerate(rows):
        for spec in row:
            view.add_item(made(spec, number))
    view.stop()
    return view


@functools.lru_cache(maxsize=8192)
def made(spec: Button, row: int | None = None) -> discord.ui.Button[Any]:
    """The discord.py button of ``spec``, in a classic message's ``row`` (None: in a
    Components V2 row, :mod:`.layout`), made once: a finished view's buttons are only
    ever read, to send them, and a discord.py button takes six times longer to make than
    to add. Most of a board's buttons are the ones its last drawing had."""
    return discord.ui.Button(
        style=spec.style,
        label=spec.label,
        custom_id=spec.custom_id,
        disabled=spec.disabled,
        emoji=spec.emoji,
        row=row,
    )
