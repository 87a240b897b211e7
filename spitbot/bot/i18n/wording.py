"""Saying coded outcomes (:mod:`spitbot.engine.coded`) in a player's language.

A reason or note has a code and fields; its message in the catalogs is
``reason-<code>`` or ``note-<code>``, with the fields as placeholders. Fields
are turned into words by what they hold, which their names say:

- cards (``card``, ``top``, ``yours``) → the card as the language writes it;
- seats (``by``, ``seat``, ``chooser``) → the player's name, and ``seats`` → the
  names joined as the language joins a list;
- piles (``pile``, ``took``, ``played_to``) → ``left``, ``right`` or ``none``, for
  the message to select on (languages inflect "the left pile" differently);
- stockpiles (``stock``, ``moved_to``) → counted from 1, as players count;
- booleans → ``yes`` / ``no``; other strings and numbers as they are.

Every reason and note may also use ``$game`` (``spit`` or ``speed``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...engine import Coded, Note
from .catalogs import Catalog

PILES = ("left", "right")
CARDS = frozenset({"card", "top", "yours"})
SEATS = frozenset({"by", "seat", "chooser"})
PILE_FIELDS = frozenset({"pile", "took", "played_to"})
STOCK_FIELDS = frozenset({"stock", "moved_to"})
PLAIN = frozenset(
    {"kind", "chore", "name", "first", "second", "round", "board_round", "permission"}
)
SEAT_LISTS = frozenset({"seats"})


def message_id(value: Coded) -> str:
    """The catalog id of a reason or a note."""
    return f"{'note' if isinstance(value, Note) else 'reason'}-{value.code}"


def say(value: Coded, tr: Catalog, names: Sequence[str] = ("", ""), game: str | None = None) -> str:
    """``value`` in ``tr``'s language; ``names`` are the players' names by seat, and
    ``game`` the match's game (a game may word a message its own way: Speed's "deal")."""
    return tr(message_id(value), game=game, **placeholders(value, tr, names))


def placeholders(value: Coded, tr: Catalog, names: Sequence[str]) -> dict[str, Any]:
    return {key: _word(key, field, tr, names) for key, field in value.params().items()}


def _word(key: str, field: Any, tr: Catalog, names: Sequence[str]) -> Any:
    if field is None:
        return "none"
    if isinstance(field, bool):
        return "yes" if field else "no"
    convert = _CONVERT.get(key)
    if convert is None:
        raise KeyError(f"no wording rule for a field called {key!r}: add one to wording.py")
    return convert(field, tr, names)


def _seat_list(field: Any, tr: Catalog, names: Sequence[str]) -> str:
    return tr.join([names[seat] for seat in field])


_CONVERT: dict[str, Callable[[Any, Catalog, Sequence[str]], Any]] = {
    **{key: lambda f, tr, names: tr.card(f) for key in CARDS},
    **{key: lambda f, tr, names: names[f] for key in SEATS},
    **{key: lambda f, tr, names: PILES[f] for key in PILE_FIELDS},
    **{key: lambda f, tr, names: f + 1 for key in STOCK_FIELDS},
    **{key: lambda f, tr, names: f for key in PLAIN},
    **dict.fromkeys(SEAT_LISTS, _seat_list),
}
"""How each field name becomes a placeholder (a test checks every field of every
reason and note has a rule)."""
