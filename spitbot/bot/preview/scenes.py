"""Every board and message of the gallery, as data: positions in each game's own
notation (``docs/notation.md``) and the scenes drawn from them.

To show something new, add a line: a :class:`Position` (a notation string; the game's
``parse_state`` checks it) gets its board, or final board, drawn with every panel of
its game (any game whose UI ``has_panels``), and a scene below adds what else happens
around it. A scene draws through the bot's own code: the games' UIs and the keeper's
artist for boards and panels, the controller and the slash commands (in
:class:`~.world.World`) for everything else, so the gallery shows what the bot sends.

``phone`` marks the views a phone player plays from: :data:`PHONE_VIEWS` (every panel,
Speed's hand among them), and any scene given ``phone=True``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import discord
from discord import app_commands

from ...engine import AnyGame, IllegalAction, Note, find_game
from ...runtime import Board, MatchActor, Resigned, TimeRanOut, WentIdle
from .. import ids
from ..artist import MatchArtist
from ..commands import SpitCommands
from ..games import GameUI
from ..i18n import Catalog
from ..kept import HAND_STOPPED, Look
from ..reasons import BoardNotPosted
from ..replies import Refusal, handle_error, tell
from ..uis import ui_of
from . import payloads
from .payloads import Sent
from .world import NOW_MS, OTHER_CHANNEL_ID, Message, World

PHONE_VIEWS = frozenset({"panel", "hand"})
"""The views a phone player plays from."""

PANEL_VIEW = {"speed": "hand"}
"""What a game's private panel is called in the index (``panel`` when not listed)."""

LONG_NAMES = ("Bartholomew Fitzgerald-Hawthorne", "Maximiliana Oyelaran-Vasquez 2nd")
"""Two display names of Discord's longest (32 characters)."""


@dataclass(frozen=True)
class Shot:
    """One message of the gallery: what Discord receives, and what it is."""

    scene: str  # the scene's key: stable, for scripts that pick messages (screenshots)
    title: str  # what it shows, in English
    game: str | None
    view: str  # board, result, panel, hand, closed, challenge, rules, stats...
    sent: Sent
    phase: str | None = None
    variant: str | None = None  # the variant's key
    variant_label: str | None = None
    seat: int | None = None
    notation: str | None = None
    phone: bool = False
    before: Sent | None = None  # the message this one edits, as it was


@dataclass(frozen=True)
class Position:
    """A position of a game, in its notation, with what the gallery calls it."""

    key: str
    game: str
    title: str
    variant: str  # the variant in words, for the gallery
    notation: str
    note: Note | None = None  # what just happened, as the runtime says it on the board


