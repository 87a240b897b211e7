"""A display name cannot write on the bot's messages or ping anyone (issue 25), through
the real discord.py client and the fake Discord, which decides who each new message
notifies as Discord does (:mod:`fakediscord.mentions`)."""

from __future__ import annotations

from pathlib import Path

from fakediscord import StoredMessage
from fakediscord.mentions import pings
from spitbot_preview.markdown import Reader, Where, to_html

from .harness import play_out, spit_world
from .test_commands_e2e import slash


def _drawn(message: StoredMessage) -> str:
    """What Discord's client draws of the message's text."""
    return to_html(message.text(), Where.CONTENT, Reader(0))


async def test_no_name_pings_anyone_and_none_makes_markup(tmp_path: Path) -> None:
    async with spit_world(tmp_path, seed=11) as world:
        fake = world.fake
        bob, carol = world.bob, world.carol
        role = 222_222_222_222_222_222
        # Each name mentions someone: bob, everyone, a role; and links, formats.
        world.alice.nick = f"<@{carol.user.id}> @everyone [win](https://evil.example)"
        bob.nick = f"**b**||o||<@&{role}> @here"
        carol.nick = f"# <@{world.alice.user.id}>"

        handle = await fake.slash(world.alice, "spit", {"opponent": bob}, subcommand="challenge")
        assert (await handle.wait_ack()).callback_type == 4
        invite = handle.original_message
        assert invite is not None
        # The challenge pings its invitee and nobody its text names besides.
        assert invite.pings.users == {bob.user.id}
        assert not invite.pings.roles and not invite.pings.everyone
        callback = fake.find_requests("POST", r"/interactions/\d+/.+/callback")[-1]
        sent = callback.json["data"]["allowed_mentions"]
        assert sent["parse"] == [] and [int(u) for u in sent["users"]] == [bob.user.id]

        accept = next(cid for cid in invite.custom_ids() if cid.endswith(":a"))
        refused = await fake.click(carol, invite, accept)  # only bob may answer
        assert (await refused.wait_ack()).ok
        accepted = await fake.click(bob, invite, accept)
        assert (await accepted.wait_ack()).callback_type == 7
        actor = world.actor()
        await world.wait_board(actor)
        await play_out(world, actor, {0: world.alice, 1: bob}, stop_after=12)
        await slash(world, carol, "resign")  # not in a match: refused, naming nobody
        asked = await fake.slash(world.alice, "spit", {}, subcommand="resign")
        assert (await asked.wait_ack()).ok
        await world.bot.journal.flush()
        await slash(world, carol, "stats", {"user": world.alice})
        await slash(world, carol, "leaderboard", {"scope": "global"})

        created = [m for m in fake.world.messages.values() if m.author_id == fake.bot_user.id]
        assert len(created) > 5
        for message in created:
            drawn = _drawn(message)
            assert "<a " not in drawn and 'class="spoiler"' not in drawn, drawn
            chips = drawn.count('class="mention"')
            if message.id == invite.id:  # now saying it was accepted: nobody mentioned
                first = to_html(message.history[0]["content"], Where.CONTENT, Reader(0))
                assert first.count('class="mention"') == 1  # the invitee, whom it pinged
            else:
                assert not message.pings, (message.id, message.pings)
                assert chips == 0, drawn
        # Every name is written out as it was chosen, escaped, wherever it shows.
        texts = "\n".join(m.text() for m in created)
        assert "\\[win](https\\://evil.example)" in texts
        assert "\\*\\*b\\*\\*\\|\\|o\\|\\|" in texts
        fake.assert_no_violations()


def test_the_fake_knows_who_discord_pings() -> None:
    """The fake's verdicts, for the bodies that matter: Discord's default parses every
    kind; ``parse: ["users"]`` pings a name shaped like a mention; listed users only."""
    text = "<@111111111111111111> @everyone <@&222222222222222222> \\<@333333333333333333>"
    default = pings({"content": text})
    assert default.users == {111111111111111111} and default.everyone and default.wholesale
    assert default.roles == {222222222222222222}
    users = pings({"content": text, "allowed_mentions": {"parse": ["users"]}})
    assert users.users == {111111111111111111} and not users.everyone
    nobody = pings({"content": text, "allowed_mentions": {"parse": []}})
    assert not nobody and not nobody.wholesale
    listed = {"parse": [], "users": ["111111111111111111", "444444444444444444"]}
    one = pings({"components": [{"type": 10, "content": text}], "allowed_mentions": listed})
    assert one.users == {111111111111111111}
