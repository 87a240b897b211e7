"""The people of bench/race.py: what each one's client shows them, what they choose on it,
and when their finger lands.

A **surface** is what a player plays on: the shared board in the channel, their private
panel ("My cards", Spit) or hand (Speed), and later a live table of our own (issue 28).
It says which message the player acts on as their client shows it now (a :class:`View`),
opens itself if it must (a panel is opened from the board), and which versions their
client got were of it (to time when they saw a move). Anything that can say that can be
raced the same way: the player, the policy and the report never look further.

A **player** presses what their client shows, never the true state:

- When the view changes they aim at a button (:func:`choose`: GREEDY's choice among the
  buttons lit for them: a card of theirs, own pile first, in stockpile or hand order;
  else "Spit!" or "Flip!"; else the slap in front of them), and click about 450 ms later
  (log-normal, as ``tests/e2e/harness.py``'s people).
- A change that reaches them while they aim and leaves their button as it was changes
  nothing. One that changes it, seen at least 200 ms before the click (about the
  quickest a person stops a started movement), makes them aim anew from that view;
  later, the finger lands anyway: on the button now at that place of that message, as
  their client draws it (a disabled one sends nothing: a dead click; a grey card is
  pressable and answered with why it does not fit).
- They wait for the answer to a press before the next (they see it a ``show`` leg after
  Discord took it; a press unanswered in Discord's 3 s is lost), never press a call
  that counted already (a board's "Spit!" stays lit for both until both called), and do
  not press an id refused again until its message changes (or 2 s pass).
"""

from __future__ import annotations

import asyncio
import math
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from fakediscord import FakeDiscord
from fakediscord.links import Seen

JSON = dict[str, Any]
EPHEMERAL = 1 << 6
REACTION = 0.450  # seconds: the median of a person's reaction to a change
SPREAD = 0.3  # its log-normal sigma
NOTICE = 0.200  # a change seen this long before the click stops it
AGAIN = 2.0  # a press refused on a view that has not changed is tried again after this
ACTION = re.compile(r"spit:a:(?P<m>[0-9a-f]{32}):(?P<r>\d+):(?P<p>\w+)")
GREY = 2  # Discord's secondary button style: an unlit card, a call not yet due
TITLE = re.compile(r"^-# .*?(?:round|deal) (\d+)")  # a board's small print: Speed's has no play


@dataclass(frozen=True)
class Button:
    slot: int  # its place among the message's buttons
    custom_id: str
    lit: bool  # drawn in colour: what a person aims at
    pressable: bool = True  # not disabled: a click on it sends (a grey card does)


def buttons_of(data: JSON) -> list[Button]:
    """A message's buttons in the order its client draws them, however deep."""
    found: list[Button] = []

    def walk(component: JSON) -> None:
        if component.get("type") == 2:
            # A grey card (secondary style) stays pressable, answered with why it does
            # not fit (bot/seats.card): a person sees it unlit and does not aim at it.
            pressable = not component.get("disabled")
            lit = pressable and component.get("style") != GREY
            found.append(Button(len(found), component.get("custom_id") or "", lit,
                                pressable))  # fmt: skip
        for child in component.get("components") or []:
            walk(child)
        if component.get("accessory"):
            walk(component["accessory"])

    for component in data.get("components") or []:
        walk(component)
    return found


def texts_of(data: JSON) -> list[str]:
    """The lines of a Components V2 message's text displays, in order."""
    found: list[str] = []

    def walk(component: JSON) -> None:
        if component.get("type") == 10:
            found.extend((component.get("content") or "").split("\n"))
        for child in component.get("components") or []:
            walk(child)

    for component in data.get("components") or []:
        walk(component)
    return found


PILE_SIZES = re.compile(r"^-# \D*?(\d+)?\D*? · \D*?(\d+)?\D*$")
"""The small print under a board's heading: both centre piles' sizes ("Left pile: 2
cards · right pile: not in use"; issue 26 took them out of the heading)."""
CARD = re.compile(r"^(10|[2-9AJQK])([♠♥♦♣])$")
SUIT_LETTERS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def card_of(cell: str) -> str | None:
    """A heading's card as the engine names it ("10♦️" or "__10♦️__" is "TD"; None: no
    card, face down or a pile not in use). English ranks: the race plays in English."""
    text = cell.strip().strip("_*").replace("\ufe0f", "").replace("\ufe0e", "")
    found = CARD.match(text)
    if found is None:
        return None
    rank = "T" if found[1] == "10" else found[1]
    return rank + SUIT_LETTERS[found[2]]


