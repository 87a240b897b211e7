"""The /spit commands, challenges, resignation, practice and bad input, end to end."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from fakediscord import StoredMessage
from spitbot.bot.i18n import GameName
from spitbot.bot.shared_render import channel_list
from spitbot.engine import EndReason
from spitbot.engine.spit import Play
from spitbot.runtime import ChannelBusy, Difficulty, NoSuchChallenge, NotInMatch, PlayerBusy
from tests.engine.spit.position import position

from .harness import World, custom_id, play_out, raw_click, spit_world, tops
from .test_match_e2e import RACE, start_at


async def slash(
    world: World, user: Any, sub: str, options: dict[str, Any] | None = None, channel: Any = None
) -> str:
    """Run ``/spit <sub>`` and return the text of the reply."""
    handle = await world.fake.slash(user, "spit", options or {}, subcommand=sub, channel=channel)
    ack = await handle.wait_ack()
    assert ack.ok, ack
    message = await handle.wait_response_message()  # past any "thinking..." placeholder
    footers = [e.get("footer", {}).get("text", "") for e in message.embeds]
    return "\n".join([message.text(), *footers])


async def alice_challenges_bob(world: World) -> StoredMessage:
    """The challenge message alice's ``/spit challenge`` posts for bob."""
    handle = await world.fake.slash(
        world.alice, "spit", {"opponent": world.bob}, subcommand="challenge"
    )
    await handle.wait_ack()
    assert handle.original_message is not None
    return handle.original_message


def test_every_command_name_is_unique_and_described() -> None:
    from spitbot.bot.commands import Events, Play, Server, SpitCommands, Standing

    # The commands are read off their handlers' signatures: no bot is needed to list them.
    group = SpitCommands(Play.__new__(Play), Server.__new__(Server), Standing.__new__(Standing),
                         Events.__new__(Events))  # fmt: skip
    names = [c.name for c in group.walk_commands()]
    assert len(names) == len(set(names))
    assert set(names) == set(COMMANDS)
    for command in group.walk_commands():
        assert 10 <= len(command.description) <= 100, command.name


COMMANDS = (
    "challenge",
    "play",
    "practice",
    "resign",
    "rules",
    "stats",
    "leaderboard",
    "series",
    "settings",
    "flags",
    "privacy",
    "arena",
    "swiss",
)


