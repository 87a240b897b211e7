"""The commands' options, from the catalogs and the games.

Names, descriptions and choices come from the catalogs (``text``), and discord.py's
translator (:mod:`..i18n.translator`) sends the other languages with them. A command
that takes ``game:`` or a variant is built when the bot is made, from the games there
are then (:func:`command`): its options are the parameters of its handler, and every
game's variant options (:func:`~spitbot.engine.options.all_options`), given to
discord.py as the callback's signature (Python's ``__signature__``, which
:func:`inspect.signature` and so discord.py read).
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, TypeVar, get_type_hints

import discord
from discord import app_commands

from ...engine import games
from ...engine.games import all_options
from ...engine.options import TARGET_RANGE, Option
from ..i18n import text

F = TypeVar("F", bound=Callable[..., Any])
Handler = Callable[..., Awaitable[None]]
LOW, HIGH = TARGET_RANGE
EMPTY, KEYWORD = inspect.Parameter.empty, inspect.Parameter.KEYWORD_ONLY


def localised(*names: str) -> Callable[[F], F]:
    """Name and describe options from the catalogs (``opt-<name>``, ``opt-<name>-desc``)."""

    def decorate(func: F) -> F:
        keys = {name: name.replace("_", "-") for name in names}
        func = app_commands.describe(**{n: text(f"opt-{k}-desc") for n, k in keys.items()})(func)
        return app_commands.rename(**{n: text(f"opt-{k}") for n, k in keys.items()})(func)

    return decorate


def choices(option: Option) -> list[app_commands.Choice[Any]]:
    return [app_commands.Choice(name=text(option.choice_id(v)), value=v) for v in option.values]


def named(prefix: str, values: Sequence[str]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=text(f"choice-{prefix}-{v}"), value=v) for v in values]


def game_choices() -> list[app_commands.Choice[str]]:
    """Every game, as ``game:`` offers them (the default first)."""
    return named("game", [game.name for game in games()])


def variant_parameters() -> list[inspect.Parameter]:
    """Every game's variant options as a command's optional parameters, in the order the
    games list them (an option of another game is refused with a reason)."""
    made = []
    for option in all_options():
        if not option.values:
            kind: Any = app_commands.Range[int, LOW, HIGH]
        else:
            kind = int if isinstance(option.values[0], int) else str
        made.append(parameter(option.name, kind | None, None))
    return made


def parameter(
    name: str, annotation: Any, default: Any = inspect.Parameter.empty
) -> inspect.Parameter:
    return inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default,
                             annotation=annotation)  # fmt: skip


def command(
    name: str,
    handler: Handler,
    *,
    variant: bool = False,
    after: Sequence[inspect.Parameter] = (),
    picks: Mapping[str, list[app_commands.Choice[Any]]] | None = None,
) -> app_commands.Command[Any, Any, None]:
    """The command ``/spit <name>`` (``cmd-<name>`` in the catalogs) that calls
    ``handler(interaction, **options)``: its options are the handler's own parameters,
    then (``variant``) every game's variant options, then ``after``; ``game:`` offers
    every game, and ``picks`` other options' choices."""
    plain = (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)
    own = [
        p for p in list(inspect.signature(handler).parameters.values())[1:] if p.kind not in plain
    ]
    hints = get_type_hints(handler)  # the handler's annotations, evaluated
    before = [parameter(p.name, hints[p.name], p.default) for p in own]
    options = [*before, *(variant_parameters() if variant else ()), *after]

    async def callback(interaction: discord.Interaction[Any], **values: Any) -> None:
        await handler(interaction, **values)

    first = inspect.Parameter(
        "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
    )
    callback.__signature__ = inspect.Signature([first, *options])  # type: ignore[attr-defined]
    decorated: Any = localised(*(p.name for p in options))(callback)
    chosen = dict(picks or {})
    if any(p.name == "game" for p in options):
        chosen["game"] = game_choices()
    if variant:
        chosen.update({o.name: choices(o) for o in all_options() if o.values})
    if chosen:
        decorated = app_commands.choices(**chosen)(decorated)
    return app_commands.Command(
        name=text(f"cmd-{name}"), description=text(f"cmd-{name}-desc"), callback=decorated
    )
