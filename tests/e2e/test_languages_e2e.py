"""Who reads which language, end to end: a server's public messages in its language,
a player's private replies in theirs, and the commands registered in Czech and
Ukrainian, as Discord's spec and limits require."""

from __future__ import annotations

import re
from pathlib import Path

from spitbot.engine import LandedFirst, parse_card
from spitbot.engine.spit import Play

from .harness import custom_id, spit_world
from .test_match_e2e import RACE, start_at

C = parse_card
NAME = re.compile(r"^[-_\w]{1,32}$")  # Discord's command name rule (\w: letters, digits, _)


async def test_a_czech_server_gets_a_czech_board_and_czech_refusals(tmp_path: Path) -> None:
    async with spit_world(tmp_path, play_settle_window_ms=400, guild_locale="cs") as world:
        actor = await start_at(world, RACE)
        board = world.board()
        assert board is not None
        assert world.said("spit-title", "cs", round=1) in board.text()  # the server's language
        t = 1_900_000_000_000
        bob = await world.fake.click(world.bob, board, custom_id(actor, Play(1, 0, 0)), at=t + 4,
                                     locale="en-US")  # fmt: skip
        alice = await world.fake.click(world.alice, board, custom_id(actor, Play(0, 0, 0)), at=t)
        await alice.wait_ack()
        await bob.wait_ack()
        landed = LandedFirst(by=0, card=C("9C"), yours=C("7S"))
        # The board says why bob's press was refused, for everyone: in the server's
        # language, whatever his client's (issue 26: the board answers, nothing moves).
        redrawn = world.fake.message(board.id)
        assert world.on_board("bob", landed, "cs") in redrawn.text()
        assert world.said("spit-title", "cs", round=1) in redrawn.text()
        # A Czech client gets Czech; a client in a language SpitBot lacks gets the server's.
        resign = f"spit:q:{actor.info.match_id}"
        carol = await world.fake.click(world.carol, board, resign, locale="cs")
        await carol.wait_ack()
        from spitbot.runtime import NotInMatch

        assert world.private(world.carol)[-1] == world.said(NotInMatch("alice", "bob"), "cs")
        german = await world.fake.click(world.carol, board, resign, locale="de")
        await german.wait_ack()
        assert world.private(world.carol)[-1] == world.said(NotInMatch("alice", "bob"), "cs")


async def test_a_ukrainian_player_reads_ukrainian_while_the_board_stays_the_servers(
    tmp_path: Path,
) -> None:
    async with spit_world(tmp_path, play_settle_window_ms=400) as world:
        admin = world.fake.add_member("admin", permissions=1 << 5)  # MANAGE_GUILD
        handle = await world.fake.slash(admin, "spit", {"language": "lv"}, subcommand="settings")
        assert (await handle.wait_ack()).ok
        actor = await start_at(world, RACE)
        board = world.board()
        assert board is not None
        assert world.said("spit-title", "lv", round=1) in board.text()  # Latvian, as set
        t = 1_900_000_000_000
        bob = await world.fake.click(world.bob, board, custom_id(actor, Play(1, 0, 0)), at=t + 4,
                                     locale="uk")  # fmt: skip
        alice = await world.fake.click(world.alice, board, custom_id(actor, Play(0, 0, 0)), at=t)
        assert (await alice.wait_ack()).callback_type == 7
        assert (await bob.wait_ack()).callback_type == 7
        landed = LandedFirst(by=0, card=C("9C"), yours=C("7S"))
        shown = world.fake.message(board.id).text()
        assert world.on_board("bob", landed, "lv") in shown  # on the board: the server's
        assert world.said("spit-title", "lv", round=1) in shown
        # A refusal that names a command names it as the player's Discord shows it.
        text_handle = await world.fake.slash(
            world.bob, "spit", {"opponent": world.bob}, subcommand="challenge", locale="uk"
        )
        await text_handle.wait_ack()
        reply = text_handle.original_message.text() if text_handle.original_message else ""
        practice = "/spit " + world.bot.catalogs["uk"]("cmd-practice")
        assert reply == world.bot.catalogs["uk"]("refusal-challenge-yourself", practice=practice)


async def test_the_commands_are_registered_in_czech_and_ukrainian(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        (group,) = [c for c in world.fake.commands(world.fake.guild) if c["name"] == "spit"]
        catalogs = world.bot.catalogs
        assert group["name_localizations"] == {"cs": "spit", "uk": "spit"}  # the game's name
        seen_options = 0
        for command in group["options"]:
            for language in ("cs", "uk"):
                name = command["name_localizations"][language]
                assert NAME.match(name) and name == name.lower(), name
                assert name == catalogs[language](f"cmd-{command['name']}")
                assert 1 <= len(command["description_localizations"][language]) <= 100
            for option in command.get("options", []):
                seen_options += 1
                for language in ("cs", "uk"):
                    name = option["name_localizations"][language]
                    assert NAME.match(name) and name == name.lower(), name
                    assert 1 <= len(option["description_localizations"][language]) <= 100
                    for choice in option.get("choices", []):
                        if option["name"] == "language" and choice["value"] != "auto":
                            # a language by its own name, the same in every language
                            own = catalogs[choice["value"]]("language-self-name")
                            assert choice["name"] == own and "name_localizations" not in choice
                            continue
                        assert 1 <= len(choice["name_localizations"][language]) <= 100
        assert seen_options > 20
        # No Latvian or Azerbaijani: Discord has no such client language.
        assert set(group["description_localizations"]) == {"cs", "uk"}
        # The registration request was validated against Discord's OpenAPI spec.
        assert world.fake.find_requests("PUT", r"/commands$")
