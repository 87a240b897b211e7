"""Showing boards: each committed version is shown, with the seats whose press answers
draw it, and the publisher never holds up play."""

from spitbot.engine import EndReason
from spitbot.engine.spit import Variant
from spitbot.runtime import Difficulty, Player

from .support import make_registry


async def test_boards_are_shown_only_once_committed_and_never_hold_up_play() -> None:
    """The publisher is told each committed board (its keeper draws them in its own
    time): play goes on meanwhile, and nothing uncommitted is ever shown."""
    registry, clock, publisher, recorder = make_registry()
    bots = (Player(-1, "A", Difficulty.HARD), Player(-2, "B", Difficulty.HARD))
    actor = await registry.start(channel_id=1, guild_id=1, players=bots, variant=Variant(), seed=4)
    await clock.advance(0)
    shown = len(publisher.boards)
    recorder.hold()
    await clock.advance(30)  # many bot moves while the database holds their commits
    assert actor.version > 20  # play went on
    assert len(publisher.boards) == shown  # none of them shown before it is committed
    recorder.release()
    await clock.advance(0)
    versions = [b.version for b in publisher.boards[shown:]]
    assert versions == sorted(versions) and versions[-1] == actor.version


async def test_nobody_is_forfeited_while_the_match_has_no_board() -> None:
    """D4: while the publisher says the match has no board to press (posted anew after a
    moderator deleted it, say), the idle clocks stand; they start afresh once it is back."""
    from tests.engine.spit.position import position

    from .support import match_at

    registry, clock, _, _ = make_registry(window_ms=0, idle_timeout=60)
    race = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")
    actor = match_at(registry, race)
    await clock.advance(0)
    actor.board_missing(True)
    await clock.advance(600)
    assert not actor.finished
    actor.board_missing(False)
    await clock.advance(59)
    assert not actor.finished
    await clock.advance(2)
    assert actor.finished and actor.state.outcome is not None
    assert actor.state.outcome.reason is EndReason.IDLE


async def test_every_change_is_published_with_the_seats_whose_replies_draw_it() -> None:
    from spitbot.engine.spit import Play, Slap
    from tests.engine.spit.position import position

    from .support import ALICE, match_at, press

    registry, clock, publisher, _ = make_registry(window_ms=0, slap=10)
    race = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")
    actor = match_at(registry, race)
    await clock.advance(0)
    assert len(publisher.boards) == 1  # the board drawn at the start
    assert (await actor.press(press(clock, ALICE, Play(0, 0, 0)))).applied
    await clock.advance(0)
    # Offered with who pressed: Alice's reply redraws it, the publisher knows what else to draw.
    assert len(publisher.boards) == 2 and publisher.boards[-1].pressed == {0}
    slapping = position("*9C,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", ph="slap")
    other = match_at(
        registry, slapping, channel=77, match_id="m2", players=(Player(5, "E"), Player(6, "F"))
    )
    await clock.advance(0)
    drawn = len(publisher.boards)
    assert (await other.press(press(clock, other.info.players[1], Slap(1, 0)))).applied
    await clock.advance(0)
    assert len(publisher.boards) == drawn + 1  # a new round: a fresh board is posted
    assert publisher.boards[-1].state.round == 2 and publisher.boards[-1].pressed == {1}
    await clock.advance(31)  # the "Spit!" countdown of the new round spits for both
    last = publisher.boards[-1]
    assert last.version == other.version and last.pressed == frozenset()  # nobody answered