SPIT_POSITIONS = (
    Position("spit-ready", "spit", "a new match, before “Spit!”", "standard",
             "v=5,slap,any,game seed=3513cd2d6a7e r=1 ph=ready calls=00 last=- fin=- one=- "
             "score=0:0 hist=- out=- a=*4S,5C*3H,JS4D*AS,9C8CTC*4C,7H3S7C9H*2H "
             "as=9D5HKS8SKD5DAC2CKHADKC b=*6C,QD*TD,2SQH*8D,QS6HJC*6S,9S7S3DJD*4H "
             "bs=JH6DAH7D8H5STS3CTH2DQC p0=- p1=-"),
    Position("spit-ready-one", "spit", "one player has called “Spit!”", "standard",
             "v=5,slap,any,game seed=3513cd2d6a7e r=1 ph=ready calls=10 last=- fin=- one=- "
             "score=0:0 hist=- out=- a=*4S,5C*3H,JS4D*AS,9C8CTC*4C,7H3S7C9H*2H "
             "as=9D5HKS8SKD5DAC2CKHADKC b=*6C,QD*TD,2SQH*8D,QS6HJC*6S,9S7S3DJD*4H "
             "bs=JH6DAH7D8H5STS3CTH2DQC p0=- p1=-"),
    Position("spit-play", "spit", "mid-round", "standard",
             "v=5,slap,any,game seed=3513cd2d6a7e r=1 ph=play calls=00 last=1 fin=- one=- "
             "score=0:0 hist=- out=- a=*4S,*4C,JS*4D,9C8C*TC,7H3S7C*9H as=9D5HKS8SKD5DAC2CKHAD "
             "b=*6S,QD*TD,2SQH*8D,QS6H*JC,9S7S*3D bs=JH6DAH7D8H5STS3CTH2D p0=KCAS2H3H4H5C6C "
             "p1=QCJD"),
    Position("spit-stalled", "spit", "nobody can play: stalled", "standard",
             "v=5,slap,any,game seed=3513cd2d6a7e r=1 ph=stalled calls=00 last=1 fin=- one=- "
             "score=0:0 hist=- out=- a=*4S,*4C,*JS,*4D,7H*3S as=9D5HKS8SKD5DAC2CKHAD "
             "b=*6S,*QD,2S*QH,QS*6H,9S7S*3D bs=JH6DAH7D8H5STS3CTH2D p0=KCAS2H3H4H5C6C7C8D "
             "p1=QCJDTCJCTD9H8C9C"),
    Position("spit-slap", "spit", "the round is over: slap a pile", "standard",
             "v=5,slap,any,game seed=3513cd2d6a7e r=1 ph=slap calls=00 last=0 fin=0 one=- "
             "score=0:0 hist=- out=- a=-,-,-,-,- as=9D5HKS8SKD b=-,-,-,*QS,- bs=JH6DAH7D8H "
             "p0=KCAS2H3H4H5C6C7C8DADKHQH2CAC5D6S7S6H7H p1=QCJDTCJCTD9H8C9C2D3S4S3D4CTHJSQD3C2S"
             "TS9S5S4D"),
    Position("spit-round2", "spit", "round 2, after nobody slapped in time", "standard",
             "v=5,slap,any,game seed=3513cd2d6a7e r=2 ph=ready calls=00 last=- fin=- one=- "
             "score=0:0 hist=- out=- a=*9D,2D*QC,5HTD*JD,KS9H3D*QD,JS9S8C3C*9C "
             "as=TC8S4DTS2S3S4CJCKD5STH4S b=*7C,2C*AH,6C8D*KC,AD7D4H*5D,KH7HAS8H*QH "
             "bs=7S6SJH2H3H6HAC6DQS5C p0=- p1=-", note=TimeRanOut("slap", (0, 1))),
    Position("spit-over", "spit", "the final board: won by playing every card", "standard",
             "v=5,slap,any,game seed=3513cd2d6a7e r=3 ph=over calls=00 last=0 fin=0 one=- "
             "score=0:0 hist=- out=0:all-cards a=-,-,-,-,- as=- b=-,-,*9H,*JH,- "
             "bs=2D4DTDAC2S4C6STC6CQS p0=9S8C7S8H7D8S7H6H5D9DTS9C8D7C5H4S3H "
             "p1=QDJDTHKSAS2H3C4H5S6D5CJCQHKCAHKD3DKH2C3SADQCJS"),
    Position("spit-resigned", "spit", "the final board: a player resigned", "standard",
             "v=5,slap,any,game seed=3513cd2d6a7e r=1 ph=over calls=00 last=1 fin=- one=- "
             "score=0:0 hist=- out=0:resigned a=*4S,*4C,JS*4D,9C8C*TC,7H3S7C*9H "
             "as=9D5HKS8SKD5DAC2CKHAD b=*6S,QD*TD,2SQH*8D,QS6H*JC,9S7S*3D "
             "bs=JH6DAH7D8H5STS3CTH2D p0=KCAS2H3H4H5C6C p1=QCJD", note=Resigned(1)),
    Position("spit-idle", "spit", "the final board: a player was idle too long", "standard",
             "v=5,slap,any,game seed=3513cd2d6a7e r=1 ph=over calls=00 last=1 fin=- one=- "
             "score=0:0 hist=- out=0:idle a=*4S,*4C,JS*4D,9C8C*TC,7H3S7C*9H "
             "as=9D5HKS8SKD5DAC2CKHAD b=*6S,QD*TD,2SQH*8D,QS6H*JC,9S7S*3D "
             "bs=JH6DAH7D8H5STS3CTH2D p0=KCAS2H3H4H5C6C p1=QCJD", note=WentIdle(1)),
    Position("spit4-play", "spit", "mid-round", "4 stockpiles",
             "v=4,slap,any,game seed=b64c8c38fb29 r=1 ph=play calls=00 last=1 fin=- one=- "
             "score=0:0 hist=- out=- a=*6H,JC*QS,9C4C*6C,4D2S5D*AD as=6S4SJDKSTHKH8S9H7D5S7HQC9D9S "
             "b=*3C,AS*2H,6DJS*5C,*TC bs=8C3H2D5HTSKCJH7C3DTD3S2CQH8H p0=ACKDQDAH p1=7S8D4H"),
    Position("spit-choose-play", "spit", "mid-round", "no slap: the finisher chooses",
             "v=5,choose,any,game seed=f710f770c226 r=1 ph=play calls=00 last=0 fin=- one=- "
             "score=0:0 hist=- out=- a=*4C,*6D,4HAH*AC,JDJS*AS,QCAD8H*TS as=9C6H7H5D7S6C3S2D8D "
             "b=*3H,4S*2S,5HTC*QD,KH3D9D*3C,JH8S7C4D*2C bs=KD5C9H2HTHQHKS7DKC p0=TD9S8C5S "
             "p1=JCQS6S"),
    Position("spit-choose", "spit", "the round is over: the finisher chooses a pile",
             "no slap: the finisher chooses",
             "v=5,choose,any,game seed=f710f770c226 r=1 ph=choose calls=00 last=1 fin=1 one=- "
             "score=0:0 hist=- out=- a=*AD,*TS,*JS,*JD,*QC as=9C6H7H5D7S6C b=-,-,-,-,- "
             "bs=KD5C9H2HTHQH p0=TD9S8C5S6D8D9D8H7C8S2D3D4S5H4H3S4C "
             "p1=JCQS6SKCAC2C3H4D3C2SAH7DKSASKHQDJHTC"),
    Position("spit-alt-play", "spit", "mid-round", "alternating colours",
             "v=5,slap,alternating,game seed=f729420b0ebe r=1 ph=play calls=00 last=0 fin=- "
             "one=- score=0:0 hist=- out=- a=*5H,9S*8D,2C*AC,6C7DTS*4C,9HJS3D6H*TH "
             "as=AS8S9C2H6D3H2D7HKS b=*QH,*8C,QD*8H,7SAH5D*6S,3CJCTCKH*2S bs=KD3SADQS9DJD7C4STD "
             "p0=QCKC p1=5C4H5S4DJH"),
    Position("spit-points-play", "spit", "round 3 of a series", "points, to 100",
             "v=5,slap,any,points:100 seed=a7a175139237 r=3 ph=play calls=00 last=0 fin=- one=- "
             "score=14:15 hist=10:12,4:3 out=- a=*2D,*3H,AD4D*AH,5HJC8D*TH,9S3D2S*AS "
             "as=4SKC2H2CQH5DKH6S b=*8S,9D*QC,4C8H*6H,TS9HKS*3S,ACJS5C*8C bs=7S7H6CJD4H5S9C7DTD7C "
             "p0=KDQD3C p1=TCJHQS6D"),
    Position("spit-points-over", "spit", "the final board: won on points", "points, to 100",
             "v=5,slap,any,points:100 seed=a7a175139237 r=12 ph=over calls=00 last=1 fin=1 one=0 "
             "score=115:99 hist=10:12,4:3,3:4,1:12,0:20,12:8,5:11,1:16,8:4,20:3,23:6,28:0 "
             "out=1:points a=*JD,*2H,*KS,KH*JH,4S*5C as=KCTCAHTHAD5H9C4CQCQHQS8D7CQD8H6DTS3STD2DJC "
             "b=-,-,-,-,- bs=- p0=9S8S9DJS8C7D6H5D6C7S6S7H9HASKDAC2C3H2S3D4D5S4H3C p1=-"),
    Position("spit-points-draw", "spit", "the final board: a draw on points", "points, to 100",
             "v=5,slap,any,points:100 seed=a7a175139237 r=12 ph=over calls=00 last=1 fin=1 one=0 "
             "score=104:104 hist=10:12,4:3,3:4,1:12,0:20,12:8,5:11,1:16,8:4,20:3,23:6,17:5 "
             "out=draw:points a=*JD,*2H,*KS,KH*JH,4S*5C "
             "as=KCTCAHTHAD5H9C4CQCQHQS8D7CQD8H6DTS3STD2DJC "
             "b=-,-,-,-,- bs=- p0=9S8S9DJS8C7D6H5D6C7S6S7H9HASKDAC2C3H2S3D4D5S4H3C p1=-"),
)  # fmt: skip

