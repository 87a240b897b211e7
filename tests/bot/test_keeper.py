"""The keeper of a match's messages against a scripted transport: every write it makes,
answered (or refused) when the test says, on a driven clock. The races the end-to-end
tests reach through the fake Discord are here one step at a time: an edit and a press's
answer crossing, a close that fails, a post in flight when a press arrives, a restart
handed a board by its nonce, a board deleted with a press on its way, a token that runs
out, a channel that refuses the board, Discord refusing every write (the match pauses),
a board asked for before an idle forfeit."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import pytest

from spitbot.bot.keeper import (
    CHANNEL_EDIT_SPACING,
    EXPIRY_NOTICE_MS,
    FIRST_RETRY,
    REPLY_GRACE,
    UNANSWERED_AFTER,
    Keeper,
    nonce,
)
from spitbot.bot.kept import REPLACED, Gone, Look, Posted, Refused, Retry, Token, TooOld
from spitbot.runtime import Board, BoardRefused, ManualClock, MatchInfo, Player, Unavailable
from spitbot.runtime.clock import make_snowflake

MATCH = MatchInfo("a" * 32, 1, 900, (Player(1, "alice"), Player(2, "bob")), None, 7, 0)


@dataclass
class Write:
    kind: str  # "post", "edit", "hand", "update", "defer"
    target: Any  # a nonce (post), a message id, a seat's token
    drawing: Any
    future: asyncio.Future[Any] = field(
        default_factory=lambda: asyncio.get_running_loop().create_future()
    )

    def land(self, result: Any = None) -> None:
        self.future.set_result(result)

    def fail(self, error: Exception) -> None:
        self.future.set_exception(error)


@dataclass
class Script:
    """A transport whose every write waits until the test answers it."""

    writes: list[Write] = field(default_factory=list)

    def _write(self, kind: str, target: Any, drawing: Any) -> Write:
        write = Write(kind, target, drawing)
        self.writes.append(write)
        return write

    async def post(self, channel_id: int, drawing: Any, nonce: str) -> Posted:
        result: Posted = await self._write("post", nonce, drawing).future
        return result

    async def edit(self, channel_id: int, message_id: int, drawing: Any) -> None:
        await self._write("edit", message_id, drawing).future

    async def edit_through(self, token: Token, drawing: Any) -> None:
        await self._write("hand", token.handle, drawing).future

    async def fetch(self, channel_id: int, message_id: int) -> None:
        await self._write("fetch", message_id, None).future

    def pending(self) -> list[Write]:
        return [w for w in self.writes if not w.future.done()]

    def last(self, kind: str | None = None) -> Write:
        return [w for w in self.writes if kind is None or w.kind == kind][-1]


@dataclass
class Press:
    """A press's answer through its interaction, answered when the test says."""

    script: Script
    message_id: int | None

    async def update(self, drawing: Any) -> None:
        await self.script._write("update", self.message_id, drawing).future

    async def defer(self) -> None:
        self.script._write("defer", self.message_id, None).future.set_result(None)


class Artist:
    """Draws each message as the look it shows (and a hand's warning)."""

    replies_draw_board = True

    def board(self, board: Board, look: Look, said: str | None = None) -> Any:
        return ("board", look.version, look.late, look.extra)

    def closed(self, round_no: int) -> Any:
        return ("closed", round_no)

    def replaced(self) -> Any:
        return ("replaced",)

    def stopped(self) -> Any:
        return ("stopped",)

    def hand(self, board: Board, seat: int, audience: Any, look: Look, warning: str | None) -> Any:
        return ("hand", seat, look.kind, look.version, look.extra, warning)


class SpeedArtist(Artist):
    replies_draw_board = False


@dataclass
class Link:
    notes: dict[str, int] = field(default_factory=dict)
    refused: list[BoardRefused] = field(default_factory=list)
    missing: list[bool] = field(default_factory=list)
    unavailable_for: list[tuple[Unavailable, bool]] = field(default_factory=list)

    def keep(self, notes: Mapping[str, int]) -> None:
        self.notes.update(notes)

    def board_refused(self, refused: BoardRefused) -> None:
        self.refused.append(refused)

    def board_missing(self, missing: bool) -> None:
        self.missing.append(missing)

    def unavailable(self, cause: Unavailable, on: bool = True) -> None:
        self.unavailable_for.append((cause, on))


