"""The one check of a pressed id against the message it was pressed on (spitbot.bot.ids:
``shown_here``, ``check_standings_button``): a press names its custom_id itself, so it
may be forged, or pressed on another message."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from spitbot.bot import ids
from spitbot.bot.replies import Refusal

PAGE = ids.leaderboard_id(False, "spit", 2, 7)
STATS = ids.stats_id("spit")


def message(*custom_ids: str) -> Any:
    """A Components V2 message as discord.py reads it: a container holding a row of
    buttons with these ids (none: a message whose buttons an edit took off)."""
    buttons = [SimpleNamespace(custom_id=c) for c in custom_ids]
    row = SimpleNamespace(custom_id=None, children=buttons)
    return SimpleNamespace(components=[SimpleNamespace(custom_id=None, children=[row])])


def refusal_of(check: Any, *args: Any) -> str:
    """The message of the refusal ``check(*args)`` raises."""
    with pytest.raises(Refusal) as refused:
        check(*args)
    return refused.value.message_id


def test_an_id_the_message_shows_is_answered() -> None:
    assert ids.shown_here(message(PAGE, STATS), PAGE) is True
    ids.check_standings_button(message(PAGE), PAGE, "spit")
    ids.check_standings_button(message(STATS), STATS, "speed")


def test_an_id_the_message_never_showed_is_an_unknown_button() -> None:
    forged = ids.leaderboard_id(False, "spit", 3, 7)
    gone = Refusal("refusal-privacy-answered")
    unknown = "refusal-unknown-button"
    assert refusal_of(ids.shown_here, message(PAGE), forged) == unknown
    assert refusal_of(ids.shown_here, message(PAGE), forged, gone) == unknown
    for pressed_on in (message(STATS), message(PAGE)):  # another message; another page
        assert refusal_of(ids.check_standings_button, pressed_on, forged, "spit") == unknown


def test_a_message_without_buttons_is_refused_as_the_caller_says() -> None:
    bare = message()
    assert ids.shown_here(bare, PAGE) is False  # the caller finds the true reason
    answered = Refusal("refusal-privacy-answered")
    with pytest.raises(Refusal) as refused:
        ids.shown_here(bare, PAGE, gone=answered)
    assert refused.value is answered
    for nothing in (bare, None):  # no buttons left; no message at all
        assert refusal_of(ids.check_standings_button, nothing, PAGE, "spit") == (
            "refusal-unknown-button"
        )


def test_a_standings_button_of_a_game_there_is_not_is_an_unknown_button() -> None:
    gone_game = ids.stats_id("poker")  # drawn by a game since uninstalled
    assert ids.shown_here(message(gone_game), gone_game) is True
    assert refusal_of(ids.check_standings_button, message(gone_game), gone_game, "poker") == (
        "refusal-unknown-button"
    )