SPEED_POSITIONS = (
    Position("speed-ready", "speed", "a new match, before “Flip!”", "standard",
             "v=10,game seed=3513cd2d6a7e r=1 ph=ready calls=00 score=0:0 hist=- out=- "
             "h0=2H9H4C7CTC h1=QS2SQD6CKC d0=4S5CJS9C7H3H4D8C3SAS d1=9D5HKS8SKD5DAC2CKHAD "
             "s0=9STDQH6H7S8DJC3D6SJD s1=4HJH6DAH7D8H5STS3CTH c0=2D c1=QC"),
    Position("speed-ready-one", "speed", "one player has called “Flip!”", "standard",
             "v=10,game seed=3513cd2d6a7e r=1 ph=ready calls=01 score=0:0 hist=- out=- "
             "h0=2H9H4C7CTC h1=QS2SQD6CKC d0=4S5CJS9C7H3H4D8C3SAS d1=9D5HKS8SKD5DAC2CKHAD "
             "s0=9STDQH6H7S8DJC3D6SJD s1=4HJH6DAH7D8H5STS3CTH c0=2D c1=QC"),
    Position("speed-play", "speed", "mid-deal", "standard",
             "v=10,game seed=3513cd2d6a7e r=1 ph=play calls=00 score=0:0 hist=- out=- "
             "h0=2H9H4C7CTC h1=2C2S5D6CAC d0=4S5CJS9C7H3H4D8C3SAS d1=9D5HKS8SKD "
             "s0=9STDQH6H7S8DJC3D6S s1=4HJH6DAH7D8H5STS3C c0=2DADKHQDJD c1=QCKCQSTH"),
    Position("speed-play-short", "speed", "the last cards of a hand", "standard",
             "v=10,game seed=3513cd2d6a7e r=1 ph=play calls=00 score=0:0 hist=- out=- "
             "h0=7H5CJS h1=2CKD8S6CAC d0=- d1=9D5HKS s0=9STDQH6H7S8DJC3D s1=4HJH6DAH7D8H5STS "
             "c0=2DADKHQDJD6S7C8C9C c1=QCKCQSTH9HTC3C2HAS2S3H4D5D4C3S4S"),
    Position("speed-stuck", "speed", "nobody can play: stuck", "standard",
             "v=10,game seed=3513cd2d6a7e r=1 ph=stuck calls=01 score=0:0 hist=- out=- "
             "h0=2H9H4C7CTC h1=2C2S5D6CAC d0=4S5CJS9C7H3H4D8C3SAS d1=9D5HKS8SKD "
             "s0=9STDQH6H7S8DJC3D6SJD s1=4HJH6DAH7D8H5STS3CTH c0=2DADKHQD c1=QCKCQS"),
    Position("speed-rebuild", "speed", "stuck with the side piles used up", "standard",
             "v=10,game seed=d174b7a64776 r=1 ph=stuck calls=00 score=0:0 hist=- out=- h0=5C "
             "h1=5H d0=- d1=- s0=- s1=- c0=6S5S4D3D4S6DKHAS2SAD2CQCKD7SQDJH7HACKC9D3S "
             "c1=4C3C4HTH9HTSJDTC9S8H7C6H6CJSQHJCTD9C8DAH2D8C7D5D3H2HQSKS8S"),
    Position("speed-over", "speed", "the final board: won by playing every card", "standard",
             "v=10,game seed=3513cd2d6a7e r=1 ph=over calls=00 score=0:0 hist=- out=0:all-cards "
             "h0=- h1=5DKD d0=- d1=- s0=9STDQH s1=4HJH6D "
             "c0=2DADKHQDJDTC6S7C6C7H8C9C8S9D3D2SJC8D7S6H5C "
             "c1=QCKCQSTH9H3C4C3S4D3H2HAC2CASKSTSJS5S4S5H8H7DAH"),
    Position("speed-blocked-draw", "speed", "the final board: blocked, a draw", "standard",
             "v=10,game seed=d174b7a64776 r=1 ph=over calls=00 score=0:0 hist=- out=draw:blocked "
             "h0=5C h1=5H d0=- d1=- s0=- s1=- c0=6S5S4D3D4S6DKHAS2SAD2CQCKD7SQDJH7HACKC9D3S "
             "c1=4C3C4HTH9HTSJDTC9S8H7C6H6CJSQHJCTD9C8DAH2D8C7D5D3H2HQSKS8S"),
    Position("speed-five-play", "speed", "mid-deal", "side piles of 5",
             "v=5,game seed=6c7969f85e31 r=1 ph=play calls=00 score=0:0 hist=- out=- "
             "h0=8CTS2DQSJD h1=6H2C7CTHTD d0=JH7DJC7H6SAC9SADQDQC3C5HJS "
             "d1=KHKS9H8SASQH7S8D2S9C4SAH4C s0=TCKC2H3S3H s1=4H9D8HKD3D c0=6C5D6D c1=5C4D5S"),
    Position("speed-points-play", "speed", "deal 2 of a series", "points, to 50",
             "v=10,points:50 seed=107a9b51c632 r=2 ph=play calls=00 score=8:0 hist=8:0 out=- "
             "h0=4D3D3HASKS h1=QH2H7DAH9H d0=QS6DKCJD9CJH8C d1=TS4C8D9S2STDAD3STC "
             "s0=4HKD5DKHJS2D3C7H6SQC s1=7SJC2CQD6H9D8HAC5HTH c0=5C6C7C8S c1=4S5S"),
    Position("speed-points-over", "speed", "the final board: won on points", "points, to 50",
             "v=10,points:50 seed=107a9b51c632 r=39 ph=over calls=00 score=44:50 "
             "hist=8:0,0:2,0:1,0:1,0:2,0:2,0:8,1:0,0:3,0:1,0:2,2:0,2:0,1:0,3:0,3:0,1:0,0:2,0:3,"
             "1:0,1:0,0:5,11:0,0:3,0:1,0:1,1:0,0:2,0:1,2:0,0:3,1:0,0:1,0:1,0:2,0:1,6:0,0:1,0:1 "
             "out=1:points h0=5H h1=- d0=- d1=- s0=4C4H7D s1=8S9SAH "
             "c0=ACKCQDJHQSKHQHTS9HQCJSTH3S2HAS2S3H4S5C6S7C6H7S8C2D3C2CTDJC "
             "c1=6C5D9C8H7H6D5S9DADKD8DTCJD4D3DKS"),
)  # fmt: skip