@dataclass(frozen=True)
class Shown:
    """What a match's message shows, as far as timing a move goes: the round its buttons
    name (None: none), the centre piles' sizes (None: not shown, as on a Spit panel
    during play), their top cards, whether it is the result card."""

    round: int | None
    sizes: tuple[int, int] | None
    over: bool
    tops: tuple[str | None, str | None] | None = None

    @classmethod
    def of(cls, data: JSON, match_id: str) -> Shown:
        rounds = [int(f["r"]) for b in buttons_of(data)
                  if (f := ACTION.fullmatch(b.custom_id)) and f["m"] == match_id]  # fmt: skip
        over = any(b.custom_id == f"spit:rm:{match_id}" for b in buttons_of(data))
        texts = texts_of(data)
        at = next((i for i, t in enumerate(texts) if t.startswith("## ")), None)
        sizes = tops = None
        if at is not None:
            cells = texts[at][3:].split(" · ")
            if len(cells) == 2:
                tops = (card_of(cells[0]), card_of(cells[1]))
            # The sizes' line follows the heading (a refusal's line may come between).
            for line in texts[at + 1 : at + 3]:
                if (found := PILE_SIZES.match(line)) is not None:
                    sizes = (int(found[1] or 0), int(found[2] or 0))
                    break
        if not rounds:
            rounds = [int(m[1]) for t in texts if (m := TITLE.match(t))]
        return cls(max(rounds) if rounds else None, sizes, over, tops)

    def reflects(self, move: Move) -> bool:
        """Whether this shows ``move`` made: its card on top of its pile, or (piles only
        grow in a round) its pile at least as big as right after the move."""
        if self.over:
            return True
        if self.round is None or move.round is None:
            return False
        if self.round != move.round:
            return self.round > move.round
        if move.card is not None and self.tops is not None and self.tops[move.pile] == move.card:
            return True
        return self.sizes is not None and move.size > 0 and self.sizes[move.pile] >= move.size


@dataclass(frozen=True)
class Move:
    """A card a press put on a pile: in ``round`` (None: the press ended the match), on
    ``pile``, which held ``size`` cards once it was on (0: not known), the card as the
    engine names it."""

    round: int | None
    pile: int
    size: int
    card: str | None = None


@dataclass(frozen=True)
class View:
    """The message a player acts on, as their client shows it, and when it got there."""

    message_id: int
    data: JSON
    at: float
    buttons: list[Button]

    @classmethod
    def of(cls, seen: Seen) -> View:
        assert seen.data is not None
        return cls(seen.message_id, seen.data, seen.at, buttons_of(seen.data))


def has_plays(data: JSON | None, match_id: str) -> bool:
    return data is not None and any(
        (f := ACTION.fullmatch(b.custom_id)) is not None and f["m"] == match_id
        for b in buttons_of(data)
    )


def names_match(data: JSON | None, match_id: str) -> bool:
    """Whether a message shows the match's play buttons or its "My cards"/"Show my
    hand" (Speed's board has no play of its own)."""
    return has_plays(data, match_id) or (
        data is not None and any(b.custom_id == f"spit:h:{match_id}" for b in buttons_of(data))
    )


def is_card(match: re.Match[str] | None) -> bool:
    return match is not None and match["p"].startswith("p")


class Surface(Protocol):
    kind: str  # "board", "panel" or "hand"

    def view(self) -> View | None:
        """What the player acts on, as their client shows it now (None: nothing yet)."""

    async def open(self) -> None:
        """Ready to play on."""

    def mine(self, seen: Seen) -> bool:
        """Whether a version the player's client got was of this surface."""


class BoardSurface:
    """The shared board: the newest message of the channel in the player's client that
    shows the match's buttons."""

    kind = "board"

    def __init__(self, fake: FakeDiscord, user: int, channel: int, match_id: str) -> None:
        assert fake.network is not None
        self.clients, self.user = fake.network.clients, user
        self.channel, self.match_id = channel, match_id

    def view(self) -> View | None:
        shown = self.clients.shown(self.user)
        for message_id in sorted(shown, reverse=True):
            seen = shown[message_id]
            if seen.channel_id == self.channel and names_match(seen.data, self.match_id):
                return View.of(seen)
        return None

    async def open(self) -> None:
        return None

    def mine(self, seen: Seen) -> bool:
        return seen.channel_id == self.channel and seen.data is not None and not (
            int(seen.data.get("flags") or 0) & EPHEMERAL
        )  # fmt: skip