def board(version: int, round_no: int = 1, *, late: bool = False, pressed: tuple[int, ...] = (),
          over: bool = False) -> Board:  # fmt: skip
    state = SimpleNamespace(round=round_no, outcome="won" if over else None)
    return Board(MATCH, state, version, saving_late=late, pressed=frozenset(pressed))


@dataclass
class Setup:
    keeper: Keeper
    script: Script
    link: Link
    clock: ManualClock


MADE: list[Keeper] = []


@pytest.fixture(autouse=True)
async def forget_keepers() -> AsyncIterator[None]:
    """Each test's keepers are forgotten at its end, their unanswered writes dropped."""
    yield
    for keeper in MADE:
        keeper.forget()
    MADE.clear()
    await asyncio.sleep(0)


@pytest.fixture
def spit() -> Setup:
    return make(Artist())


def make(artist: Artist) -> Setup:
    script, link, clock = Script(), Link(), ManualClock()
    keeper = Keeper(MATCH, transport=script, artist=artist, link=link, clock=clock)
    MADE.append(keeper)
    return Setup(keeper, script, link, clock)


async def posted(s: Setup, version: int = 0, message_id: int = 100) -> None:
    """The match's first board, posted and answered."""
    s.keeper.committed(board(version))
    await s.clock.advance(0)
    s.script.last("post").land(Posted(message_id))
    await s.clock.advance(0)


# --- posting and drawing ---------------------------------------------------------------


async def test_a_board_is_posted_once_with_its_rounds_nonce_and_noted(spit: Setup) -> None:
    spit.keeper.committed(board(0))
    await spit.clock.advance(0)
    (post,) = spit.script.writes
    assert (post.kind, post.target, post.drawing) == ("post", nonce(MATCH.match_id, 1),
                                                     ("board", 0, False, None))  # fmt: skip
    assert spit.link.missing == [True]  # no board to press yet: idle clocks stand
    post.land(Posted(100))
    await spit.clock.advance(0)
    assert spit.link.notes == {"board": 100, "board_round": 1}
    assert spit.link.missing == [True, False]
    assert spit.script.pending() == [] and len(spit.script.writes) == 1


async def test_only_the_newest_board_is_drawn_after_a_slow_write(spit: Setup) -> None:
    await posted(spit)
    for version in (1, 2, 3):  # bot moves while the first edit hangs
        spit.keeper.committed(board(version))
        await spit.clock.advance(0)
    edits = [w for w in spit.script.writes if w.kind == "edit"]
    assert [w.drawing[1] for w in edits] == [1]  # one in flight per message
    edits[0].land()
    await spit.clock.advance(CHANNEL_EDIT_SPACING)  # (a channel's edits are paced)
    assert [w.drawing[1] for w in spit.script.writes if w.kind == "edit"] == [1, 3]


async def test_a_board_edited_as_a_channel_message_is_edited_at_most_once_a_second(
    spit: Setup,
) -> None:
    """With no press token at hand (Speed's board, the table's moves) the board is a
    channel message, whose edits share 5 per 5 s: spread evenly, never a burst that
    then waits out the window; what comes meanwhile is drawn by the next edit."""
    await posted(spit)
    began = spit.clock.now()
    for version in range(1, 12):  # a move every 0.25 s
        spit.keeper.committed(board(version))
        await spit.clock.advance(0)
        for write in spit.script.pending():
            write.land()
        await spit.clock.advance(0.25)
    await spit.clock.advance(CHANNEL_EDIT_SPACING)
    edits = [w for w in spit.script.writes if w.kind == "edit"]
    assert [w.drawing[1] for w in edits] == [1, 4, 8, 11]  # the newest, once a second
    assert spit.clock.now() - began < 4.0  # 11 moves, 4 edits, none more than 1 s late


async def answered_with_token(spit: Setup, version: int, handle: str) -> None:
    """Alice's press on board 100 commits ``version`` and is answered there (type 7): its
    token (``handle``, good for 15 minutes) is the board's from then on."""
    token = Token(handle=handle, expires_ms=spit.clock.wall_ms() + 900_000, audience=None)
    spit.keeper.committed(board(version, pressed=(0,)))
    answer = asyncio.ensure_future(
        spit.keeper.answer_board(Press(spit.script, 100), 0, token=token)
    )
    await spit.clock.advance(0)
    spit.script.last("update").land()
    await answer