POSITIONS: Mapping[str, Position] = {p.key: p for p in (*SPIT_POSITIONS, *SPEED_POSITIONS)}


# --- drawing a position -------------------------------------------------------------------


@dataclass
class Table:
    """A position as a live match: its board and everything drawn from it."""

    world: World
    position: Position
    ui: GameUI
    actor: MatchActor
    board: Board

    @classmethod
    def of(
        cls,
        world: World,
        key: str,
        *,
        late: bool = False,
        names: tuple[str, str] | None = None,
    ) -> Table:
        position = POSITIONS[key]
        ui = ui_of(position.game)
        state = ui.game.parse_state(position.notation)
        actor = world.match(ui.game, state, names)
        board = actor.board(position.note)
        if late:
            board = dataclasses.replace(board, saving_late=True)
        return cls(world, position, ui, actor, board)

    @property
    def game(self) -> AnyGame:
        return self.ui.game

    @property
    def artist(self) -> MatchArtist:
        return MatchArtist(self.ui, self.board.match, lambda: self.world.tr)

    @property
    def over(self) -> bool:
        return self.board.state.outcome is not None

    @property
    def private(self) -> Catalog:
        """A player's own language (their private replies)."""
        return self.world.servers.private(self.world.interaction())  # type: ignore[arg-type]

    def shot(self, scene: str, title: str, view: str, sent: Sent, **more: Any) -> Shot:
        state = self.board.state
        phase = getattr(state, "phase", None)
        return Shot(
            scene=scene,
            title=title,
            game=self.position.game,
            view=view,
            sent=sent,
            phase=getattr(phase, "value", None),
            variant=state.variant.key(),
            variant_label=self.position.variant,
            notation=self.position.notation,
            **more,
        )

    def board_look(self, rematch: tuple[int, int, bool] | None = None) -> Look:
        board = self.board
        return Look("board", board.version, board.saving_late, rematch if self.over else None)

    def hand_look(self, expiring: bool = False) -> Look:
        until = NOW_MS + 60_000 if expiring else None  # the token's last minute
        return Look("hand", self.board.version, self.board.saving_late, until)

    def panel_view(self) -> str:
        return PANEL_VIEW.get(self.position.game, "panel")


def _title(position: Position, extra: str) -> str:
    return f"{position.title} · {extra}" if extra else position.title


# --- the scenes ---------------------------------------------------------------------------


