"""The phone check (issue 19), in headless Chromium: the whole gallery's phone page, in
every language and both games, loaded once, and every view a phone player plays from
measured at a 390 px screen (310 px of message): at most 600 px tall, every button of a
row on one line, no label cut off. The shared boards are measured too, and reported.

Chromium is driven through its own command line (``spitbot_preview.browser``);
where it is missing or cannot start, the tests skip and say why, unless
``SPITBOT_REQUIRE_CHROMIUM`` is set (``.ci/run`` sets it, having installed Debian's
``chromium`` and ``fonts-noto-color-emoji`` where they were missing): then it is a failure.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

from spitbot_preview import PHONE_HEIGHT_PX, Gallery, build
from spitbot_preview.browser import (
    NoBrowser,
    Verdict,
    measure,
    summary,
    verdicts,
    write_measurements,
)


class PhoneViewsDoNotFit(AssertionError):
    """A view a phone player plays from does not fit a phone."""


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> tuple[Gallery, dict[str, Any]]:
    gallery = build(tmp_path_factory.mktemp("gallery"))
    try:
        raw = measure(gallery.phone_page)
    except NoBrowser as error:
        why = f"headless Chromium cannot measure the gallery here: {error}"
        if os.environ.get("SPITBOT_REQUIRE_CHROMIUM"):
            pytest.fail(why)
        pytest.skip(why)
    return gallery, raw


@pytest.fixture(scope="module")
def found(checked: tuple[Gallery, dict[str, Any]]) -> list[Verdict]:
    gallery, raw = checked
    results = verdicts(gallery.entries, raw, PHONE_HEIGHT_PX)
    write_measurements(gallery.root / "measurements.json", results, raw)
    print("\n" + summary(results, PHONE_HEIGHT_PX))
    return results


def test_the_check_knows_discords_button_arithmetic(
    checked: tuple[Gallery, dict[str, Any]],
) -> None:
    """Buttons at least 60 px wide, 8 px apart, in 310 px: four fit on a line and five
    (332 px) wrap whatever their labels; a label wider than the screen is cut off."""
    _, raw = checked
    assert raw["calibration/4-buttons"]["rows"][0]["lines"] == 1
    assert raw["calibration/5-buttons"]["rows"][0]["lines"] == 2
    assert raw["calibration/long-label"]["rows"][0]["cut"]
    assert raw["calibration/4-buttons"]["content_width"] == 310


def test_every_phone_view_and_shared_board_is_measured_and_reported(
    checked: tuple[Gallery, dict[str, Any]], found: list[Verdict]
) -> None:
    gallery, _ = checked
    measured = {v.id for v in found}
    phone = [e for e in gallery.entries if e.phone]
    assert phone and {e.id for e in phone} <= measured
    written = json.loads((gallery.root / "measurements.json").read_text("utf-8"))
    assert {v["id"] for v in written["views"]} == measured
    for game in gallery.games:  # the shared board's phone height, in every language
        boards = [v for v in found if v.game == game and v.view == "board"]
        assert {v.id.split("/")[0] for v in boards} == set(gallery.languages)
        assert all(v.height > 100 for v in boards)
    games = {e.game for e in phone}
    assert games  # Speed's hands today; any game's panels once it has them


def test_every_view_a_phone_player_plays_from_fits_a_phone(found: list[Verdict]) -> None:
    failing = [v for v in found if v.checked and v.problems]
    if failing:
        raise PhoneViewsDoNotFit(
            f"{len(failing)} phone view(s) do not fit:\n"
            + "\n".join(f"{v.id}: {'; '.join(v.problems)}" for v in failing)
        )


def test_a_result_cards_buttons_never_wrap_on_a_phone(found: list[Verdict]) -> None:
    """A phone player presses Rematch and My stats on the result card: each row of it
    stays on one line at 390 px, in every language (its height is reported, not held
    to 600 px: a points series' card is long in some languages)."""
    results = [v for v in found if v.view == "result"]
    assert results
    wrapped = [(v.id, p) for v in results for p in v.problems if "wraps" in p or "cut" in p]
    assert wrapped == []
