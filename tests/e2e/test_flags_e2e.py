"""Auto-clickers end to end (issue 20): a script pressing 20-60 ms after each redraw is
flagged, the match is kept but unrated, and /spit flags (Manage Server only) shows the
evidence and clears it: the match is then rated, once. The flagged player is not told."""

from __future__ import annotations

import random
from pathlib import Path

from spitbot.bot.i18n import Markdown
from spitbot.engine import find_game
from spitbot.runtime import Player
from spitbot_preview.markdown import Reader, Where, to_html

from .harness import play_out, spit_world
from .test_commands_e2e import slash


async def test_an_auto_clicker_is_flagged_unrated_until_cleared_then_rated_once(
    tmp_path: Path,
) -> None:
    async with spit_world(tmp_path, seed=11) as world:
        admin = world.fake.add_member("admin", permissions=1 << 5)  # MANAGE_GUILD
        game = find_game("spit")
        players = (Player(int(world.alice.id), "alice"), Player(int(world.bob.id), "bob"))
        actor = await world.bot.registry.start(
            channel_id=world.channel_id, guild_id=int(world.fake.guild.id), players=players,
            variant=game.default_variant, seed=5,
            deal=game.new_game(game.default_variant, random.Random(5)),
        )  # fmt: skip
        await world.wait_board(actor)
        humans = {0: world.alice, 1: world.bob}
        await play_out(world, actor, humans, clickers=frozenset({1}))
        assert actor.state.outcome is not None
        await world.bot.journal.flush()
        match_id = actor.info.match_id
        assert await world.store.match_ratings(match_id) == ()  # kept, but held
        stored = await world.store.get_match(match_id)
        assert stored is not None and stored.status.value == "finished"
        # Anyone without Manage Server is refused, privately and kindly.
        assert await slash(world, world.alice, "flags") == world.said("refusal-flags-need-manage")
        listing = await slash(world, admin, "flags")
        assert world.said("flags-heading") in listing
        (flag,) = await world.store.flags(int(world.fake.guild.id))
        assert flag.user_id == int(world.bob.id) and flag.rule == "too-fast"
        assert all(20 <= ms < 200 for ms in flag.reactions)  # the evidence, as Discord timed it
        assert f"`{match_id[:8]}`" in listing and f"<@{world.bob.id}>" in listing
        assert ", ".join(str(ms) for ms in flag.reactions) in listing
        assert f"<@{world.alice.id}>" not in listing  # alice presses like a person: not flagged
        # The flagged player is not told.
        assert not any("flag" in text.lower() for text in world.private(world.bob))
        cleared = await slash(world, admin, "flags", {"match": match_id[:8], "decision": "clear"})
        assert cleared == world.said("flags-cleared", match=match_id[:8])
        changes = await world.store.match_ratings(match_id)
        assert {c.user_id for c in changes} == {int(world.alice.id), int(world.bob.id)}
        # Rated once: the flag is decided; deciding again finds nothing to decide.
        again = await slash(world, admin, "flags", {"match": match_id[:8], "decision": "clear"})
        assert again == world.said("flags-not-found", match=match_id[:8])
        assert await world.store.match_ratings(match_id) == changes
        assert (await world.store.player_stats(int(world.bob.id), game="spit")).rated_games == 1
        assert await slash(world, admin, "flags") == world.said("flags-none")


async def test_a_match_id_typed_by_a_moderator_is_shown_as_typed(tmp_path: Path) -> None:
    """What a moderator typed is echoed in code, as typed: a backtick cannot end the
    code early, and nothing in it becomes a mention or a link (issue 25)."""
    async with spit_world(tmp_path) as world:
        admin = world.fake.add_member("admin", permissions=1 << 5)  # MANAGE_GUILD
        typed = f"`x` <@{world.bob.id}> [a](https://evil.example)"
        said = await slash(world, admin, "flags", {"match": typed, "decision": "clear"})
        shown = typed[:32].replace("`", "\u02cb")  # its first 32 characters
        assert said == world.said("flags-not-found", match=Markdown(shown))
        drawn = to_html(said, Where.CONTENT, Reader(0))
        assert drawn.count("<code") == 1 and "mention" not in drawn and "<a " not in drawn