class Scene(Protocol):
    @property
    def key(self) -> str: ...

    @property
    def game(self) -> str | None: ...

    async def shots(self, world: World) -> list[Shot]: ...


@dataclass(frozen=True)
class Boards:
    """A position's board (its final board when the match is over) and every panel of its
    game, one per seat; ``rematch`` is a final board's rematch votes (votes, needed,
    started)."""

    position: str
    extra: str = ""  # what sets this scene apart, for its title
    late: bool = False  # the database is late: results wait in memory
    rematch: tuple[int, int, bool] | None = None
    names: tuple[str, str] | None = None
    panels: bool = True
    suffix: str = ""

    @property
    def key(self) -> str:
        return self.position + (f"-{self.suffix}" if self.suffix else "")

    @property
    def game(self) -> str | None:
        return POSITIONS[self.position].game

    async def shots(self, world: World) -> list[Shot]:
        table = Table.of(world, self.position, late=self.late, names=self.names)
        title = _title(table.position, self.extra)
        drawn = table.artist.board(table.board, table.board_look(self.rematch))
        view = "result" if table.over else "board"
        shots = [table.shot(self.key, title, view, payloads.drawn(drawn, "channel"))]
        if self.panels and table.ui.has_panels:
            for seat in (0, 1):
                hand = table.artist.hand(table.board, seat, table.private, table.hand_look(), None)
                sent = payloads.drawn(hand, "reply", ephemeral=True)
                shots.append(
                    table.shot(
                        self.key, f"{title} · seat {seat + 1}", table.panel_view(), sent, seat=seat
                    )
                )
        return shots


@dataclass(frozen=True)
class Around:
    """What the keeper draws around a position's board: the board closed when the next
    round has its own, a second board of the round replaced, the match stopped by an
    error, and each panel about to stop updating, stopped, or with a refusal on it."""

    position: str

    @property
    def key(self) -> str:
        return f"{self.position}-around"

    @property
    def game(self) -> str | None:
        return POSITIONS[self.position].game

    async def shots(self, world: World) -> list[Shot]:
        table = Table.of(world, self.position)
        artist, pos = table.artist, table.position
        round_no = table.board.state.round
        shots = [
            table.shot(
                self.key,
                _title(pos, "an earlier round's board, closed"),
                "closed",
                payloads.drawn(artist.closed(round_no), "edit"),
            ),
            table.shot(
                self.key,
                _title(pos, "a second board of the round, replaced"),
                "closed",
                payloads.drawn(artist.replaced(), "edit"),
            ),
            table.shot(
                self.key,
                _title(pos, "the match stopped by an error"),
                "closed",
                payloads.drawn(artist.stopped(), "edit"),
            ),
        ]
        if not table.ui.has_panels:
            return shots
        tr, view = table.private, table.panel_view()
        for seat in (0, 1):
            expiring = artist.hand(table.board, seat, tr, table.hand_look(expiring=True), None)
            shots.append(
                table.shot(
                    self.key,
                    _title(pos, f"seat {seat + 1}, about to stop updating by itself"),
                    view,
                    payloads.drawn(expiring, "edit-original", ephemeral=True),
                    seat=seat,
                )
            )
        refusal = _refused_in_panel(table, 0)
        if refusal is not None:
            warned = artist.hand(table.board, 0, tr, table.hand_look(), refusal)
            shots.append(
                table.shot(
                    self.key,
                    _title(pos, "seat 1, a press refused"),
                    view,
                    payloads.drawn(warned, "update", ephemeral=True),
                    seat=0,
                )
            )
        stopped = artist.hand(table.board, 0, tr, HAND_STOPPED, None)
        shots.append(
            table.shot(
                self.key,
                _title(pos, "seat 1, the match stopped"),
                view,
                payloads.drawn(stopped, "edit-original", ephemeral=True),
                seat=0,
            )
        )
        return shots


