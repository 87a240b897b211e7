"""The positions the preview gallery draws of Speed, each in the game's own notation
(``docs/notation.md``; its ``parse_state`` reads it, and refuses a wrong one), with the
scenes the gallery shows around some of them (:class:`~spitbot.bot.plugins.Position`).

To show a new position, add a line: the gallery draws its board (its final board when
the match is over) with every panel of the game. Each was reached by play from a
seeded deal (the engine's own moves), except the draw, whose outcome field was set by
hand on a finished position.
"""

from __future__ import annotations

from ...engine import parse_card
from ...engine.speed import CardPlayed
from ..plugins import Position

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
             "s0=9STDQH6H7S8DJC3D6S s1=4HJH6DAH7D8H5STS3C c0=2DADKHQDJD c1=QCKCQSTH",
             last=(CardPlayed(0, parse_card("JD"), 0),),
             scenes=frozenset({"late", "paused", "around", "presses"})),
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
             "c1=QCKCQSTH9H3C4C3S4D3H2HAC2CASKSTSJS5S4S5H8H7DAH",
             scenes=frozenset({"vote"})),
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
