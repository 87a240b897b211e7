"""A match's messages in Discord's Components V2 (docs/boards.md says why): one block
(a Container) with an accent colour, its text first (a heading and a few lines), then
its rows of buttons, then small print. The shared boards, each player's private panel
(Spit's "My cards", Speed's hand), the result card and a closed board are all drawn
this way: a message flagged as Components V2 stays so for every edit.

A player's panel holds two or three buttons a row, so a phone shows each row whole,
where a classic message's rows of five wrap on every phone; and it may have more than
five rows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from . import ids
from .games import Drawn

Row = Sequence[ids.Button] | str
"""A row of buttons, or a line of text between two rows (a player's name over theirs)."""


def block(
    colour: discord.Colour | None,
    texts: Sequence[str],
    rows: Sequence[Row] = (),
    small: Sequence[str] = (),
) -> discord.ui.LayoutView:
    """A finished Components V2 view: a container of ``texts`` (one text display),
    ``rows`` of buttons (a text among them is a line between two rows), and ``small``
    lines in small print under them. Stopped before it is sent, as :func:`ids.buttons`
    views are (presses are routed by id)."""
    view = discord.ui.LayoutView(timeout=None)
    container: discord.ui.Container[Any] = discord.ui.Container(accent_colour=colour)
    text = "\n".join(t for t in texts if t)
    if text:
        container.add_item(discord.ui.TextDisplay(text))
    for row in rows:
        if isinstance(row, str):
            container.add_item(discord.ui.TextDisplay(row))
            continue
        if not row:
            continue
        action_row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        for spec in row:
            action_row.add_item(ids.made(spec))
        container.add_item(action_row)
    fine = "\n".join(f"-# {line}" for line in small if line)
    if fine:
        container.add_item(discord.ui.TextDisplay(fine))
    view.add_item(container)
    view.stop()
    return view


def without(message: discord.Message | None, custom_id: str, note: str) -> Drawn:
    """``message`` as it is, less its button ``custom_id``, with ``note`` under it: a
    result card whose Rematch has ended, for a match this process no longer holds (its
    words are the message's own). A classic message (drawn before boards were V2) is
    replaced by ``note`` alone."""
    if message is None or not message.flags.components_v2:
        return Drawn(content=note, view=None)
    view = discord.ui.LayoutView.from_message(message, timeout=None)
    for item in list(view.walk_children()):
        if isinstance(item, discord.ui.Button) and item.custom_id == custom_id:
            row = item.parent
            if isinstance(row, discord.ui.ActionRow):
                row.remove_item(item)
                if not row.children and isinstance(row.parent, discord.ui.Container):
                    row.parent.remove_item(row)
    containers = [i for i in view.children if isinstance(i, discord.ui.Container)]
    target: Any = containers[0] if containers else view
    target.add_item(discord.ui.TextDisplay(f"-# {note}"))
    view.stop()
    return Drawn(view=view)


def with_button(drawn: Drawn, spec: ids.Button) -> Drawn:
    """``drawn`` (a Components V2 message) with ``spec`` added to its last row of
    buttons, when that row has room (Discord: 5 a row); else as it is."""
    view = drawn.view
    if not isinstance(view, discord.ui.LayoutView):
        return drawn
    rows = [i for i in view.walk_children() if isinstance(i, discord.ui.ActionRow)]
    if not rows or len(rows[-1].children) >= 5:
        return drawn
    rows[-1].add_item(ids.made(spec))
    return drawn


def is_layout(view: discord.ui.View | discord.ui.LayoutView | None) -> bool:
    """Whether ``view`` is a Components V2 one (its message takes no content or embed)."""
    return isinstance(view, discord.ui.LayoutView)


def buttons_of(view: Any) -> list[discord.ui.Button[Any]]:
    """Every button of a view, classic or V2, in order."""
    if view is None:
        return []
    items = view.walk_children() if is_layout(view) else view.children
    return [item for item in items if isinstance(item, discord.ui.Button)]


def texts_of(view: Any) -> list[str]:
    """Every text display's words of a V2 view, in order."""
    if not is_layout(view):
        return []
    return [i.content for i in view.walk_children() if isinstance(i, discord.ui.TextDisplay)]