def _buttons(body: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    out: list[Mapping[str, Any]] = []

    def walk(items: Sequence[Mapping[str, Any]]) -> None:
        for item in items:
            if item.get("type") == 2:
                out.append(item)
            walk(item.get("components") or [])
            accessory = item.get("accessory")
            if isinstance(accessory, dict):
                walk([accessory])

    walk(body.get("components") or [])
    return out


def _payload_of(button: Mapping[str, Any]) -> tuple[int, str] | None:
    found = ids.ACTION.fullmatch(str(button.get("custom_id") or ""))
    return (int(found["r"]), found["p"]) if found else None


def _refused_in_panel(table: Table, seat: int) -> str | None:
    """Why the engine refuses a press on one of ``seat``'s greyed-out cards, in words."""
    hand = table.artist.hand(table.board, seat, table.private, table.hand_look(), None)
    body = payloads.drawn(hand, "reply").body()
    for button in _buttons(body):
        pressed = _payload_of(button)
        if not button.get("disabled") or pressed is None:
            continue
        try:
            action = table.ui.action(pressed[1], seat, table.board)
        except Refusal as refusal:
            return refusal.text(table.private)
        if action is None:
            continue
        reason = _refusal(table.game, table.board.state, action, ())
        if reason is not None:
            info = table.board.match
            return Refusal(reason=reason, names=info.names(), game=info.game_name).text(
                table.private
            )
    return None


def _refusal(game: AnyGame, state: Any, action: Any, earlier: Sequence[Any]) -> Any:
    try:
        game.apply(state, action)
    except IllegalAction as error:
        return game.explain(error, action, state, earlier)
    return None


@dataclass(frozen=True)
class Presses:
    """Presses on a board the bot refuses, each answered privately by the controller
    (routed by their custom_id, as Discord's presses are): an onlooker's press, a press
    on the other player's cards, a card that does not fit, and a card that lost the race
    to the same pile (the engine says which landed first)."""

    position: str

    @property
    def key(self) -> str:
        return f"{self.position}-presses"

    @property
    def game(self) -> str | None:
        return POSITIONS[self.position].game

    async def shots(self, world: World) -> list[Shot]:
        table = Table.of(world, self.position)
        board_body = payloads.drawn(
            table.artist.board(table.board, table.board_look()), "channel"
        ).body()
        message = Message.of(next(world.ids), board_body)
        info = table.board.match
        buttons = [(b, p) for b in _buttons(board_body) if (p := _payload_of(b)) is not None]
        shots: list[Shot] = []

        async def press(title: str, who: int | None, button: Mapping[str, Any]) -> None:
            user = world.onlooker if who is None else world.people[who]
            custom = str(button["custom_id"])
            interaction = world.interaction(user, custom_id=custom, message=message)
            with world.watching() as sent:
                await ids.route(world.controller, interaction, custom)  # type: ignore[arg-type]
            shots.extend(
                table.shot(self.key, _title(table.position, title), "refusal", item)
                for item in sent
            )

        everything = _buttons(board_body)
        if everything:
            await press("an onlooker presses the board", None, everything[0])
        theirs = next((b for b, p in buttons if _owner(table, p[1]) == 1), None)
        if theirs is not None:
            await press("a press on the other player's cards", 0, theirs)
        dead = next(
            (
                b
                for b, p in buttons
                if b.get("disabled")
                and _owner(table, p[1]) == 0
                and b.get("label") not in (None, "·")
            ),
            None,
        )
        if dead is not None:
            await press("a card that does not fit (greyed out)", 0, dead)
        raced = _landed_second(table)
        if raced is not None:
            interaction = world.interaction(world.people[0])
            with world.watching() as sent:
                text = Refusal(reason=raced, names=info.names(), game=info.game_name)
                await tell(interaction, text.text(table.private))  # type: ignore[arg-type]
            shots.extend(
                table.shot(
                    self.key, _title(table.position, "two cards raced to one pile"), "refusal", item
                )
                for item in sent
            )
        return shots


def _owner(table: Table, payload: str) -> int | None:
    """The seat a board button belongs to: the UI refuses the other seat's press on it
    (None: either seat may press it)."""
    refused = []
    for seat in (0, 1):
        try:
            table.ui.action(payload, seat, table.board)
        except Refusal:
            refused.append(seat)
    return 1 - refused[0] if len(refused) == 1 else None


def _landed_second(table: Table) -> Any:
    """S6: a card that fitted when pressed but landed after the other player's card on
    the same pile; the engine's own explanation (None when no such pair is here)."""
    game, state = table.game, table.board.state
    for theirs in game.legal_actions(state, 1):
        after, events = game.apply(state, theirs)
        for mine in game.legal_actions(state, 0):
            try:
                game.apply(after, mine)
            except IllegalAction as error:
                reason = game.explain(error, mine, after, events)
                if reason is not error:
                    return reason
    return None


# --- messages around the games ------------------------------------------------------------


def _commands(world: World) -> SpitCommands:
    return SpitCommands(world)  # type: ignore[arg-type]


async def _command(world: World, interaction: Any, name: str, **options: Any) -> None:
    """Run the slash command ``/spit name`` as Discord would; a refusal is answered by
    the bot's own error handler, as the command tree's ``on_error`` does."""
    group = _commands(world)
    command = next(
        c
        for c in group.commands
        if isinstance(c, app_commands.Command) and c.callback.__name__ == name
    )
    try:
        await command.callback(group, interaction, **options)  # type: ignore[arg-type]
    except Exception as error:
        servers = world.servers
        await handle_error(
            interaction, error, servers.private(interaction), servers.commands(interaction)
        )


def _shot(
    scene: str,
    title: str,
    game: str | None,
    view: str,
    sent: Sent,
    before: Sent | None = None,
    **more: Any,
) -> Shot:
    return Shot(scene=scene, title=title, game=game, view=view, sent=sent, before=before, **more)


@dataclass(frozen=True)
class Challenges:
    """``/spit challenge`` with ``options``, and what becomes of the challenge message:
    accepted, declined, withdrawn by its challenger, expired."""

    game_name: str
    options: Mapping[str, Any] = field(default_factory=dict)
    suffix: str = ""

    @property
    def key(self) -> str:
        return f"{self.game_name}-challenge" + (f"-{self.suffix}" if self.suffix else "")

    @property
    def game(self) -> str | None:
        return self.game_name

    async def shots(self, world: World) -> list[Shot]:
        a, b = world.people
        game = find_game(self.game_name)
        shots: list[Shot] = []
        label = (
            "standard"
            if not self.options
            else ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in self.options.items())
        )

        async def challenge() -> tuple[Sent, Any]:
            world.reset()
            with world.watching() as sent:
                await _command(
                    world,
                    world.interaction(a),
                    "challenge",
                    opponent=b,
                    game=self.game_name,
                    **self.options,
                )
            return sent[0], world.registry.open_challenges()[0]

        def shot(title: str, sent: Sent, before: Sent | None = None) -> Shot:
            return _shot(
                self.key,
                f"a challenge ({label}) · {title}",
                self.game_name,
                "challenge",
                sent,
                before,
                variant_label=label,
                variant=world.registry.open_challenges()[0].variant.key()
                if world.registry.open_challenges()
                else None,
            )

        posted, open_challenge = await challenge()
        variant = open_challenge.variant.key()
        shots.append(dataclasses.replace(shot("open", posted), variant=variant))
        for who, accept, title in (
            (b, True, "accepted"),
            (b, False, "declined"),
            (a, False, "withdrawn by its challenger"),
        ):
            posted, open_challenge = await challenge()
            message = Message.of(next(world.ids), posted.body())
            custom = ids.challenge_id(open_challenge.challenge_id, accept)
            with world.watching() as sent:
                await ids.route(
                    world.controller,
                    world.interaction(  # type: ignore[arg-type]
                        who, custom_id=custom, message=message
                    ),
                    custom,
                )
            shots.extend(dataclasses.replace(shot(title, s, posted), variant=variant) for s in sent)
        posted, open_challenge = await challenge()
        shown = dataclasses.replace(open_challenge, message_id=next(world.ids))
        with world.watching() as sent:
            await world.publisher.challenge_expired(shown)
        shots.extend(dataclasses.replace(shot("expired", s, posted), variant=variant) for s in sent)
        del game
        return shots


