"""A hostile review of the keeper (issue 17), the races the fake Discord cannot stage one
step at a time: each test names the defect it reproduces, against the scripted transport
of :mod:`tests.bot.test_keeper` on a driven clock."""

from __future__ import annotations

import asyncio
import logging

import pytest

from spitbot.bot.keeper import TOKEN_MARGIN_MS, nonce
from spitbot.bot.kept import Expired, Gone, Look, Posted, Retry, ShutDown, Token, TooOld
from spitbot.runtime.clock import make_snowflake

from .test_keeper import (
    MATCH,
    Artist,
    Press,
    Setup,
    SpeedArtist,
    board,
    forget_keepers,
    make,
    posted,
    spit,
)

__all__ = ["forget_keepers", "spit"]  # the fixtures, used by name


def posts(s: Setup) -> list[tuple[str, object]]:
    return [(w.target, w.drawing) for w in s.script.writes if w.kind == "post"]


async def test_a_board_deleted_during_a_write_that_landed_is_posted_anew(spit: Setup) -> None:
    """Defect 2: ``_end`` overwrote the look ``_lost`` cleared. The final board's edit
    lands, but the gateway said meanwhile that a moderator deleted the board: it must be
    posted anew (the result card is not lost)."""
    await posted(spit)
    spit.keeper.committed(board(1, over=True))
    await spit.clock.advance(0)
    edit = spit.script.last("edit")
    assert spit.keeper.deleted(100)  # heard while the edit is on its way
    edit.land()  # Discord had taken it before the deletion
    await spit.clock.advance(0)
    assert posts(spit)[-1] == (nonce(MATCH.match_id, 1, 100), ("board", 1, False, (None, None)))


async def test_a_press_on_a_stray_board_during_a_post_closes_it_as_replaced(spit: Setup) -> None:
    """Defect 5: while the board is being posted, any message pressed was taken as the
    board. A press on another (a board a restart left) must not make it the live one:
    once the post answers with its own message, the stray one is closed as replaced."""
    spit.keeper.committed(board(0))
    await spit.clock.advance(0)
    post = spit.script.last("post")
    spit.keeper.committed(board(1, pressed=(0,)))
    answer = asyncio.ensure_future(spit.keeper.answer_board(Press(spit.script, 77), 0))
    await spit.clock.advance(0)
    spit.script.last("update").land()
    await answer
    post.land(Posted(300))  # the board Discord made is another message
    await spit.clock.advance(0)
    assert spit.keeper.live is not None and spit.keeper.live.message_id == 300
    close = spit.script.last()
    assert (close.kind, close.target, close.drawing) == ("edit", 77, ("replaced",))
    close.land()
    await spit.clock.advance(10)
    assert spit.link.notes["board"] == 300 and len(posts(spit)) == 1


async def test_an_answer_failing_on_its_message_never_loses_the_posted_board(
    spit: Setup,
) -> None:
    """Defect 4: ``_reply`` took ``kept.message_id`` for the message that failed, not
    the message pressed. A press on a stray message while the board is posted; the post
    lands (message 300), then the answer finds its own message (77) gone: board 300 is
    still the live one, and no second board is posted."""
    spit.keeper.committed(board(0))
    await spit.clock.advance(0)
    post = spit.script.last("post")
    spit.keeper.committed(board(1, pressed=(0,)))
    answer = asyncio.ensure_future(spit.keeper.answer_board(Press(spit.script, 77), 0))
    await spit.clock.advance(0)
    post.land(Posted(300))
    await spit.clock.advance(0)
    spit.script.last("update").fail(Gone("10008 Unknown Message"))
    with pytest.raises(Gone):
        await answer
    await spit.clock.advance(10)
    assert spit.keeper.live is not None and spit.keeper.live.message_id == 300
    assert len(posts(spit)) == 1


