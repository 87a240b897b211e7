"""Text a user chose is shown as written (issue 25): display names, nicknames and a
server's name, in every message of every kind and language.

The names below are what a hostile player would pick: markdown, masked links,
spoilers, headings, code fences, user/role/channel/command mentions, @everyone and
@here, timestamps, custom emoji, right-to-left overrides, zero-width characters, and
names at Discord's 32-character limit. Every scene of the preview gallery (each
message the bot sends: challenges and their answers, boards, panels, hands, result
cards, refusals, rules, settings, stats, leaderboards, series) is played once with
plain names and once with hostile ones, in all five languages; each message is drawn
as Discord's client draws it (:mod:`spitbot_preview.markdown`) and must read the
same, the plain names replaced by the hostile ones character for character, with not
one link, mention, heading, spoiler, code span or emphasis more.
"""

from __future__ import annotations

import asyncio
import html
import json
import re

import pytest

from spitbot.bot.i18n import LANGUAGES, Catalogs, Markdown, plain, shown
from spitbot_preview import render
from spitbot_preview.gallery import collect, reader
from spitbot_preview.markdown import Reader, Where, to_html
from spitbot_preview.scenes import Shot
from spitbot_preview.world import NOW_MS, Cast

HOSTILE = (
    "[link](https://evil.example)",
    "**bold** __under__ *it*",
    "||spoiler||",
    "# heading",
    "```code fence```",
    "`tick`_em_~~gone~~",
    "<@111111111111111111>",
    "<@!111111111111111111>",
    "<@&222222222222222222>",
    "<#333333333333333333>",
    "</spit play:444444444444444444>",
    "@everyone",
    "@here",
    "<t:1700000000:R>",
    "<:party:555555555555555555>",
    "<a:dance:666666666666666666>",
    "\u202eevil override",
    "right\u202eto\u202cleft\u2069\u2066",
    "zero\u200bwidth\u200d\u2060\ufeffname",
    "https://evil.example/a_b",
    "> quote",
    "-# small print",
    "1. list",
    "+ item",
    "back\\",
    "\\**escaped**",
    "Ā" * 32,
    "[x](https://e.example)**||`@here",  # 32 characters
    "a_b_c_d_e_f_g_h_i_j_k_l_m_n_o_p_",  # 32, every other one markdown
)
"""The catalogue of hostile names (display names are at most 32 characters)."""

assert all(len(name) <= 32 for name in HOSTILE)

HOSTILE_SERVER = "**Club** [site](https://evil.example) @everyone <#333333333333333333>"
"""A server's name (shown on leaderboards): up to 100 characters."""

BIDI_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")
"""Directional formatting, invisible: the bot balances and isolates it inside a name."""

PLAIN_CAST = Cast(
    "Nameone",
    "Nametwo",
    "Namethree",
    "Servername",
    tuple(f"Ladder{letter}" for letter in "abcdefghij"),
)


def casts() -> list[Cast]:
    """Every hostile name in each place a person's name goes, a few casts in all."""
    names = list(HOSTILE)
    out = []
    for start in range(0, len(names), 3):
        three = (names * 2)[start : start + 3]
        ladder = tuple((names * 2)[start + 3 : start + 13])
        out.append(Cast(*three, HOSTILE_SERVER, ladder))
    return out


def casts_in(language: str) -> list[Cast]:
    """The casts a language's gallery is played with: every language meets hostile names
    in every message, and every cast is played in one language (each gallery run costs
    about half a second, and there are ten casts: all of them in every language would
    take most of the suite's two minutes)."""
    return casts()[LANGUAGES.index(language) :: len(LANGUAGES)]


def shown_names(cast: Cast) -> set[str]:
    """The names of a cast that messages show: the two players' and the ladder's (an
    onlooker is only ever answered, never named)."""
    return {cast.first, cast.second, *(cast.ladder or ())}


def test_every_hostile_name_is_shown_in_some_language() -> None:
    shown_somewhere = set().union(*(shown_names(c) for lang in LANGUAGES for c in casts_in(lang)))
    assert set(HOSTILE) <= shown_somewhere
    assert all(casts_in(language) for language in LANGUAGES)


def substitutions(cast: Cast) -> list[tuple[str, str]]:
    pairs = [
        (PLAIN_CAST.first, cast.first),
        (PLAIN_CAST.second, cast.second),
        (PLAIN_CAST.onlooker, cast.onlooker),
        (PLAIN_CAST.server, cast.server),
    ]
    assert PLAIN_CAST.ladder is not None and cast.ladder is not None
    pairs += list(zip(PLAIN_CAST.ladder, cast.ladder, strict=True))
    return pairs


class Drawn:
    """A message's HTML as a reader meets it: the markup made (every tag with its class,
    a link with its address), and the text read (a mention or a time as its chip
    shows it). The renderer escapes every text and attribute, so a ``<`` is a tag."""

    TAG = re.compile(r'<([a-z0-9]+)(?:[^>]*?\sclass="([^"]*)")?(?:[^>]*?\shref="([^"]*)")?[^>]*>')

    @staticmethod
    def of(markup: str) -> tuple[list[str], str]:
        tags = [
            f"{tag}.{cls}{' ' + href if href else ''}"
            for tag, cls, href in Drawn.TAG.findall(markup)
        ]
        text = html.unescape(re.sub(r"<[^>]*>", "", markup))
        return tags, BIDI_CONTROLS.sub("", text)


def drawn(shot: Shot, who: Reader) -> str:
    body = shot.sent.body()
    return render.message(body, who, ephemeral=shot.sent.ephemeral)


async def gallery(language: str, cast: Cast) -> tuple[list[Shot], Reader]:
    shots, users = await collect(language, ("spit", "speed"), cast)
    return shots, reader(language, users)