async def test_a_press_token_on_the_board_is_not_paced(spit: Setup) -> None:
    await posted(spit)
    await answered_with_token(spit, 1, "t")
    for version in (2, 3):  # the rival's moves: through alice's token, at once
        spit.keeper.committed(board(version))
        await spit.clock.advance(0)
        assert spit.script.last().kind == "hand" and spit.script.last().drawing[1] == version
        spit.script.last().land()
        await spit.clock.advance(0)


async def test_a_board_answered_by_a_press_costs_that_press_only(spit: Setup) -> None:
    """The runtime says alice's press answers version 1: the keeper leaves the board to
    her answer, which draws it (type 7); nothing else is sent."""
    await posted(spit)
    spit.keeper.committed(board(1, pressed=(0,)))
    await spit.clock.advance(0)
    assert spit.script.pending() == []  # held for her answer
    answer = asyncio.ensure_future(spit.keeper.answer_board(Press(spit.script, 100), 0))
    await spit.clock.advance(0)
    update = spit.script.last()
    assert (update.kind, update.drawing) == ("update", ("board", 1, False, None))
    update.land()
    await answer
    await spit.clock.advance(REPLY_GRACE + 1)
    assert [w.kind for w in spit.script.writes] == ["post", "update"]
    # A second press settled in the same window: its board is drawn already (type 6).
    await spit.keeper.answer_board(Press(spit.script, 100), 1)
    assert spit.script.last().kind == "defer"


async def test_an_answer_that_never_comes_is_drawn_by_the_keeper(spit: Setup) -> None:
    await posted(spit)
    spit.keeper.committed(board(1, pressed=(0,)))
    await spit.clock.advance(REPLY_GRACE - 0.5)
    assert spit.script.pending() == []
    await spit.clock.advance(1)
    assert spit.script.last().drawing == ("board", 1, False, None)


async def test_an_edit_and_a_press_answer_crossing_draw_the_newest_again(spit: Setup) -> None:
    """A bot move's edit (v1) is slow; alice's press answer draws v2 meanwhile. Discord
    alone knows which landed last: the newest is drawn once more after both."""
    await posted(spit)
    spit.keeper.committed(board(1))
    await spit.clock.advance(0)
    slow = spit.script.last("edit")
    spit.keeper.committed(board(2, pressed=(0,)))
    answer = asyncio.ensure_future(spit.keeper.answer_board(Press(spit.script, 100), 0))
    await spit.clock.advance(0)
    spit.script.last("update").land()
    await answer
    slow.land()  # the slowed edit lands last
    await spit.clock.advance(CHANNEL_EDIT_SPACING)
    again = spit.script.last()
    assert (again.kind, again.drawing) == ("edit", ("board", 2, False, None))
    again.land()
    await spit.clock.advance(REPLY_GRACE + 1)
    assert spit.script.pending() == [] and spit.script.last() is again


async def test_writes_that_drew_the_same_board_need_no_redraw(spit: Setup) -> None:
    await posted(spit)
    spit.keeper.committed(board(1))
    await spit.clock.advance(0)
    edit = spit.script.last("edit")
    answer = asyncio.ensure_future(spit.keeper.answer_board(Press(spit.script, 100), 0))
    await spit.clock.advance(0)
    spit.script.last("update").land()
    await answer
    edit.land()
    await spit.clock.advance(0)
    assert [w.kind for w in spit.script.writes] == ["post", "edit", "update"]


# --- rounds and old boards ---------------------------------------------------------------


async def test_a_new_round_is_the_same_board_edited(spit: Setup) -> None:
    """Issue 26: a round's next board is the same message, edited, not a new one (a new
    message would move the board under a racing finger and bury a phone's panel); the
    snapshot notes the round it shows."""
    await posted(spit)
    spit.keeper.committed(board(1, round_no=2))  # a timer ended round 1
    await spit.clock.advance(0)
    (edit,) = spit.script.pending()
    assert (edit.kind, edit.target, edit.drawing) == ("edit", 100, ("board", 1, False, None))
    edit.land()
    await spit.clock.advance(0)
    assert spit.link.notes == {"board": 100, "board_round": 2}
    assert spit.keeper.old == [] and [w.kind for w in spit.script.writes] == ["post", "edit"]


