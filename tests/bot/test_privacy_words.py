"""The words of ``/spit privacy`` (issue 25): the report fits one Discord message in every
language whatever the counts, shows a name as written, and a series names the seat of
someone who erased their data in the reader's own words."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from spitbot.bot.i18n import LANGUAGES, Catalogs, CommandWords
from spitbot.bot.privacy import plain, report_text, shown_seats
from spitbot.store import MatchStatus, PlayerRef, PrivacyReport, SeriesView

CATALOGS = Catalogs()
HOSTILE = "**<@111111111111111111>**_`#`"  # 30 characters of markdown and a mention


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_report_fits_one_message_and_shows_the_name_as_written(language: str) -> None:
    tr, words = CATALOGS[language], CommandWords(CATALOGS, None)
    most = PrivacyReport(
        user_id=1, name=HOSTILE, finished_matches=10**6, other_matches=10**5, series=10**5,
        ratings=10**4, rating_changes=10**7, challenges=10**6, flags=9, flag_decisions=10**5,
    )  # fmt: skip
    text = report_text(most, tr, words, plain(HOSTILE))
    assert len(text) <= 2000, len(text)  # Discord's limit for a message's content
    assert "<@111111111111111111>" not in text and "**<@" not in text
    assert tr("privacy-erase-how") in text
    assert tr("privacy-ratings", ratings=10**4, changes=10**7) in text
    # Whether a flag is about them is never said (docs/decisions.md): no count of flags.
    assert text == report_text(
        PrivacyReport(**{**{f: getattr(most, f) for f in most.__dataclass_fields__}, "flags": 0}),
        tr, words, plain(HOSTILE),
    )  # fmt: skip
    playing = PrivacyReport(user_id=1, name="x", finished_matches=1, live_match=True)
    assert tr("privacy-erase-how") not in report_text(playing, tr, words, "x")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_series_names_an_erased_seat_in_the_readers_words(language: str) -> None:
    tr = CATALOGS[language]
    now = datetime(2026, 1, 1, tzinfo=UTC)
    view = SeriesView(
        match_id="m", game="spit", guild_id=1, channel_id=2, seat0=PlayerRef(5, "bob"),
        seat1=PlayerRef(-77, ""), variant="v", status=MatchStatus.FINISHED, target=100,
        totals=(3, 17), rounds=(), finished=True, winner_seat=0, is_draw=False,
        started_at=now, ended_at=now,
    )  # fmt: skip
    shown = shown_seats(view, tr)
    assert shown.seat0 == view.seat0
    assert shown.seat1 == PlayerRef(-77, tr("player-deleted")) and tr("player-deleted")
    assert shown_seats(shown, tr) == shown