@dataclass(frozen=True)
class Refusals:
    """Commands the bot refuses, privately: a challenge to oneself, a challenge in a
    channel where games are not allowed, without the Embed Links permission, in a channel
    with a live match; a settings change by a member without Manage Server."""

    key: str = "refusals"
    game: str | None = None

    async def shots(self, world: World) -> list[Shot]:
        a, b = world.people
        no_embeds = discord.Permissions.all()
        no_embeds.embed_links = False
        cases: list[tuple[str, Any, str, dict[str, Any]]] = [
            ("a challenge to oneself", world.interaction(a), "challenge", {"opponent": a}),
            (
                "a challenge where games are not allowed",
                world.interaction(a, channel_id=OTHER_CHANNEL_ID + 1),
                "challenge",
                {"opponent": b},
            ),
            (
                "a challenge without the Embed Links permission",
                world.interaction(a, permissions=no_embeds),
                "challenge",
                {"opponent": b},
            ),
            (
                "a settings change without Manage Server",
                world.interaction(a, manage_guild=False),
                "settings",
                {"language": "en"},
            ),
        ]
        shots: list[Shot] = []
        world.reset()
        for title, interaction, name, options in cases:
            with world.watching() as sent:
                await _command(world, interaction, name, **options)
            shots.extend(_shot(self.key, title, None, "refusal", s) for s in sent)
        Table.of(world, "spit-play")  # a live match in the channel
        with world.watching() as sent:
            await _command(world, world.interaction(world.onlooker), "challenge", opponent=b)
        shots.extend(
            _shot(self.key, "a challenge in a channel with a live match", None, "refusal", s)
            for s in sent
        )
        return shots


@dataclass(frozen=True)
class Practice:
    """``/spit practice``: a match against the bot, started privately."""

    game_name: str

    @property
    def key(self) -> str:
        return f"{self.game_name}-practice"

    @property
    def game(self) -> str | None:
        return self.game_name

    async def shots(self, world: World) -> list[Shot]:
        world.reset()
        with world.watching() as sent:
            await _command(
                world, world.interaction(), "practice", game=self.game_name, difficulty="hard"
            )
        return [
            _shot(self.key, "practice against the bot", self.game_name, "practice", s) for s in sent
        ]


@dataclass(frozen=True)
class Resigning:
    """``/spit resign`` asks first, privately; then "keep playing" or "resign"."""

    position: str

    @property
    def key(self) -> str:
        return f"{self.position}-resign"

    @property
    def game(self) -> str | None:
        return POSITIONS[self.position].game

    async def shots(self, world: World) -> list[Shot]:
        shots: list[Shot] = []
        for answer, title in (
            (None, "asked to confirm"),
            (False, "kept playing"),
            (True, "resigned"),
        ):
            table = Table.of(world, self.position)
            with world.watching() as asked:
                await _command(world, world.interaction(), "resign")
            if answer is None:
                shots.extend(
                    table.shot(self.key, f"resigning · {title}", "resign", s) for s in asked
                )
                continue
            message = Message.of(next(world.ids), asked[0].body(), ephemeral=True)
            custom = ids.resign_confirm_id(table.board.match.match_id, answer)
            with world.watching() as sent:
                await ids.route(
                    world.controller,
                    world.interaction(  # type: ignore[arg-type]
                        custom_id=custom, message=message
                    ),
                    custom,
                )
            shots.extend(
                dataclasses.replace(
                    table.shot(self.key, f"resigning · {title}", "resign", s), before=asked[0]
                )
                for s in sent
            )
        return shots