async def test_a_failed_edit_is_sent_again_with_back_off(spit: Setup) -> None:
    await posted(spit)
    spit.keeper.committed(board(1, round_no=2))
    await spit.clock.advance(0)
    delays = []
    for _ in range(6):  # 429s past discord.py's own retries
        edit = spit.script.last("edit")
        edit.fail(Retry("429 Too Many Requests"))
        await spit.clock.advance(0)
        start = spit.clock.now()
        while spit.script.last("edit") is edit:
            await spit.clock.advance(0.25)
        delays.append(spit.clock.now() - start)
    assert delays == [FIRST_RETRY * 2**n for n in range(6)]  # 0.5 s, 1 s, 2 s...
    spit.script.last("edit").land()


async def test_an_old_board_a_press_closed_is_not_closed_again() -> None:
    """A board a restart left open (an older version posted one board per round): its
    close failed; a press on it closes it (type 7), and it is never closed again."""
    s = make(Artist())
    born = make_snowflake(s.clock.wall_ms())
    s.keeper.adopt(born + 1, 2)
    s.keeper.adopt_old(born, 1)
    s.keeper.committed(board(1, round_no=2))
    await s.clock.advance(0)
    close = next(w for w in s.script.pending() if w.target == born)
    assert close.drawing == ("closed", 1)
    close.fail(Retry("429"))
    await s.clock.advance(0)
    answer = asyncio.ensure_future(s.keeper.answer_board(Press(s.script, born), 1))
    await s.clock.advance(0)
    update = s.script.last("update")
    assert update.drawing == ("closed", 1)  # her press closes it (type 7)
    update.land()
    await answer
    await s.clock.advance(60)
    assert [w for w in s.script.writes if w.target == born and w.kind == "edit"] == [close]


async def test_a_press_that_ends_the_round_draws_the_next_round_through_its_answer(
    spit: Setup,
) -> None:
    """The round's end and the next round's board are one message: the press that
    ended the round redraws it (type 7), and the keeper writes nothing meanwhile."""
    await posted(spit)
    spit.keeper.committed(board(1, round_no=2, pressed=(0,)))
    await spit.clock.advance(0)
    assert spit.script.pending() == []  # left to the press's answer
    answer = asyncio.ensure_future(spit.keeper.answer_board(Press(spit.script, 100), 0))
    await spit.clock.advance(0)
    update = spit.script.last()
    assert (update.kind, update.target, update.drawing) == (
        "update",
        100,
        ("board", 1, False, None),
    )
    update.land()
    await answer
    await spit.clock.advance(REPLY_GRACE + 1)
    assert spit.keeper.old == [] and [w.kind for w in spit.script.writes] == ["post", "update"]


async def test_a_second_board_of_the_round_is_closed_as_replaced(spit: Setup) -> None:
    await posted(spit)
    assert spit.keeper.is_replaced(99, 1) and not spit.keeper.is_replaced(100, 1)
    closing = asyncio.ensure_future(spit.keeper.close_pressed(Press(spit.script, 99), REPLACED))
    await spit.clock.advance(0)
    assert spit.script.last().drawing == ("replaced",)
    spit.script.last().land()
    await closing


# --- posts, restarts and deletions ------------------------------------------------------


async def test_a_press_on_a_board_whose_post_is_still_unanswered_counts_there(
    spit: Setup,
) -> None:
    """Discord made the board, but its answer is still on the way when a press on it
    comes: that is the live board, and no second one is posted."""
    spit.keeper.committed(board(0))
    await spit.clock.advance(0)
    post = spit.script.last("post")
    assert not spit.keeper.is_replaced(300, 1)  # its id is not known yet
    spit.keeper.committed(board(1, pressed=(0,)))
    answer = asyncio.ensure_future(spit.keeper.answer_board(Press(spit.script, 300), 0))
    await spit.clock.advance(0)
    spit.script.last("update").land()
    await answer
    post.land(Posted(300))
    await spit.clock.advance(0)
    assert [w.kind for w in spit.script.writes if w.kind == "post"] == ["post"]
    assert spit.keeper.live is not None and spit.keeper.live.message_id == 300


async def test_a_restart_handed_back_a_board_by_its_nonce_brings_it_up_to_date(
    spit: Setup,
) -> None:
    spit.keeper.committed(board(5))
    await spit.clock.advance(0)
    spit.script.last("post").land(Posted(100, matches=False))  # an earlier run's post
    await spit.clock.advance(0)
    edit = spit.script.last()
    assert (edit.kind, edit.target, edit.drawing) == ("edit", 100, ("board", 5, False, None))