class PrivateSurface:
    """A player's own panel or hand: opened from the board's button, answered by its own
    presses, redrawn by the match's keeper."""

    def __init__(
        self, kind: str, fake: FakeDiscord, board: BoardSurface, press: Callable[..., Any]
    ) -> None:
        assert fake.network is not None
        self.kind, self.fake, self.board, self.press = kind, fake, board, press
        self.clients, self.user = fake.network.clients, board.user

    def view(self) -> View | None:
        shown = self.clients.shown(self.user)
        for message_id in sorted(shown, reverse=True):
            seen = shown[message_id]
            if self._private(seen) and has_plays(seen.data, self.board.match_id):
                return View.of(seen)
        return None

    async def open(self) -> None:
        """Press the board's "My cards" (or "Show my hand") once it is there, then wait
        for the panel to reach the client."""
        while True:
            looked = len(self.clients.seen(self.user))
            if (board := self.board.view()) is not None:
                break
            await self.clients.next_change(self.user, looked)
        await self.press(board.message_id, f"spit:h:{self.board.match_id}")
        while True:
            looked = len(self.clients.seen(self.user))
            if self.view() is not None:
                break
            await self.clients.next_change(self.user, looked)

    def mine(self, seen: Seen) -> bool:
        return self._private(seen)

    @staticmethod
    def _private(seen: Seen) -> bool:
        return seen.data is not None and bool(int(seen.data.get("flags") or 0) & EPHEMERAL)


MARKS = ("🟦", "🟩")  # each seat's mark, before its name on every line about it


def spits_left(view: View, seat: int) -> bool:
    """Whether "Spit!" is for the seat: at a round's start (no centre cards: "get
    ready") it is everyone's; at a stall only theirs who still have spit cards (S8), as
    GREEDY presses it (a person reads it on their own line; a panel shows no pile sizes,
    so the centre's top cards tell a stall from a round's start)."""
    tops = Shown.of(view.data, "").tops
    if tops is None or tops == (None, None):
        return True
    mine = next((t for t in texts_of(view.data) if t.startswith(MARKS[seat])), "")
    return "no spit cards" not in mine