# --- the escape itself --------------------------------------------------------------------

EVERYWHERE = (Where.CONTENT, Where.DESCRIPTION, Where.FIELD, Where.TITLE)
READER = Reader(NOW_MS, users={111111111111111111: "victim"}, channels={333333333333333333: "x"})


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_name_reads_as_written_wherever_markdown_is_drawn(name: str) -> None:
    for where in EVERYWHERE:
        tags, text = Drawn.of(to_html(shown(name), where, READER))
        assert tags == Drawn.of(to_html("plain", where, READER))[0], (where, tags)
        assert text == BIDI_CONTROLS.sub("", name), where


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_name_cannot_open_or_close_the_bots_own_markup(name: str) -> None:
    """``**{name}** wins``: one bold, holding the name and nothing else; the same in
    italics, a heading and small print (what the bot's catalogs put around names)."""
    line = f"# **{shown(name)}** wins · *{shown(name)}*\n-# {shown(name)}: **1**"
    tags, text = Drawn.of(to_html(line, Where.CONTENT, READER))
    assert tags == ["div.md-h md-h1", "strong.", "em.", "div.md-sub", "strong."], tags
    written = BIDI_CONTROLS.sub("", name)
    assert text == f"{written} wins · {written}{written}: 1"


def test_right_to_left_text_stays_inside_the_name() -> None:
    """An override or an isolate the name leaves open would turn what follows it
    around: the name's own formatting is balanced, and right-to-left text isolated."""
    for name in ("\u202eevil", "a\u2067b", "x\u2069\u202cy", "\u05e9\u05dc\u05d5\u05dd"):
        out = shown(name)
        assert out.startswith("\u2068") == any(c in name for c in "\u202e\u2067\u05e9")
        depth = 0
        for char in out:
            depth += char in "\u202a\u202b\u202d\u202e\u2066\u2067\u2068"
            depth -= char in "\u202c\u2069"
            assert depth >= 0, repr(out)
        assert depth == 0, repr(out)


def test_the_bots_own_markup_is_never_escaped() -> None:
    tr = Catalogs()["en"]
    bold = tr("challenge-accepted", invitee="A_b", challenger=Markdown("**C**"))
    assert "A\\_b" in bold and "**C**" in bold
    assert isinstance(bold, Markdown)
    assert shown(bold) is bold  # a message placed in another is escaped once
    assert plain(shown("a_b <@1> **c**")) == "a_b <@1> **c**"


# --- every message the bot sends -----------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_shows_hostile_names_as_written(language: str) -> None:
    async def both() -> list[tuple[Cast, list[Shot], list[Shot], Reader, Reader]]:
        plain_shots, plain_reader = await gallery(language, PLAIN_CAST)
        runs = []
        for cast in casts_in(language):
            shots, hostile_reader = await gallery(language, cast)
            runs.append((cast, plain_shots, shots, plain_reader, hostile_reader))
        return runs

    checked = 0
    names_seen: set[str] = set()
    plain_drawn: dict[int, tuple[list[str], str]] = {}
    for cast, plain_shots, shots, plain_reader, hostile_reader in asyncio.run(both()):
        assert [s.scene for s in shots] == [s.scene for s in plain_shots]
        for n, (before, after) in enumerate(zip(plain_shots, shots, strict=True)):
            checked += 1
            if after.sent.body() == before.sent.body():
                continue  # no name in it: the very same message
            if n not in plain_drawn:
                plain_drawn[n] = Drawn.of(drawn(before, plain_reader))
            tags, text = plain_drawn[n]
            hostile_tags, hostile_text = Drawn.of(drawn(after, hostile_reader))
            expected = text
            for plain_name, hostile in substitutions(cast):
                if plain_name in expected:
                    names_seen.add(hostile)
                # the series table's columns: a name's first 12 characters, in code
                cut = hostile[:12]
                column = " " * (12 - len(cut)) + cut.replace("`", "\u02cb")
                expected = expected.replace(f"{plain_name:>12}", BIDI_CONTROLS.sub("", column))
                expected = expected.replace(plain_name, BIDI_CONTROLS.sub("", hostile))
            where = f"{language} {after.scene} {after.view} ({after.title})"
            assert hostile_tags == tags, f"{where}: markup made from a name"
            assert hostile_text == expected, f"{where}: a name not shown as written"
    assert checked > 100
    expected_names = set().union(*(shown_names(c) for c in casts_in(language)))
    assert expected_names <= names_seen, expected_names - names_seen
    assert HOSTILE_SERVER in names_seen


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_bots_own_words_are_never_escaped_in_any_message(language: str) -> None:
    """With plain names nothing needs escaping: a backslash anywhere in a message means
    the bot's own markup (a time, a channel, a message inside a message) was taken for
    a user's text and escaped, and players would read the backslash."""
    shots, _ = asyncio.run(gallery(language, PLAIN_CAST))
    for shot in shots:
        body = json.dumps(shot.sent.body(), ensure_ascii=False)
        assert "\\\\" not in body, f"{language} {shot.scene} {shot.view}: {body[:300]}"


def _pictures_alt(shots: list[Shot]) -> list[str]:
    return [p.description or "" for s in shots for p in s.sent.pictures]


def test_an_images_description_is_plain_text() -> None:
    """An attachment's description is read out, not drawn: no escapes in it."""
    cast = Cast("a_b", "<@1>", "c", "d", PLAIN_CAST.ladder)
    shots, _ = asyncio.run(gallery("en", cast))
    described = [alt for alt in _pictures_alt(shots) if "a_b" in alt or "<@1>" in alt]
    assert described, "no picture describes its players"
    assert all("\\" not in alt for alt in described), described
