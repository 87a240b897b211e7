"""A points series, written alike by every game that has one (V4, P8;
spitbot.engine.options: ``Scoring``, ``scoring_key``, ``read_scoring``)."""

import pytest

from spitbot.engine import AnyGame
from spitbot.engine.options import Scoring, make_variant
from spitbot.engine.speed import SPEED
from spitbot.engine.spit import SPIT

GAMES = [pytest.param(SPIT, id="spit"), pytest.param(SPEED, id="speed")]


@pytest.mark.parametrize("game", GAMES)
def test_v4_p8_every_game_writes_and_reads_its_series_alike(game: AnyGame) -> None:
    one_game = game.default_variant
    series = make_variant(one_game, {"scoring": "points", "target": 150})
    assert series.scoring is Scoring.POINTS and series.series_target == 150
    assert one_game.key().endswith(",game") and series.key().endswith(",points:150")
    assert game.parse_variant(series.key()) == series
    assert game.parse_variant(one_game.key()) == one_game


@pytest.mark.parametrize("game", GAMES)
def test_every_game_refuses_a_wrong_series_in_the_same_words(game: AnyGame) -> None:
    head = game.default_variant.key().removesuffix(",game")
    with pytest.raises(ValueError, match="not a points target: 'many'"):
        game.parse_variant(f"{head},points:many")
    with pytest.raises(ValueError, match="not a scoring rule: 'pointz'"):
        game.parse_variant(f"{head},pointz")
