"""What the table room asks of the adapter: the table of a board as one seat may see it,
in a language, and words. The room knows no game and writes no word: each game's table
(``spitbot/bot/<game>/table.py``) and the catalogs answer, wired by the bot
(:mod:`spitbot.bot.tables`)."""

from __future__ import annotations

from typing import Any, Protocol

from ..engine import Reason
from ..runtime import Board, MatchInfo


class UnknownMove(Exception):
    """A move id no table of the game offers (forged)."""


class Drawer(Protocol):
    def has_table(self, game: str) -> bool:
        """Whether ``game`` can be drawn on the table."""

    def language(self, locale: str | None, guild_id: int | None) -> str:
        """The language of a table user: theirs when it is one of ours, else the server's."""

    def state(self, board: Board, seat: int | None, language: str) -> dict[str, Any]:
        """``board`` as ``seat`` (None: a spectator) may see it, worded in ``language``:
        docs/table.md's ``state`` without ``type``; its ``moves`` only ``seat``'s."""

    def action(self, move: str, seat: int, board: Board) -> Any:
        """The engine action of move id ``move`` by ``seat``; :class:`UnknownMove` if none."""

    def refusal(self, reason: Reason, match: MatchInfo, language: str) -> tuple[str, str]:
        """Why a press was refused: its code and its words in ``language``."""

    def words(self, language: str) -> dict[str, str]:
        """The fixed words the client needs (docs/table.md, ``words``)."""

    def say(self, message_id: str, language: str, **args: Any) -> str:
        """One catalog message (an error frame's words, why a user only watches)."""