async def test_a_restored_board_is_drawn_again_and_never_posted(spit: Setup) -> None:
    born = make_snowflake(spit.clock.wall_ms())  # a board made just now (ids tell the time)
    spit.keeper.adopt(born, 1)
    spit.keeper.committed(board(9))
    await spit.clock.advance(0)
    assert [(w.kind, w.target) for w in spit.script.writes] == [("edit", born)]


async def test_a_deleted_board_is_posted_anew_with_a_nonce_naming_it(spit: Setup) -> None:
    await posted(spit)
    assert spit.keeper.deleted(100)
    await spit.clock.advance(0)
    post = spit.script.last()
    assert (post.kind, post.target) == ("post", nonce(MATCH.match_id, 1, instead_of=100))
    assert spit.link.missing[-1] is True
    post.land(Posted(101))
    await spit.clock.advance(0)
    assert spit.link.notes["board"] == 101 and spit.link.missing[-1] is False
    assert not spit.keeper.deleted(55)  # not one of this match's


async def test_an_edit_of_a_deleted_board_posts_it_anew(spit: Setup) -> None:
    await posted(spit)
    spit.keeper.committed(board(1))
    await spit.clock.advance(0)
    spit.script.last("edit").fail(Gone("10008 Unknown Message"))
    await spit.clock.advance(0)
    post = spit.script.last()
    assert (post.kind, post.target) == ("post", nonce(MATCH.match_id, 1, instead_of=100))
    assert post.drawing == ("board", 1, False, None)


async def test_a_press_answer_on_a_deleted_board_says_so_and_the_board_is_posted_anew(
    spit: Setup,
) -> None:
    await posted(spit)
    spit.keeper.committed(board(1, pressed=(0,)))
    answer = asyncio.ensure_future(spit.keeper.answer_board(Press(spit.script, 100), 0))
    await spit.clock.advance(0)
    spit.script.last("update").fail(Gone("10008 Unknown Message"))
    with pytest.raises(Gone):  # the caller tells the presser their card counted
        await answer
    await spit.clock.advance(0)
    post = spit.script.last()
    assert (post.kind, post.drawing) == ("post", ("board", 1, False, None))


async def test_an_hour_old_board_gives_way_to_a_fresh_one(spit: Setup) -> None:
    await posted(spit)
    spit.keeper.committed(board(1))
    await spit.clock.advance(0)
    spit.script.last("edit").fail(TooOld("30046"))
    await spit.clock.advance(0)
    post = spit.script.last()
    assert (post.kind, post.target) == ("post", nonce(MATCH.match_id, 1, instead_of=100))
    post.land(Posted(101))
    await spit.clock.advance(FIRST_RETRY)
    close = spit.script.last()
    assert (close.kind, close.target, close.drawing) == ("edit", 100, ("closed", 1))


async def test_a_channel_that_refuses_the_board_ends_the_match(spit: Setup) -> None:
    spit.keeper.committed(board(0))
    await spit.clock.advance(0)
    spit.script.last().fail(Refused(SimpleNamespace(code="embed_links")))  # type: ignore[arg-type]
    await spit.clock.advance(60)
    assert len(spit.link.refused) == 1 and len(spit.script.writes) == 1


# --- Discord refusing every write, and a board asked for -----------------------------


async def test_writes_refused_again_and_again_pause_the_match_until_one_lands(
    spit: Setup,
) -> None:
    """One refused write passes (a 429 past retries); from the second in a row, Discord is
    taken to refuse the board's writes, and the match is told (its clocks stand) until
    one lands."""
    await posted(spit)
    spit.keeper.committed(board(1))
    await spit.clock.advance(0)
    spit.script.last("edit").fail(Retry("503 Service Unavailable"))
    await spit.clock.advance(0)
    assert spit.link.unavailable_for == []
    await spit.clock.advance(FIRST_RETRY)
    spit.script.last("edit").fail(Retry("503 Service Unavailable"))
    await spit.clock.advance(0)
    assert spit.link.unavailable_for == [(Unavailable.REFUSED, True)]
    await spit.clock.advance(2 * FIRST_RETRY)
    spit.script.last("edit").land()
    await spit.clock.advance(0)
    assert spit.link.unavailable_for == [(Unavailable.REFUSED, True), (Unavailable.REFUSED, False)]


