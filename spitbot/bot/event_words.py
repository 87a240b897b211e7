"""An event's messages, in the server's language: an arena's standings (live and
final), a Swiss's sign-up, a round's pairings and the standings after it.

Names are shown as their owners wrote them (the catalogs escape every user's text);
nobody is pinged (the client's allowed mentions are none). A message stays within
Discord's 2000 characters: the ranking is cut with "and N more".
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from ..engine import AnyGame
from ..events import Arena, ArenaStanding, Swiss, SwissPairing, SwissStanding
from ..store import EventRecord
from . import ids
from .event_hosting import discord_time, event_button
from .event_posts import Look
from .i18n import Catalog, Markdown
from .i18n.shown import shown
from .plugins import ui_of

__all__ = ["arena_look", "swiss_look", "swiss_pairings_text", "swiss_standings_text"]

BUDGET = 1900
"""Characters a message may use (Discord's limit is 2000)."""
MEDALS = ("🥇", "🥈", "🥉")


def _fitted(
    tr: Catalog,
    head: Sequence[str],
    lines: Iterable[str],
    count: int,
    tail: Sequence[str] = (),
) -> str:
    """The head, as many of the ``count`` lines as fit, "and N more", then the tail.
    The lines are drawn only as far as they fit (a ranking of hundreds is cut)."""
    used = sum(len(t) + 1 for t in (*head, *tail)) + 40
    shown: list[str] = []
    for line in lines:
        if used + len(line) + 1 > BUDGET:
            break
        shown.append(line)
        used += len(line) + 1
    if len(shown) < count:
        shown.append(tr("event-more", count=count - len(shown)))
    return "\n".join([*head, *shown, *tail])


def _title(tr: Catalog, message: str, game: AnyGame, variant: Any, **args: Any) -> str:
    return tr(message, game=game.name, variant=ui_of(game.name).describe(variant, tr), **args)


def _medal(rank: int) -> str:
    return MEDALS[rank - 1] if rank <= len(MEDALS) else f"{rank}."


# --- an arena -------------------------------------------------------------------------


def arena_look(tr: Catalog, record: EventRecord, arena: Arena, game: AnyGame, variant: Any) -> Look:
    """The arena's one message: the ranking, streaks (🔥) and who plays whom while it
    runs; the final standings with medals and performance once it is over."""
    standings = arena.standings()
    names = {s.user_id: s.name for s in standings}
    head = [_title(tr, "arena-title", game, variant)]
    over = arena.over
    if over:
        head.append(tr("arena-final"))
    elif arena.closed:
        head.append(tr("arena-closing"))
    else:
        assert record.ends_at is not None
        head.append(tr("arena-until", at=discord_time(record.ends_at, "f")))
    if over:
        shown = [s for s in standings if s.games]
        lines: Iterator[str] = (_final_line(tr, s) for s in shown)
    else:
        shown = standings
        lines = (_live_line(tr, s, names) for s in standings)
    if shown:
        content = _fitted(tr, head, lines, len(shown))
    else:
        content = "\n".join([*head, tr("arena-nobody")])
    if arena.closed:
        return Look(content, None)
    view = ids.buttons([[
        event_button(record.event_id, "join", tr("event-join"), primary=True),
        event_button(record.event_id, "leave", tr("event-leave")),
    ]])  # fmt: skip
    return Look(content, view)


def _final_line(tr: Catalog, s: ArenaStanding) -> str:
    perf = "–" if s.performance is None else str(s.performance)
    return tr("arena-final-line", rank=Markdown(_medal(s.rank)), name=s.name, points=s.score,
              games=s.games, performance=perf)  # fmt: skip


def _live_line(tr: Catalog, s: ArenaStanding, names: dict[int, str]) -> str:
    line: str = tr("arena-line", rank=s.rank, name=s.name, points=s.score)
    if s.on_fire:
        line += " 🔥"
    if s.opponent is not None:
        line += " · " + tr("arena-playing", opponent=names[s.opponent])
    elif not s.present:
        line += " · " + tr("arena-away")
    return line


# --- a Swiss -------------------------------------------------------------------------


def _score(value: float) -> str:
    whole = int(value)
    return (str(whole) if whole or value == 0 else "") + ("½" if value - whole else "")


def swiss_look(tr: Catalog, record: EventRecord, swiss: Swiss, game: AnyGame, variant: Any) -> Look:
    """The Swiss's live message: the sign-up while it is open; the standings so far
    while it runs (with Join while late joining is open); the final standings."""
    assert record.rounds is not None
    head = [_title(tr, "swiss-title", game, variant, rounds=record.rounds)]
    if record.status == "open":
        if record.starts_at is not None:
            head.append(tr("swiss-starts-at", at=discord_time(record.starts_at, "f")))
        else:
            head.append(tr("swiss-starts-by-organiser"))
        names = [s.name for s in swiss.standings() if not s.withdrawn]
        head.append(tr("swiss-signed-up", count=len(names)))
        content = _fitted(tr, head, (f"- {shown(n)}" for n in names), len(names))
        row = [
            event_button(record.event_id, "join", tr("event-join"), primary=True),
            event_button(record.event_id, "leave", tr("event-leave")),
        ]
        if record.starts_at is None:
            row.append(event_button(record.event_id, "begin", tr("swiss-begin")))
        return Look(content, ids.buttons([row]))
    if record.status == "cancelled":
        return Look("\n".join([*head, tr("swiss-cancelled")]), None)
    content = swiss_standings_text(tr, swiss, head, final=record.status == "finished")
    if record.status == "running" and swiss.can_join():
        view = ids.buttons([[
            event_button(record.event_id, "join", tr("event-join"), primary=True),
            event_button(record.event_id, "leave", tr("event-leave")),
        ]])  # fmt: skip
        return Look(content, view)
    if record.status == "running":
        leave = event_button(record.event_id, "leave", tr("event-leave"))
        return Look(content, ids.buttons([[leave]]))
    return Look(content, None)


def swiss_standings_text(
    tr: Catalog, swiss: Swiss, head: Sequence[str], final: bool = False
) -> str:
    """The standings after the rounds ended so far (Buchholz, Sonneborn–Berger)."""
    done = swiss.round if swiss.round_over() else swiss.round - 1
    heading = tr("swiss-final") if final else tr("swiss-standings", round=done)
    standings = swiss.standings()
    lines = (_standing(tr, s, final) for s in standings)
    return _fitted(tr, [*head, heading], lines, len(standings), [tr("swiss-legend")])


def _standing(tr: Catalog, s: SwissStanding, final: bool) -> str:
    rank = Markdown(_medal(s.rank) if final else f"{s.rank}.")
    line: str = tr("swiss-line", rank=rank, name=s.name, score=_score(s.score),
              buchholz=_score(s.buchholz), sb=_score(s.sonneborn_berger))  # fmt: skip
    if s.withdrawn:
        line += " · " + tr("swiss-withdrawn")
    return line


def swiss_pairings_text(
    tr: Catalog, swiss: Swiss, pairings: Sequence[SwissPairing], rounds: int
) -> str:
    """A round's pairings, posted once when the round begins."""
    names = {s.user_id: s.name for s in swiss.standings()}
    head = [tr("swiss-round", round=pairings[0].round, rounds=rounds)]
    lines = (
        tr("swiss-bye", board=p.board, name=names[p.a]) if p.b is None
        else tr("swiss-board", board=p.board, first=names[p.a], second=names[p.b])
        for p in pairings
    )  # fmt: skip
    return _fitted(tr, head, lines, len(pairings))