def choose(view: View, seat: int, speed: bool, skip: Callable[[Button], bool]) -> Button | None:
    """GREEDY's choice among the buttons lit for ``seat``: a card (own pile first, in
    stockpile or hand order), else a call (not "Spit!" with no spit cards left), else
    the slap in front of them."""
    plays: list[tuple[tuple[int, int, int], Button]] = []
    calls: list[Button] = []
    slaps: list[tuple[int, Button]] = []
    for button in view.buttons:
        found = ACTION.fullmatch(button.custom_id)
        if found is None or not button.lit or skip(button):
            continue
        payload = found["p"]
        if payload[0] == "p" and speed:  # p{card}{pile}, a row per card in hand
            pile = int(payload[-1])
            plays.append(((button.slot // 2, pile != seat, 0), button))
        elif payload[0] == "p":  # p{seat}{stock}{pile}{card}
            owner, stock, pile = int(payload[1]), int(payload[2]), int(payload[3])
            if owner == seat:
                plays.append(((stock, pile != seat, 0), button))
        elif payload[0] == "f" or (payload[0] == "s" and spits_left(view, seat)):
            calls.append(button)  # Flip!, Spit!
        elif payload[0] == "l":
            slaps.append((int(payload[1]) != seat, button))
    if plays:
        return min(plays, key=lambda p: p[0])[1]
    if calls:
        return calls[0]
    return min(slaps, key=lambda s: s[0])[1] if slaps else None


@dataclass
class Plan:
    button: Button
    view: View
    at: float  # when the finger lands


@dataclass(eq=False)
class Player:
    """One person at a table (see the module's docstring)."""

    seat: int
    user: int
    surface: Surface
    rng: random.Random
    speed: float  # the bench's factor: every delay is divided by it
    fake: FakeDiscord
    send: Callable[[Player, int, str, float], Any]  # (player, message, custom id, view's time)
    applied: set[str] = field(default_factory=set)
    #: custom id -> (the id of the data of the view it was refused on, until when it waits)
    refused: dict[str, tuple[int, float]] = field(default_factory=dict)
    answered: asyncio.Event = field(default_factory=asyncio.Event)
    ready_at: float = 0.0
    dead_clicks: int = 0
    doing: str = "starting"  # what the player is doing (a stuck run says)
    looked: int = 0  # how many versions their client had got when they last looked

    def reaction(self) -> float:
        return self.rng.lognormvariate(math.log(REACTION), SPREAD) / self.speed

    def _skip(self, view: View) -> Callable[[Button], bool]:
        def skip(button: Button) -> bool:
            refused = self.refused.get(button.custom_id)
            if (
                refused is not None
                and refused[0] == id(view.data)
                and (self.fake.network is None or self.fake.network.clock() < refused[1])
            ):
                return True  # refused on this very view: not again for a while
            found = ACTION.fullmatch(button.custom_id)  # a call names its stall: once
            return found is not None and found["p"][0] in "sf" and button.custom_id in self.applied

        return skip

    async def play(self, over: asyncio.Event, speed_game: bool) -> None:
        assert self.fake.network is not None
        clients, clock = self.fake.network.clients, self.fake.network.clock
        self.doing = "opening their surface"
        await self.surface.open()
        self.ready_at = clock()
        plan: Plan | None = None
        while not over.is_set():
            self.looked = len(clients.seen(self.user))  # what the client had: see _change
            view = self.surface.view()
            if view is None:
                self.doing = "waiting for their surface"
                await self._change(over)
                continue
            if plan is None:
                button = choose(view, self.seat, speed_game, self._skip(view))
                if button is None:  # (a refused press is tried again after a while)
                    self.doing = f"nothing to press on {view.message_id}"
                    await self._change(over, AGAIN / self.speed)
                    continue
                plan = Plan(button, view, max(view.at, self.ready_at) + self.reaction())
            wait = plan.at - clock()
            self.doing = f"aiming at {plan.button.custom_id}"
            if wait > 0:
                if not await self._change(over, wait):
                    continue  # the match ended, or time to click: checked above and below
                new = self.surface.view()
                if new is None or self._still(plan, new):
                    continue
                if new.at <= plan.at - NOTICE / self.speed:
                    plan = None  # seen in time: aim anew from this view
                continue
            # The finger lands on that place of that message, as the client draws it now.
            shown = clients.shown(self.user).get(plan.view.message_id)
            under = None
            if shown is not None and shown.data is not None:
                here = buttons_of(shown.data)
                under = here[plan.button.slot] if plan.button.slot < len(here) else None
            plan = None
            if under is None or not under.pressable or not under.custom_id:
                self.dead_clicks += 1
                self.ready_at = clock()
                continue
            assert shown is not None
            self.answered.clear()
            await self.send(self, shown.message_id, under.custom_id, shown.at)
            self.doing = f"waiting for the answer to {under.custom_id}"
            await self._answer(over)
            self.ready_at = clock()
        self.doing = "done: the match is over"

    @staticmethod
    def _still(plan: Plan, view: View) -> bool:
        if view.message_id != plan.view.message_id or plan.button.slot >= len(view.buttons):
            return False
        return view.buttons[plan.button.slot] == plan.button

    async def _change(self, over: asyncio.Event, within: float | None = None) -> bool:
        """Wait for the next version to reach the client (True), or ``within`` seconds,
        or the end of the match."""
        assert self.fake.network is not None
        clients = self.fake.network.clients
        change = asyncio.ensure_future(clients.next_change(self.user, self.looked))
        ended = asyncio.ensure_future(over.wait())
        try:
            done, _ = await asyncio.wait({change, ended}, timeout=within,
                                         return_when=asyncio.FIRST_COMPLETED)  # fmt: skip
        finally:
            change.cancel()
            ended.cancel()
        return change in done

    async def _answer(self, over: asyncio.Event) -> None:
        ended = asyncio.ensure_future(over.wait())
        answered = asyncio.ensure_future(self.answered.wait())
        try:
            await asyncio.wait({ended, answered}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            ended.cancel()
            answered.cancel()
