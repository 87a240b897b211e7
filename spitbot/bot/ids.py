"""The bot's buttons and their custom_ids.

Every custom_id carries what is needed to route the press without the
in-memory view (``discord.ui.DynamicItem``): the match (or challenge) id, the
round of the board and the play. So buttons keep working after a restart,
and a press on an old board is recognised as stale. All ids start with
``spit:``; anything else that reaches us, or a ``spit:`` id that matches no
template, is refused privately (see ``controller.on_foreign_component``).
Each callback hands over to the :class:`~.controller.Controller`, which
answers every interaction exactly once.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from .controller import Controller

MATCH = r"(?P<m>[0-9a-f]{32})"
ROUND = r"(?P<r>[0-9]{1,4})"
PLAY = rf"spit:p:{MATCH}:{ROUND}:(?P<seat>[01])(?P<stock>[0-4])(?P<pile>[01])"
SPIT = rf"spit:s:{MATCH}:{ROUND}"
SLAP = rf"spit:l:{MATCH}:{ROUND}:(?P<pile>[01])"
RESIGN = rf"spit:q:{MATCH}"
RESIGN_CONFIRM = rf"spit:q(?P<yes>[yn]):{MATCH}"
REMATCH = rf"spit:rm:{MATCH}"
CHALLENGE = r"spit:c:(?P<c>[0-9a-f]{16}):(?P<a>[ad])"
Button = discord.ui.DynamicItem[discord.ui.Button[Any]]


def controller(interaction: discord.Interaction[Any]) -> Controller:
    return interaction.client.controller  # type: ignore[no-any-return]


class PlayButton(Button, template=PLAY):
    """S5a, D6: one press plays this stockpile's top onto this pile."""

    def __init__(
        self,
        match_id: str,
        round_no: int,
        seat: int,
        stock: int,
        pile: int,
        label: str = "·",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        *,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        custom_id = f"spit:p:{match_id}:{round_no}:{seat}{stock}{pile}"
        super().__init__(
            discord.ui.Button(
                label=label, style=style, custom_id=custom_id, disabled=disabled, row=row
            )
        )
        self.match_id, self.round_no = match_id, round_no
        self.seat, self.stock, self.pile = seat, stock, pile

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> PlayButton:
        return cls(
            match["m"], int(match["r"]), int(match["seat"]), int(match["stock"]), int(match["pile"])
        )

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await controller(interaction).on_play(
            interaction, self.match_id, self.round_no, self.seat, self.stock, self.pile
        )


class SpitButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"spit:s:{MATCH}:{ROUND}"
):
    """S4, S7: call "Spit!"."""

    def __init__(self, match_id: str, round_no: int, *, disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label="Spit!",
                emoji="💦",
                style=discord.ButtonStyle.success,
                custom_id=f"spit:s:{match_id}:{round_no}",
                disabled=disabled,
                row=4,
            )
        )
        self.match_id, self.round_no = match_id, round_no

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> SpitButton:
        return cls(match["m"], int(match["r"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await controller(interaction).on_spit(interaction, self.match_id, self.round_no)


class SlapButton(Button, template=SLAP):
    """S10: slap a pile (or V2: take it)."""

    def __init__(
        self,
        match_id: str,
        round_no: int,
        pile: int,
        label: str = "Slap",
        *,
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.primary,
                custom_id=f"spit:l:{match_id}:{round_no}:{pile}",
                disabled=disabled,
                row=4,
            )
        )
        self.match_id, self.round_no, self.pile = match_id, round_no, pile

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> SlapButton:
        return cls(match["m"], int(match["r"]), int(match["pile"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await controller(interaction).on_slap(interaction, self.match_id, self.round_no, self.pile)


class ResignButton(Button, template=RESIGN):
    """D4: asks for a private confirmation first."""

    def __init__(self, match_id: str) -> None:
        super().__init__(
            discord.ui.Button(
                label="Resign",
                emoji="🏳️",
                style=discord.ButtonStyle.secondary,
                custom_id=f"spit:q:{match_id}",
                row=4,
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> ResignButton:
        return cls(match["m"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await controller(interaction).on_resign_asked(interaction, self.match_id)


class ResignConfirm(Button, template=RESIGN_CONFIRM):
    def __init__(self, match_id: str, *, yes: bool) -> None:
        super().__init__(
            discord.ui.Button(
                label="Yes, resign" if yes else "Keep playing",
                style=discord.ButtonStyle.danger if yes else discord.ButtonStyle.secondary,
                custom_id=f"spit:q{'y' if yes else 'n'}:{match_id}",
            )
        )
        self.match_id, self.yes = match_id, yes

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> ResignConfirm:
        return cls(match["m"], yes=match["yes"] == "y")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await controller(interaction).on_resign_confirmed(interaction, self.match_id, self.yes)


class RematchButton(Button, template=REMATCH):
    """At match end: a rematch needs both players' press (one for practice)."""

    def __init__(self, match_id: str, label: str = "Rematch") -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji="🔁",
                style=discord.ButtonStyle.success,
                custom_id=f"spit:rm:{match_id}",
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> RematchButton:
        return cls(match["m"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await controller(interaction).on_rematch(interaction, self.match_id)


class ChallengeButton(Button, template=CHALLENGE):
    def __init__(self, challenge_id: str, *, accept: bool) -> None:
        super().__init__(
            discord.ui.Button(
                label="Accept" if accept else "Decline",
                style=discord.ButtonStyle.success if accept else discord.ButtonStyle.secondary,
                custom_id=f"spit:c:{challenge_id}:{'a' if accept else 'd'}",
            )
        )
        self.challenge_id, self.accept = challenge_id, accept

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> ChallengeButton:
        return cls(match["c"], accept=match["a"] == "a")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await controller(interaction).on_challenge_answer(
            interaction, self.challenge_id, self.accept
        )


ALL_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    PlayButton,
    SpitButton,
    SlapButton,
    ResignButton,
    ResignConfirm,
    RematchButton,
    ChallengeButton,
)


def custom_ids_on(message: discord.Message | None) -> set[str]:
    """Every custom_id on a message's buttons."""
    found: set[str] = set()
    stack: list[Any] = list(message.components) if message else []
    while stack:
        component = stack.pop()
        custom_id = getattr(component, "custom_id", None)
        if custom_id:
            found.add(custom_id)
        stack.extend(getattr(component, "children", ()))
    return found


async def dispatch(interaction: discord.Interaction[Any], custom_id: str) -> None:
    """Route a press of one of our ids ourselves (the message no longer shows it)."""
    for item in ALL_ITEMS:
        match = item.__discord_ui_compiled_template__.fullmatch(custom_id)
        if match:
            button = discord.ui.Button[Any](custom_id=custom_id)
            made = await item.from_custom_id(interaction, button, match)
            await made.callback(interaction)
            return


def is_ours(custom_id: str) -> bool:
    """Whether a custom_id matches one of our templates (anything else is refused)."""
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in ALL_ITEMS)