async def test_a_write_left_unanswered_pauses_the_match_until_it_lands(spit: Setup) -> None:
    """A write of the board Discord does not answer for 10 s (past discord.py's waits for
    a channel's rate limit) counts as refused: the match's clocks stand until it lands."""
    await posted(spit)
    spit.keeper.committed(board(1))
    await spit.clock.advance(UNANSWERED_AFTER - 0.1)
    assert spit.link.unavailable_for == []
    await spit.clock.advance(0.2)
    assert spit.link.unavailable_for == [(Unavailable.REFUSED, True)]
    spit.script.last("edit").land()
    await spit.clock.advance(0)
    assert spit.link.unavailable_for[-1] == (Unavailable.REFUSED, False)


async def test_a_board_there_is_confirmed(spit: Setup) -> None:
    await posted(spit)
    asked = asyncio.ensure_future(spit.keeper.confirm())
    await spit.clock.advance(0)
    fetch = spit.script.last()
    assert (fetch.kind, fetch.target) == ("fetch", 100)
    fetch.land()
    assert await asked is True


async def test_a_board_gone_unheard_is_posted_anew_when_asked_for(spit: Setup) -> None:
    """D4: before an idle forfeit the board is asked for; it is gone (10008, the bot
    never heard MESSAGE_DELETE): it is posted anew, and the match told it has no board."""
    await posted(spit)
    asked = asyncio.ensure_future(spit.keeper.confirm())
    await spit.clock.advance(0)
    spit.script.last("fetch").fail(Gone("10008 Unknown Message"))
    assert await asked is False
    await spit.clock.advance(0)
    post = spit.script.last()
    assert (post.kind, post.target) == ("post", nonce(MATCH.match_id, 1, instead_of=100))
    assert spit.link.missing[-1] is True


@pytest.mark.parametrize("answer", ["passing", "refused"])
async def test_a_board_nobody_can_vouch_for_is_not_confirmed(spit: Setup, answer: str) -> None:
    """Discord cannot say (a 5xx): not confirmed, nothing posted; the channel is gone
    (10003): not confirmed, and the match ends."""
    await posted(spit)
    asked = asyncio.ensure_future(spit.keeper.confirm())
    await spit.clock.advance(0)
    failure: Exception = Retry("502 Bad Gateway")
    if answer == "refused":
        failure = Refused(SimpleNamespace(code="channel-gone"), why="channel deleted")  # type: ignore[arg-type]
    spit.script.last("fetch").fail(failure)
    assert await asked is False
    await spit.clock.advance(60)
    assert [w.kind for w in spit.script.writes] == ["post", "fetch"]
    refused = [r.why for r in spit.link.refused]
    assert refused == (["channel deleted"] if answer == "refused" else [])


async def test_a_board_being_posted_is_not_asked_for(spit: Setup) -> None:
    spit.keeper.committed(board(0))
    await spit.clock.advance(0)
    assert await spit.keeper.confirm() is False
    assert [w.kind for w in spit.script.writes] == ["post"]


# --- stopping, rematches, hands -----------------------------------------------------


async def test_a_stopped_match_loses_its_buttons_and_posts_nothing_more(spit: Setup) -> None:
    await posted(spit)
    spit.keeper.stop()
    await spit.clock.advance(0)
    assert spit.script.last().drawing == ("stopped",)
    spit.script.last().land()
    spit.keeper.committed(board(1, round_no=2))
    await spit.clock.advance(0)
    assert [w.kind for w in spit.script.writes] == ["post", "edit"]


async def test_the_final_boards_rematch_votes_are_part_of_what_it_shows(spit: Setup) -> None:
    await posted(spit)
    spit.keeper.committed(board(1, over=True))
    await spit.clock.advance(0)
    spit.script.last().land()
    await spit.clock.advance(0)
    assert not spit.keeper.vote_rematch(1)  # alice asks; bob has not yet
    assert not spit.keeper.vote_rematch(1)  # asking twice counts once
    voting = asyncio.ensure_future(spit.keeper.answer_board(Press(spit.script, 100), None))
    await spit.clock.advance(0)
    assert spit.script.last().drawing == ("board", 1, False, ((1, 2, False), None))
    spit.script.last().land()
    await voting
    spit.keeper.committed(board(1, late=True, over=True))  # redrawn later: the votes stay
    await spit.clock.advance(CHANNEL_EDIT_SPACING)
    assert spit.script.last().drawing == ("board", 1, True, ((1, 2, False), None))


