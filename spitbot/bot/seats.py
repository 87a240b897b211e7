"""Whose cards are whose, at a glance: each seat has a colour. A player's card buttons
are lit in it while the card can be played now, grey and disabled otherwise, and
their name on every board and panel carries the same mark, so "mine" is found without
reading. Suits keep their own colours on top (red emoji hearts and diamonds, spades
and clubs in the text's colour), so alternating colours (V3) still read.
"""

from __future__ import annotations

import discord

from . import ids

STYLES = (discord.ButtonStyle.primary, discord.ButtonStyle.success)
"""The first seat's buttons are Discord's blurple, the second's green."""

MARKS = ("🟦", "🟩")
"""The mark before each seat's name: the colour of its buttons."""

COLOUR_NAMES = ("blue", "green")
"""How the catalogs name each seat's colour (a selector's keys)."""

COLOURS = (discord.Colour.blurple(), discord.Colour(0x248046))
"""Each seat's colour as an accent (Discord's primary and success buttons)."""

GREY = discord.ButtonStyle.secondary


def card(custom_id: str, label: str, seat: int, playable: bool, empty: bool = False) -> ids.Button:
    """A card button of ``seat``: lit in the seat's colour when ``playable``, else grey.
    A grey card can still be pressed (answered with why it does not fit): Discord fades
    a disabled button to half its opacity, which on the light theme leaves a white label
    on light grey nobody can read. Only ``empty`` (no card) is disabled."""
    return ids.Button(custom_id, label, STYLES[seat] if playable else GREY, empty)


def marked(seat: int, text: str) -> str:
    """``text`` (a player's line) with the seat's mark before it."""
    return f"{MARKS[seat]} {text}"