@dataclass(frozen=True)
class RematchEnded:
    """A rematch pressed on a final board after the match was forgotten (a restart):
    the board says to challenge again."""

    position: str

    @property
    def key(self) -> str:
        return f"{self.position}-rematch-ended"

    @property
    def game(self) -> str | None:
        return POSITIONS[self.position].game

    async def shots(self, world: World) -> list[Shot]:
        table = Table.of(world, self.position)
        final = payloads.drawn(table.artist.board(table.board, table.board_look()), "channel")
        body = final.body()
        rematch = next(
            (b for b in _buttons(body) if ids.kind_of(str(b.get("custom_id")))[0] == "rematch"),
            None,
        )
        if rematch is None:
            return []
        world.reset()  # forgotten
        custom = str(rematch["custom_id"])
        message = Message.of(next(world.ids), body)
        with world.watching() as sent:
            await ids.route(
                world.controller,
                world.interaction(  # type: ignore[arg-type]
                    custom_id=custom, message=message
                ),
                custom,
            )
        return [
            dataclasses.replace(
                table.shot(
                    self.key, _title(table.position, "a rematch after a restart"), "result", s
                ),
                before=final,
            )
            for s in sent
        ]


@dataclass(frozen=True)
class Rules:
    """``/spit rules``: how to play, privately; during a match, with its variant."""

    game_name: str
    during: str | None = None  # a position: the match on in the channel

    @property
    def key(self) -> str:
        return f"{self.game_name}-rules" + (f"-{self.during}" if self.during else "")

    @property
    def game(self) -> str | None:
        return self.game_name

    async def shots(self, world: World) -> list[Shot]:
        world.reset()
        title = "how to play"
        label = None
        if self.during is not None:
            table = Table.of(world, self.during)
            title, label = (
                f"how to play, during a match ({table.position.variant})",
                (table.position.variant),
            )
        with world.watching() as sent:
            await _command(
                world, world.interaction(), "rules", game=None if self.during else self.game_name
            )
        return [
            _shot(self.key, title, self.game_name, "rules", s, variant_label=label) for s in sent
        ]


@dataclass(frozen=True)
class Command:
    """A slash command's answer: ``/spit settings``, ``stats``, ``leaderboard``, ``series``."""

    name: str
    view: str
    title: str
    game: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    suffix: str = ""

    @property
    def key(self) -> str:
        return "-".join(p for p in (self.game, self.name, self.suffix) if p)

    async def shots(self, world: World) -> list[Shot]:
        world.reset()
        options = dict(self.options)
        if self.game is not None:
            options["game"] = self.game
        with world.watching() as sent:
            await _command(world, world.interaction(), self.name, **options)
        return [_shot(self.key, self.title, self.game, self.view, s) for s in sent]


@dataclass(frozen=True)
class Notices:
    """What the players are told in the channel when a match is stopped by an error,
    and when the channel refuses its board for good."""

    position: str

    @property
    def key(self) -> str:
        return f"{self.position}-notices"

    @property
    def game(self) -> str | None:
        return POSITIONS[self.position].game

    async def shots(self, world: World) -> list[Shot]:
        table = Table.of(world, self.position)
        info = table.board.match
        with world.watching() as parked:
            await world.publisher.match_parked(info)
        with world.watching() as abandoned:
            await world.publisher.match_abandoned(info, BoardNotPosted("embed_links"))
        return [
            *(table.shot(self.key, "the match stopped by an error", "notice", s) for s in parked),
            *(
                table.shot(self.key, "the board refused: no Embed Links", "notice", s)
                for s in abandoned
            ),
        ]


SCENES: tuple[Scene, ...] = (
    *(Boards(p.key) for p in SPIT_POSITIONS),
    Boards("spit-play", "the database is late", late=True, suffix="late"),
    Boards("spit-play", "Discord's longest names", names=LONG_NAMES, suffix="long-names"),
    Boards("spit-over", "one rematch vote of two", rematch=(1, 2, False), suffix="vote"),
    Boards("spit-over", "the rematch started below", rematch=(0, 0, True), suffix="rematch"),
    Around("spit-play"),
    Presses("spit-play"),
    Resigning("spit-play"),
    RematchEnded("spit-over"),
    Notices("spit-play"),
    *(Boards(p.key) for p in SPEED_POSITIONS),
    Boards("speed-play", "the database is late", late=True, suffix="late"),
    Boards("speed-over", "one rematch vote of two", rematch=(1, 2, False), suffix="vote"),
    Around("speed-play"),
    Presses("speed-play"),
    Challenges("spit"),
    Challenges(
        "spit",
        {
            "stockpiles": 4,
            "slap": "choose",
            "colours": "alternating",
            "scoring": "points",
            "target": 150,
        },
        suffix="variant",
    ),
    Challenges("speed"),
    Challenges("speed", {"side_piles": 5, "scoring": "points", "target": 30}, suffix="variant"),
    Practice("spit"),
    Practice("speed"),
    Refusals(),
    Rules("spit"),
    Rules("speed"),
    Rules("spit", during="spit-choose-play"),
    Rules("speed", during="speed-points-play"),
    Command("settings", "settings", "the server's settings"),
    Command("stats", "stats", "a player's stats, with the picture", game="spit"),
    Command("stats", "stats", "a player's stats, with the picture", game="speed"),
    Command("leaderboard", "leaderboard", "this server's leaderboard", game="spit"),
    Command(
        "leaderboard",
        "leaderboard",
        "the leaderboard across servers",
        game="spit",
        options={"scope": "global"},
        suffix="global",
    ),
    Command("leaderboard", "leaderboard", "this server's leaderboard", game="speed"),
    Command("series", "series", "the points series in this channel, with the picture"),
)
"""Every scene of the gallery, in the order it shows them."""


def scenes_of(games: Iterable[str] | None = None) -> list[Scene]:
    """The scenes of ``games`` (every game's when None) and those of no one game."""
    wanted = None if games is None else set(games)
    return [s for s in SCENES if wanted is None or s.game is None or s.game in wanted]
