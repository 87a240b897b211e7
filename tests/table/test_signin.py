"""Who is who (issue 28.5) against the fake Discord: the Activity's code and the web
login's exchanged by the bot (``POST /oauth2/token``, then ``GET /users/@me``), the
activity instance's participants read, and what Discord refuses (the fake checks it as
Discord does: preview/fakediscord/activities.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from urllib.parse import parse_qs, urlsplit

import pytest

from fakediscord import FakeDiscord
from spitbot.runtime import Player
from spitbot.table import DiscordAccounts, Refused
from tests.runtime.support import match_at
from tests.runtime.test_at_once import RACE

from .support import TABLE_URL, Table, table_room


@asynccontextmanager
async def accounts_of(
    fake: FakeDiscord, secret: str | None = None
) -> AsyncIterator[DiscordAccounts]:
    accounts = DiscordAccounts(
        lambda: fake.application_id,
        secret or fake.activities.client_secret,
        lambda: fake.token,
        fake.base_url,
    )
    try:
        yield accounts
    finally:
        await accounts.close()


async def test_28_5_a_code_is_exchanged_once_for_its_user() -> None:
    async with FakeDiscord() as fake, accounts_of(fake) as accounts:
        alice = fake.add_member("alice")
        fake.activities.locales[int(alice.id)] = "cs"
        code = fake.activities.authorize(alice)
        token = await accounts.exchange(code)
        user = await accounts.user(token)
        assert (user.user_id, user.locale) == (int(alice.id), "cs")
        with pytest.raises(Refused):
            await accounts.exchange(code)  # used
        with pytest.raises(Refused):
            await accounts.user("not-a-token")
        fake.assert_no_violations("unauthorized")  # the token it never issued


async def test_28_5_the_fake_refuses_a_wrong_secret_and_a_wrong_redirect() -> None:
    async with FakeDiscord() as fake:
        alice = fake.add_member("alice")
        fake.activities.enable(redirect_uri=f"{TABLE_URL}/callback")
        async with accounts_of(fake, "wrong-secret") as wrong:
            with pytest.raises(Refused):
                await wrong.exchange(fake.activities.authorize(alice))
        async with accounts_of(fake) as accounts:
            code = fake.activities.authorize(alice, f"{TABLE_URL}/callback")
            with pytest.raises(Refused):
                await accounts.exchange(code, "https://elsewhere.example/callback")
            assert await accounts.exchange(code, f"{TABLE_URL}/callback")
        assert [v.kind for v in fake.violations] == ["oauth2"]


async def test_28_5_an_activity_instance_says_who_is_in_it_and_where() -> None:
    async with FakeDiscord() as fake, accounts_of(fake) as accounts:
        alice, bob = fake.add_member("alice"), fake.add_member("bob")
        instance_id = fake.activities.launch(alice, int(fake.channel.id))
        fake.activities.join(bob, instance_id)
        instance = await accounts.instance(instance_id)
        assert instance.channel_id == int(fake.channel.id)
        assert instance.users == {int(alice.id), int(bob.id)}
        with pytest.raises(Refused):
            await accounts.instance("i-unknown")


async def test_28_4_the_web_login_signs_a_player_in_outside_discord() -> None:
    async with FakeDiscord() as fake, accounts_of(fake) as accounts:
        alice = fake.add_member("alice")
        fake.activities.enable(redirect_uri=f"{TABLE_URL}/callback")
        async with table_room(
            accounts=accounts, application_id=lambda: fake.application_id
        ) as room:
            player = Player(int(alice.id), "alice")
            match_at(room.registry, RACE, players=(player, Player(202, "Bob")))
            base = room.server.base
            login = await room.client.get(f"{base}/login?match=m1", allow_redirects=False)
            assert login.status == 302
            asked = parse_qs(urlsplit(login.headers["Location"]).query)
            assert asked["redirect_uri"] == [f"{TABLE_URL}/callback"]
            assert asked["scope"] == ["identify"]
            assert asked["client_id"] == [str(fake.application_id)]
            code = fake.activities.authorize(alice, asked["redirect_uri"][0])  # she consents
            state = asked["state"][0]
            back = await room.client.get(
                f"{base}/callback", params={"code": code, "state": state}, allow_redirects=False
            )
            assert back.status == 302
            where = urlsplit(back.headers["Location"])
            assert where.path == f"{base}/" and parse_qs(where.query) == {"match": ["m1"]}
            ticket = parse_qs(where.fragment)["ticket"][0]
            ws = await room.client.ws_connect(f"{base}/ws")
            table = Table(ws)  # type: ignore[arg-type]
            await table.send(type="hello", ticket=ticket, match="m1")
            welcome = await table.next("welcome")
            assert (welcome["seat"], welcome["user"]["name"]) == (0, "alice")
            # A forged state, or the same code again: no ticket.
            forged = await room.client.get(
                f"{base}/callback", params={"code": code, "state": state[:-2] + "xx"},
                allow_redirects=False,
            )  # fmt: skip
            assert forged.status == 400 and (await forged.json())["error"] == "bad-state"
            again = await room.client.get(
                f"{base}/callback", params={"code": code, "state": state}, allow_redirects=False
            )
            assert again.status == 400 and (await again.json())["error"] == "bad-code"
        fake.assert_no_violations()


async def test_28_5_a_token_exchange_refused_or_unreachable_is_said_so() -> None:
    async with (
        FakeDiscord() as fake,
        accounts_of(fake) as accounts,
        table_room(accounts=accounts) as room,
    ):
        url = f"{room.server.base}/api/token"
        refused = await room.client.post(url, json={"code": "never-issued"})
        assert refused.status == 400 and (await refused.json())["error"] == "bad-code"
        fake.go_down(503)
        down = await room.client.post(url, json={"code": "any"})
        assert down.status == 503
        assert (await down.json())["error"] == "discord-unreachable"
        fake.come_back()