async def test_a_hand_is_redrawn_through_its_token_and_left_to_its_press() -> None:
    s = make(SpeedArtist())
    await posted(s)
    token = Token("alice's press", "en", s.clock.wall_ms() + 15 * 60_000)
    s.keeper.hand_opened(0, 500, token, Look("hand", 0))
    s.keeper.committed(board(1, pressed=(0,)))  # alice played: her answer draws her hand
    await s.clock.advance(0)
    assert [w.kind for w in s.script.pending()] == ["edit"]  # the public board only
    answer = asyncio.ensure_future(s.keeper.answer_hand(Press(s.script, 500), 0, token))
    await s.clock.advance(0)
    assert s.script.last().drawing == ("hand", 0, "hand", 1, None, None)
    s.script.last().land()
    await answer
    s.keeper.committed(board(2, pressed=(1,)))  # bob played: alice's hand is the bot's
    await s.clock.advance(0)
    assert s.script.last("hand").drawing == ("hand", 0, "hand", 2, None, None)


async def test_a_hand_says_it_stops_updating_before_its_token_runs_out() -> None:
    s = make(SpeedArtist())
    await posted(s)
    expires = s.clock.wall_ms() + 15 * 60_000
    token = Token("bob's press", "en", expires)
    s.keeper.hand_opened(1, 501, token, Look("hand", 0))
    await s.clock.advance(15 * 60 - EXPIRY_NOTICE_MS / 1000 - 1)
    assert [w.kind for w in s.script.writes] == ["post"]
    await s.clock.advance(2)
    notice = s.script.last()
    assert (notice.kind, notice.drawing) == ("hand", ("hand", 1, "hand", 0, expires, None))
    notice.land()
    await s.clock.advance(EXPIRY_NOTICE_MS / 1000)
    s.keeper.committed(board(1))  # after the token ran out: nothing tries to use it
    await s.clock.advance(0)
    assert [w.kind for w in s.script.writes] == ["post", "hand", "edit"]
    assert 1 not in s.keeper.hands


async def test_settle_waits_until_every_message_shows_what_it_should(spit: Setup) -> None:
    spit.keeper.committed(board(0))
    settled = asyncio.ensure_future(spit.keeper.settle())
    await spit.clock.advance(0)
    assert not settled.done()
    spit.script.last().land(Posted(100))
    await spit.clock.advance(0)
    assert settled.done()


async def test_a_press_token_of_a_replaced_board_never_edits_the_new_one(spit: Setup) -> None:
    """A token edits the message its press was made on: once a moderator deleted the
    board and it was posted anew, the old board's token is not used for the new one (it
    would edit the deleted message, and the new board be given up and posted again)."""
    await posted(spit)
    await answered_with_token(spit, 1, "t-on-100")
    spit.keeper.deleted(100)
    await spit.clock.advance(0)
    spit.script.last("post").land(Posted(200))
    await spit.clock.advance(0)
    spit.keeper.committed(board(2))  # bob's move, on the new board
    await spit.clock.advance(CHANNEL_EDIT_SPACING)
    write = spit.script.last()
    assert (write.kind, write.target, write.drawing[1]) == ("edit", 200, 2)


async def test_a_move_while_a_press_answer_is_on_its_way_uses_its_token_at_once(
    spit: Setup,
) -> None:
    """The board was just edited as a channel message (paced); alice's press answer
    brings a token: bob's move made meanwhile goes through it at once, not a second
    later."""
    await posted(spit)
    spit.keeper.committed(board(1))  # a channel edit: no token yet
    await spit.clock.advance(0)
    spit.script.last("edit").land()
    await spit.clock.advance(0)
    token = Token(handle="t", expires_ms=spit.clock.wall_ms() + 900_000, audience=None)
    spit.keeper.committed(board(2, pressed=(0,)))
    answer = asyncio.ensure_future(
        spit.keeper.answer_board(Press(spit.script, 100), 0, token=token)
    )
    await spit.clock.advance(0)
    spit.keeper.committed(board(3))  # bob's move while alice's answer is on its way
    await spit.clock.advance(0)
    spit.script.last("update").land()
    await answer
    await spit.clock.advance(0)
    write = spit.script.last()
    assert (write.kind, write.target, write.drawing[1]) == ("hand", "t", 3)