async def test_a_hand_is_never_written_in_the_last_seconds_of_its_token() -> None:
    """Defect 13: a hand was written up to its token's last millisecond, so the write
    reached Discord after the 15 minutes. Within the safety margin it is left alone."""
    s = make(SpeedArtist())
    await posted(s)
    expires = s.clock.wall_ms() + 15 * 60_000
    s.keeper.hand_opened(1, 501, Token("bob's press", "en", expires), Look("hand", 0))
    await s.clock.advance((expires - s.clock.wall_ms() - TOKEN_MARGIN_MS // 2) / 1000)
    hands = [w for w in s.script.writes if w.kind == "hand"]
    for write in hands:  # the expiry notice, a minute before
        if not write.future.done():
            write.land()
    s.keeper.committed(board(1))  # a move seconds before the token runs out
    await s.clock.advance(0)
    assert [w for w in s.script.writes if w.kind == "hand"] == hands


async def test_a_failed_write_of_an_old_hand_keeps_the_newer_hand() -> None:
    """Defect 16: ``_failed`` dropped whatever hand the seat had, also one opened while
    the failed write was on its way. The newer hand is kept, and drawn by the next move."""
    s = make(SpeedArtist())
    await posted(s)
    now = s.clock.wall_ms()
    s.keeper.hand_opened(0, 500, Token("first", "en", now + 15 * 60_000), Look("hand", 0))
    s.keeper.committed(board(1))
    await s.clock.advance(0)
    old = s.script.last("hand")
    s.keeper.hand_opened(0, 600, Token("second", "en", now + 16 * 60_000), Look("hand", 1))
    old.fail(Expired("50027 Invalid Webhook Token"))
    await s.clock.advance(0)
    assert 0 in s.keeper.hands and s.keeper.hands[0].message_id == 600
    s.keeper.committed(board(2))
    await s.clock.advance(0)
    assert (s.script.last("hand").target, s.script.last("hand").drawing[3]) == ("second", 2)


async def test_a_post_whose_fate_is_unknown_stays_the_live_board_across_rounds(
    spit: Setup,
) -> None:
    """Defect 17: a post that timed out (Discord may have made the board) was forgotten
    when its round ended, leaving a board with live buttons. A round's next board is the
    same message (issue 26): it is posted again with its nonce, Discord hands back the
    board it made, and that board is brought up to the new round."""
    spit.keeper.committed(board(0))
    await spit.clock.advance(0)
    spit.script.last("post").fail(Retry("TimeoutError", applied=None))
    spit.keeper.committed(board(1, round_no=2))  # a timer ends round 1 meanwhile
    await spit.clock.advance(5)
    one = nonce(MATCH.match_id, 1)
    again = [w for w in spit.script.writes if w.kind == "post" and w.target == one][1:]
    assert [w.drawing for w in again] == [("board", 1, False, None)]
    again[0].land(Posted(100, matches=False))  # handed back, as it was drawn then
    await spit.clock.advance(0)
    edit = spit.script.last("edit")
    assert (edit.target, edit.drawing) == (100, ("board", 1, False, None))
    assert spit.link.notes == {"board": 100, "board_round": 2}


async def test_a_restored_old_rounds_board_is_closed() -> None:
    """Defect 6: old rounds' boards were only in memory. A restored keeper told of one
    by its snapshot (noted by a version that posted a board per round, or a board
    renewed after an hour) closes it, and the note is cleared once it is closed."""
    s = make(Artist())  # a fresh process
    born = make_snowflake(s.clock.wall_ms())
    s.keeper.adopt(born + 1, 2)
    s.keeper.adopt_old(born, 1)
    s.keeper.committed(board(3, round_no=2))
    await s.clock.advance(0)
    assert {(w.target, w.drawing) for w in s.script.writes} == {
        (born + 1, ("board", 3, False, None)), (born, ("closed", 1)),
    }  # fmt: skip
    s.script.last("edit").land()
    for write in s.script.pending():
        write.land()
    await s.clock.advance(0)
    assert s.link.notes.get("old_board") == 0


async def test_a_press_answer_on_an_hour_old_board_gives_way_to_a_fresh_one(
    spit: Setup,
) -> None:
    """Defect 10, when Discord says so first: the press's answer is refused (30046). The
    board is posted afresh, and the caller is told (TooOld) to tell the presser."""
    await posted(spit)
    spit.keeper.committed(board(1, pressed=(0,)))
    answer = asyncio.ensure_future(spit.keeper.answer_board(Press(spit.script, 100), 0))
    await spit.clock.advance(0)
    spit.script.last("update").fail(TooOld("30046"))
    with pytest.raises(TooOld):
        await answer
    await spit.clock.advance(0)
    assert posts(spit)[-1] == (nonce(MATCH.match_id, 1, 100), ("board", 1, False, None))


async def test_a_write_after_the_session_closed_is_quiet(
    spit: Setup, caplog: pytest.LogCaptureFixture
) -> None:
    """Also noticed: a keeper write that fails because the bot is shutting down was
    logged at ERROR with a traceback; it is dropped quietly (DEBUG)."""
    caplog.set_level(logging.DEBUG)
    spit.keeper.committed(board(0))
    await spit.clock.advance(0)
    spit.script.last("post").fail(ShutDown("Session is closed"))
    await spit.clock.advance(60)
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []
    assert len(spit.script.writes) == 1  # nothing more is tried


async def test_a_hand_pressed_while_the_match_stops_costs_one_call() -> None:
    """Also noticed: a press on a hand of a match being stopped drew the hand twice
    (the keeper's edit through the token, and the press's answer)."""
    s = make(SpeedArtist())
    await posted(s)
    token = Token("alice's press", "en", s.clock.wall_ms() + 15 * 60_000)
    s.keeper.hand_opened(0, 500, token, Look("hand", 0))
    s.keeper.expect(0, "hand")
    s.keeper.stop()
    answer = asyncio.ensure_future(s.keeper.answer_hand(Press(s.script, 500), 0, token, "no"))
    await s.clock.advance(0)
    s.script.last("update").land()
    await answer
    await s.clock.advance(10)
    assert [w.kind for w in s.script.writes if w.kind in ("hand", "update")] == ["update"]