async def test_challenge_refusals_say_why(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        text = await slash(world, world.alice, "challenge", {"opponent": world.alice})
        assert text == world.said("refusal-challenge-yourself", practice="/spit practice")
        bot_user = world.fake.bot_user
        text = await slash(world, world.alice, "challenge", {"opponent": bot_user})
        expected = world.said("refusal-challenge-bot", name="SpitBot", practice="/spit practice")
        assert text == expected
        text = await slash(world, world.alice, "challenge", {"opponent": world.bob, "target": 50})
        points = "scoring: points series"
        assert text == world.said("refusal-target-needs-points", target="target", points=points)
        text = await slash(
            world,
            world.alice,
            "challenge",
            {"opponent": world.bob, "game": "speed", "slap": "choose"},
        )
        assert text == world.said(
            "refusal-option-other-game", option="slap", owner=GameName("spit"), game="speed"
        )
        await start_at(world, RACE)  # alice and bob are now playing here
        text = await slash(world, world.carol, "challenge", {"opponent": world.alice})
        assert text == world.said(ChannelBusy())
        other = world.fake.add_channel("other")
        text = await slash(world, world.carol, "challenge", {"opponent": world.bob}, channel=other)
        assert text == world.said(PlayerBusy("bob"))
        assert not any(m.custom_ids() for m in world.fake.messages(other))
        # A player is in one live match at most, whatever the game.
        await slash(world, world.carol, "practice", {"game": "speed"}, channel=other)
        assert world.bot.registry.in_channel(other.id) is not None
        dave, third = world.fake.add_member("dave"), world.fake.add_channel("third")
        text = await slash(
            world, dave, "challenge", {"opponent": world.carol, "game": "spit"}, channel=third
        )
        assert text == world.said(PlayerBusy("carol"))


async def test_two_challenges_accepted_at_once_in_one_channel(tmp_path: Path) -> None:
    """Both accepts arrive before either start is committed: one match starts, and the
    other challenge is refused with the reason and stays open to be accepted later."""
    async with spit_world(tmp_path) as world:
        fake, dave = world.fake, world.fake.add_member("dave")
        invites = []
        for challenger, invitee in ((world.alice, world.bob), (world.carol, dave)):
            handle = await fake.slash(
                challenger, "spit", {"opponent": invitee}, subcommand="challenge"
            )
            await handle.wait_ack()
            assert handle.original_message is not None
            invites.append((invitee, handle.original_message))
        accepts = [
            await fake.click(
                invitee, invite, next(c for c in invite.custom_ids() if c.endswith(":a"))
            )
            for invitee, invite in invites
        ]
        acks = [await a.wait_ack() for a in accepts]
        assert [a.callback_type for a in acks] == [7, 4]  # started; refused privately
        assert world.private(dave)[-1] == world.said(ChannelBusy())
        (live,) = world.bot.registry.live()
        assert {p.name for p in live.info.players} == {"alice", "bob"}
        second = fake.message(invites[1][1].id)
        assert second.custom_ids()  # still open: its buttons are there
        challenge_id = second.custom_ids()[0].split(":")[2]
        assert world.bot.registry.pending_challenge(challenge_id) is not None


async def test_challenge_expires_and_says_so(tmp_path: Path) -> None:
    async with spit_world(tmp_path, play_challenge_seconds=0.3) as world:
        invite = await alice_challenges_bob(world)
        accept = next(c for c in invite.custom_ids() if c.endswith(":a"))
        expired = await world.fake.wait_until(
            lambda: "expired" in world.fake.message(invite.id).content, what="the expiry notice"
        )
        assert expired
        assert world.fake.message(invite.id).custom_ids() == []
        notice = world.fake.message(invite.id).content
        # A client that had not seen the notice: the message already says how the
        # challenge ended, so it is left as it is and the presser is told privately.
        late = await raw_click(world, world.bob, world.fake.message(invite.id), accept)
        assert (await late.wait_ack()).callback_type == 4
        assert world.private(world.bob)[-1] == world.said(NoSuchChallenge())
        assert world.fake.message(invite.id).content == notice
        assert world.bot.registry.live() == []


async def test_an_expired_challenge_still_showing_its_buttons_says_so_when_pressed(
    tmp_path: Path,
) -> None:
    async with spit_world(tmp_path, play_challenge_seconds=0.3) as world:
        fake = world.fake
        invite = await alice_challenges_bob(world)
        # Discord keeps refusing the expiry notice: the message still offers its buttons.
        fake.inject_rate_limit(
            rf"/messages/{invite.id}$", method="PATCH", count=50, retry_after=0.01
        )
        await fake.wait_until(lambda: len(fake.rate_limited) >= 5, what="the notice to fail")
        assert fake.message(invite.id).custom_ids()
        accept = next(c for c in invite.custom_ids() if c.endswith(":a"))
        late = await fake.click(world.bob, fake.message(invite.id), accept)
        assert (await late.wait_ack()).callback_type == 7  # the message itself says so now
        assert fake.message(invite.id).content == world.said(NoSuchChallenge())
        assert fake.message(invite.id).custom_ids() == []


async def test_a_late_accept_keeps_the_accepted_announcement(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        invite = await alice_challenges_bob(world)
        accept = next(c for c in invite.custom_ids() if c.endswith(":a"))
        first = await world.fake.click(world.bob, invite, accept)
        assert (await first.wait_ack()).callback_type == 7
        accepted = world.fake.message(invite.id).content
        again = await raw_click(world, world.bob, invite, accept)  # a second tap, stale client
        assert (await again.wait_ack()).callback_type == 4
        assert world.private(world.bob)[-1] == world.said(NoSuchChallenge())
        assert world.fake.message(invite.id).content == accepted
        assert len(world.bot.registry.live()) == 1


async def test_decline(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        invite = await alice_challenges_bob(world)
        decline = next(c for c in invite.custom_ids() if c.endswith(":d"))
        answer = await world.fake.click(world.bob, invite, decline)
        assert (await answer.wait_ack()).callback_type == 7
        assert world.fake.message(invite.id).content == world.said("challenge-declined", name="bob")
        assert world.bot.registry.live() == []
        assert world.bot.registry.pending_challenge(decline.split(":")[2]) is None


async def test_resign_with_a_confirm(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        actor = await start_at(world, RACE)
        board = world.board()
        assert board is not None
        resign = next(c for c in board.custom_ids() if c.startswith("spit:q:"))
        ask = await world.fake.click(world.alice, board, resign)
        assert (await ask.wait_ack()).callback_type == 4
        confirm = world.fake.ephemeral_messages(world.alice)[-1]
        assert confirm.content == world.said("resign-ask", other="bob")
        # "Keep playing" changes nothing.
        keep = await world.fake.click(
            world.alice, confirm, next(c for c in confirm.custom_ids() if c.startswith("spit:qn"))
        )
        assert (await keep.wait_ack()).callback_type == 7
        assert not actor.finished
        ask = await world.fake.click(world.alice, board, resign)
        await ask.wait_ack()
        confirm = world.fake.ephemeral_messages(world.alice)[-1]
        yes = await world.fake.click(
            world.alice, confirm, next(c for c in confirm.custom_ids() if c.startswith("spit:qy"))
        )
        assert (await yes.wait_ack()).callback_type == 7
        assert actor.state.outcome.reason is EndReason.RESIGNED
        assert actor.state.outcome.winner == 1
        resigned = world.said("outcome-resigned", winner="bob", loser="alice")
        await world.fake.wait_until(
            lambda: resigned in world.fake.message(board.id).text(),
            what="the board to show the resignation",
        )
        # The command says so when there is nothing to resign.
        text = await slash(world, world.alice, "resign")
        assert text == world.said("refusal-not-in-match")


async def test_practice_against_the_bot(tmp_path: Path) -> None:
    async with spit_world(tmp_path, seed=5) as world:
        text = await slash(world, world.alice, "practice", {"difficulty": "hard"})
        assert text.startswith(world.said("practice-started", level="hard"))
        actor = world.actor()
        assert actor.info.players[1].bot is Difficulty.HARD and not actor.info.rated
        await play_out(world, actor, {0: world.alice}, stop_after=8)
        assert actor.snapshot().bot_moves[1] >= 3  # the bot played its part, through presses
        await actor.resign(world.alice.id)
        await world.bot.journal.flush()
        stored = await world.store.get_match(actor.info.match_id)
        assert stored is not None and stored.status.value == "finished" and not stored.rated


async def test_a_forged_custom_id_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        actor = await start_at(world, RACE)
        before = actor.state
        board = world.board()
        assert board is not None
        forgeries = (
            "spit:p:zz:1:000",  # an old-format id
            "not-ours",
            "spit:a:" + "cd" * 16 + ":1:s",  # a match that does not exist
            f"spit:a:{actor.info.match_id}:1:p099AS",  # a stockpile that does not exist
        )
        for forged in forgeries:
            handle = await raw_click(world, world.alice, board, forged)
            assert (await handle.wait_ack()).ok
        said = world.private(world.alice)
        unknown = world.said("refusal-unknown-button")
        assert said == [unknown, unknown, world.said("refusal-match-gone"), unknown]
        assert actor.state == before


async def test_commands_in_a_dm_get_a_clear_message(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        dm = world.fake.world.dm_channel(world.fake.user(world.alice))
        # The bot synced to its dev guild; a DM sees the same commands as if global.
        world.fake.commands_by_scope[None] = world.fake.commands(world.fake.guild)
        handle = await world.fake.slash(world.alice, "spit", {}, subcommand="rules", channel=dm)
        await handle.wait_ack()
        handle = await world.fake.slash(
            world.alice, "spit", {"opponent": world.bob}, subcommand="challenge", channel=dm
        )
        await handle.wait_ack()
        text = handle.original_message.text() if handle.original_message else ""
        assert text == world.said("refusal-dm", spit="/spit")


async def test_rules_are_private_and_name_the_variant(tmp_path: Path) -> None:
    alternating = position(
        "*9C,*4H,*KS,*KH", "*7S,*3C,*2H,*3S", p0="8D", p1="5D", bs="QDJD",
        v="4,choose,alternating,points:150",
    )  # fmt: skip
    async with spit_world(tmp_path) as world:
        handle = await world.fake.slash(world.carol, "spit", {}, subcommand="rules")
        await handle.wait_ack()
        message = handle.original_message
        assert message is not None and message.ephemeral
        assert message.text().startswith(world.said("spit-rules", stockpiles=5, layout=15))
        await start_at(world, alternating)
        handle = await world.fake.slash(world.carol, "spit", {}, subcommand="rules")
        await handle.wait_ack()
        text = handle.original_message.text() if handle.original_message else ""
        for line in ("spit-rules-alternating", "spit-rules-four", "spit-rules-choose"):
            assert world.said(line) in text
        assert world.said("spit-rules-points", target=150) in text
        handle = await world.fake.slash(world.carol, "spit", {"game": "speed"}, subcommand="rules")
        await handle.wait_ack()
        text = handle.original_message.text() if handle.original_message else ""
        # Then what the ratings and their numbers mean, in an embed under the rules.
        assert text == world.said("speed-rules") + "\n" + world.said("ratings-rules")


async def test_rematch_needs_both_players(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        actor = await start_at(world, RACE)
        board = world.board()
        assert board is not None
        assert (await actor.resign(world.bob.id)).applied
        final = await world.fake.wait_until(
            lambda: any(
                c.startswith("spit:rm:") for c in world.fake.message(board.id).custom_ids()
            ),
            what="the Rematch button",
        )
        assert final
        rematch = f"spit:rm:{actor.info.match_id}"
        first = await world.fake.click(world.alice, world.fake.message(board.id), rematch)
        assert (await first.wait_ack()).callback_type == 7  # the button shows the vote
        labels = [b["label"] for b in world.fake.message(board.id).buttons()]
        assert labels == [
            world.said("rematch-votes", votes=1, needed=2),
            world.said("result-button-stats"),
        ]
        assert world.bot.registry.in_channel(world.channel_id) is None
        nosy = await world.fake.click(world.carol, world.fake.message(board.id), rematch)
        await nosy.wait_ack()
        assert world.private(world.carol)[-1] == world.said(NotInMatch("alice", "bob"))
        second = await world.fake.click(world.bob, world.fake.message(board.id), rematch)
        assert (await second.wait_ack()).callback_type == 7
        again = world.actor()
        assert again.info.match_id != actor.info.match_id
        assert [p.name for p in again.info.players] == ["bob", "alice"]  # seats swapped
        await world.wait_board(again)


async def test_an_unexpected_error_is_logged_and_the_user_gets_an_apology(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from spitbot.bot import keeper

    async with spit_world(tmp_path) as world:
        actor = await start_at(world, RACE)
        board = world.board()
        assert board is not None

        async def broken(*args: object, **kwargs: object) -> None:
            raise RuntimeError("a bug")

        monkeypatch.setattr(keeper.Keeper, "answer_board", broken)
        monkeypatch.setattr(keeper, "REPLY_GRACE", 0.05)  # its answer will not come
        caplog.set_level(logging.ERROR)
        handle = await world.fake.click(world.alice, board, custom_id(actor, Play(0, 0, 0)))
        assert (await handle.wait_ack()).ok
        assert world.private(world.alice)[-1] == world.said("apology")
        assert "unexpected error in interaction" in caplog.text
        assert "RuntimeError: a bug" in caplog.text
        # The press counted: with no answer to draw it, the keeper draws the board itself.
        await actor.flush_publishing()
        assert "9♣︎" in tops(world.fake.message(board.id).text())


async def test_server_settings_need_manage_server_and_apply_to_new_matches(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        admin = world.fake.add_member("admin", permissions=1 << 5)  # MANAGE_GUILD
        text = await slash(world, world.alice, "settings")
        standard = world.said("spit-variant", stockpiles=5, slap="slap", colours="any",
                              scoring="game", target=100)  # fmt: skip
        assert world.said("settings-variant", game="spit", variant=standard) in text
        assert world.said("settings-channels", where=world.said("settings-every-channel")) in text
        text = await slash(world, world.alice, "settings", {"channels": "only-here"})
        assert text == world.said("refusal-settings-need-manage")
        text = await slash(
            world, admin, "settings",
            {"channels": "only-here", "scoring": "points", "target": 50, "window": 0},
        )  # fmt: skip
        points = world.said("spit-variant", stockpiles=5, slap="slap", colours="any",
                            scoring="points", target=50)  # fmt: skip
        assert world.said("settings-variant", game="spit", variant=points) in text
        assert f"<#{world.channel_id}>" in text and world.said("settings-window", ms=0) in text
        assert "\\<#" not in text  # a channel is named, not written out escaped
        other = world.fake.add_channel("elsewhere")
        text = await slash(world, world.alice, "challenge", {"opponent": world.bob}, channel=other)
        where = channel_list([world.channel_id])
        assert text == world.said("refusal-channel-not-allowed", channels=where)
        # Here, a challenge without options plays the server's default variant.
        handle = await world.fake.slash(
            world.alice, "spit", {"opponent": world.bob}, subcommand="challenge"
        )
        await handle.wait_ack()
        invite = handle.original_message.text() if handle.original_message else ""
        assert points in invite
        text = await slash(world, admin, "settings", {"channels": "everywhere"})
        assert world.said("settings-channels", where=world.said("settings-every-channel")) in text
