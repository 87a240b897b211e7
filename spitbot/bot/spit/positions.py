"""The positions the preview gallery draws of Spit, each in the game's own notation
(``docs/notation.md``; its ``parse_state`` reads it, and refuses a wrong one), with the
scenes the gallery shows around some of them (:class:`~spitbot.bot.plugins.Position`).

To show a new position, add a line: the gallery draws its board (its final board when
the match is over) with every panel of the game. Each was reached by play from a
seeded deal (the engine's own moves), except the draw, whose outcome field was set by
hand on a finished position.
"""

from __future__ import annotations

from ...engine import parse_card
from ...engine.spit import CardPlayed
from ...runtime import Resigned, TimeRanOut, WentIdle
from ..plugins import Position

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
             "p1=QCJD", last=(CardPlayed(1, parse_card("JD"), 0, 1),),
             scenes=frozenset({"late", "paused", "resumed", "long-names", "around", "presses",
                               "resigning", "notices"})),
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
             "p1=QDJDTHKSAS2H3C4H5S6D5CJCQHKCAHKD3DKH2C3SADQCJS",
             scenes=frozenset({"vote", "rematch", "rematch-ended"})),
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
