"""A race between people through the fake Discord: whole matches, each press made on the
view its player's client actually has, under three links.

Run: ``python bench/race.py [--models instant,discord,ws] [--scenarios board,panel,speed]
[--tables 2] [--minutes 6] [--speed 1]``.

Processes: the bot (``spitbot run``: its real discord.py client, store and journal, on
SQLite) in a process of its own, as bench/e2e.py runs it; the fake Discord and the
players in this one. Why not the fake in a process of its own as in bench/e2e.py: the
players read what each of their clients shows from the fake's own bookkeeping
(``preview/fakediscord/links.py``: every version of every message each client got, and
when), woken as each arrives, instead of polling it over HTTP; and the bot's CPU stays
its own, as on a real server. The bot deals from a seeded sequence (``FAKE_MATCH_SEED``),
matches start one at a time, and each player's reactions come from their own seeded
generator: the same deals and people every run (the races between them still go as the
machine times them).

The links (``--models``):

- ``instant``: no delay anywhere, no rate limits (the bot's own time only);
- ``discord``: Discord as people measure it (``DISCORD_LINKS``; DISCORD.md): a click
  reaches Discord 50-100 ms after it is made (its snowflake time) and the bot 100-150 ms
  later; each REST call of the bot 50-100 ms each way, a channel message's post or edit
  50-100 ms of Discord's work besides; a new version reaches each client 75-125 ms after
  Discord took it; with Discord's rate limits: a channel's posts and edits share 5 per
  5 s, an interaction's webhook 5 per 1 s per token, 50 requests per second in all,
  interaction callbacks (type 7) in no bucket;
- ``ws``: a table of our own over a WebSocket (issue 28): 40 ms from each player to the
  server and back, no rate limits. Discord's surfaces (the scenarios ``board``, ``panel``,
  ``speed``) are played with those links too; the live table's scenarios below play on
  the table itself.

A player on the live table (``bench/tablers.py``) is on a WebSocket of our own under
every model: 40 ms each way for ``discord`` as for ``ws`` (the table is not on Discord's
links), none for ``instant``. The bot then serves the table (``SPITBOT_TABLE_URL`` and
the rest, on a free local port, signing players in through the fake's OAuth2); the
player signs in as a page outside Discord does, opens the socket, names the match, and
presses by the protocol (docs/table.md). Their figures are the button players', read
from the frames that reached them: a refusal's reason is the answer's ``code``.

The scenarios (``--scenarios``), each on ``--tables`` tables at once, each table starting
matches until it has played ``--minutes`` (a Speed match is one deal, a minute or so):
``board``, Spit with both players on the shared board; ``panel``, Spit with one
player on the board and one on their My-cards panel (the seats alternate by table);
``speed``, Speed with both players on their hands; ``table``, Spit with both players on
the live table; ``mixed``, Spit with one on the live table and one on the board (the seats
alternate by table); ``tablespeed``, Speed with both on the live table. How each player
chooses and presses is in ``bench/racers.py`` (``bench/tablers.py`` on the table):
GREEDY's choice among what their client shows them lit, about 450 ms (log-normal) after
it changed.

It prints, per model and scenario: presses per player per minute (by surface); presses
answered and lost (never answered in Discord's 3 s) and clicks that landed on a greyed
button; refusals by reason (read back from the words each refused player was shown); the
age of the view each press was made on (from the moment that version reached the
presser's client to the click); when the presser, and the rival, first saw a card
played (from the click to the first version of their own surface showing it, by the
surface it was played on); and how far the channel's board fell behind the match: from
Discord's answer to a press that played a card, until the board as Discord has it shows
it (total, longest stretch, per move). Also the REST calls and 429s, and the bot's CPU
per press: its CPU (from /proc, all threads) while the tables played, over every press
made; ``--apart`` runs each scenario on a bot (and a fake) of its own, one after another,
so that a table-only run's CPU per press stands beside a button-only run's.

**Time.** A match lasts minutes at a human pace. Matches run in parallel (``--tables``, a
channel each, all scenarios at once: they share the bot, as on a busy server), and
``--speed S`` runs every delay S times faster: the links, reaction times, rate-limit
windows, Discord's 3 s for an answer and the bot's own timers (its settle window, the
Spit!/Flip! countdowns, the slap's time). Every figure is printed in real (modelled) time,
multiplied back by S. What does not scale is the bot's own time: its CPU per press (a few
ms; bench/e2e.py) and its event loop's delays count S times in modelled time, so at
``--speed 4`` a 3 ms press reads as 12 ms, and contested presses wait for a window of
100/S ms measured in the bot's real milliseconds; the snowflakes' 1 ms resolution is S ms
of modelled time; the bot's fixed waits (30 s for a round's first Spit!, its 3.5 s grace
for a press's answer, a hand token's 15 minutes) do not scale. Figures meant to compare
code (before and after) are taken at ``--speed 1``.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import socket
import statistics
import sys
import tempfile
import time
from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from e2e import BotProcess, kinds  # noqa: E402
from racers import (  # noqa: E402
    ACTION,
    AGAIN,
    BoardSurface,
    Move,
    Player,
    PrivateSurface,
    Shown,
    Surface,
    has_plays,
    is_card,
    names_match,
    texts_of,
)
from tablers import TablePlayer  # noqa: E402
from wording import Wording  # noqa: E402

from fakediscord import FakeDiscord  # noqa: E402
from fakediscord.links import DISCORD_LINKS, INSTANT, WEBSOCKET_LINKS, Links, Network  # noqa: E402
from fakediscord.ratelimits import DISCORD, NO_LIMITS, Limit, RateLimits  # noqa: E402

MATCH_SEED = 20261226
MODELS: dict[str, tuple[Links, RateLimits]] = {
    "instant": (INSTANT, NO_LIMITS),
    "discord": (DISCORD_LINKS, replace(DISCORD, webhook=Limit(5, 1.0))),
    "ws": (WEBSOCKET_LINKS, NO_LIMITS),
}
SCENARIOS = {"board": "Spit, both on the board", "panel": "Spit, one on the board and one on "
             "My cards", "speed": "Speed, both on their hands", "table": "Spit, both on the "
             "live table", "mixed": "Spit, one on the live table and one on the board",
             "tablespeed": "Speed, both on the live table"}  # fmt: skip
ON_TABLE = ("table", "mixed", "tablespeed")  # scenarios with a player on the live table
SPEED_GAMES = ("speed", "tablespeed")
TABLE_URL = "https://spit.example.org/table"  # the public address; served on 127.0.0.1
ANSWER_DEADLINE = 3.0  # Discord's, for a first answer
OTHER = "another button under the finger: "


@dataclass
class Press:
    player: Player | TablePlayer
    kind: str  # the surface it was made on
    message_id: int
    custom_id: str
    clicked: float
    view_age: float
    pressed_data: Any
    lost: bool = False
    outcome: str = ""  # "applied", or the reason it was refused
    answer_at: float | None = None  # when Discord took its answer
    seen_at: float | None = None  # when the presser's client showed the answer
    move: Move | None = None


@dataclass
class Match:
    match_id: str
    table: Table
    players: list[Player | TablePlayer]
    began: float = 0.0  # its first board, at Discord
    ended: float = 0.0  # its result card, at Discord
    presses: list[Press] = field(default_factory=list)


@dataclass
class Table:
    index: int
    scenario: str
    channel: int
    users: tuple[int, int]
    matches: list[Match] = field(default_factory=list)


class Race:
    """One model: a fake with its network, the bot, and every table."""

    def __init__(self, model: str, args: argparse.Namespace, wording: Wording) -> None:
        links, limits = MODELS[model]
        self.model, self.args, self.wording = model, args, wording
        self.speed = args.speed
        scale = 1 / self.speed
        self.network = Network(links.scaled(scale), seed=args.seed)
        names = [f"{s}{t}" for s in args.scenarios for t in range(args.tables)]
        self.fake = FakeDiscord(
            validate=False, rate_limits=limits.scaled(scale), network=self.network,
            ack_deadline=ANSWER_DEADLINE * scale, channel_names=names,
        )  # fmt: skip
        self.tables: list[Table] = []
        for number, name in enumerate(names):
            users = (self.fake.add_member(f"{name}a").id, self.fake.add_member(f"{name}b").id)
            channel = self.fake.channels[number].id
            self.tables.append(Table(number, name.rstrip("0123456789"), channel, users))
            for user in users:
                self.network.clients.watch(user, channel)
        self.starting = asyncio.Lock()
        self.played: set[str] = set()
        self.tasks: list[asyncio.Task[None]] = []
        # The live table: served by the bot only when a scenario plays on it (the board
        # then has its "Open the table" button too); its links are a WebSocket's, 40 ms
        # each way, under every model but ``instant`` (the table is not on Discord's).
        self.table_on = any(s in ON_TABLE for s in args.scenarios)
        self.table_delay = 0.0 if model == "instant" else WEBSOCKET_LINKS.show.low * scale
        self.table_port = 0
        if self.table_on:
            self.fake.activities.enable(redirect_uri=f"{TABLE_URL}/callback")
            with socket.socket() as probe:  # a free port for the bot's table
                probe.bind(("127.0.0.1", 0))
                self.table_port = probe.getsockname()[1]
        self.cpu = 0.0  # the bot's CPU seconds while the tables played

    # --- the bot ------------------------------------------------------------------

    def bot_env(self, data: Path) -> dict[str, str]:
        import os

        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("SPITBOT_", "DISCORD_", "DATABASE_URL"))}  # fmt: skip
        s = self.speed
        env.update(
            PYTHONPATH=str(ROOT), SPITBOT_DISCORD_TOKEN=self.fake.token,
            SPITBOT_DISCORD_DEV_GUILD_ID=str(self.fake.guild.id),
            SPITBOT_DATABASE_FOLDER=str(data), SPITBOT_PLAY_SETTLE_WINDOW_MS=str(round(100 / s)),
            SPITBOT_SPIT_STALL_SECONDS=str(5 / s), SPITBOT_SPEED_FLIP_SECONDS=str(5 / s),
            SPITBOT_SPIT_SLAP_SECONDS=str(10 / s), SPITBOT_SPIT_CHOOSE_SECONDS=str(10 / s),
            SPITBOT_PLAY_IDLE_SECONDS="3600",
            SPITBOT_LOG_LEVEL=os.environ.get("SPITBOT_LOG_LEVEL", "WARNING"),
            FAKE_MATCH_SEED=str(MATCH_SEED),
        )  # fmt: skip
        if self.table_on:
            env.update(
                SPITBOT_TABLE_URL=TABLE_URL, SPITBOT_TABLE_HOST="127.0.0.1",
                SPITBOT_TABLE_PORT=str(self.table_port), SPITBOT_TABLE_API_URL=self.fake.base_url,
                SPITBOT_DISCORD_CLIENT_SECRET=self.fake.activities.client_secret,
            )  # fmt: skip
        return env

    async def run(self) -> float:
        """Play every table's matches; the seconds it took."""
        await self.fake.serve()
        began = time.perf_counter()
        with tempfile.TemporaryDirectory() as tmp:
            self.bot_log = Path(tmp) / "bot.log"
            with self.bot_log.open("wb") as log:
                process = await asyncio.create_subprocess_exec(
                    sys.executable, "-m", "tests.spitbot_on_fake", self.fake.base_url,
                    self.fake.gateway_url, "run", cwd=ROOT, env=self.bot_env(Path(tmp)),
                    stdout=asyncio.subprocess.DEVNULL, stderr=log,
                )  # fmt: skip
            bot = BotProcess(process)
            self.http = aiohttp.ClientSession()
            try:
                await self.fake.wait_for_gateway(60)
                await self.fake.wait_until(lambda: self.fake.commands(self.fake.guild), 60)
                self.requests_from = len(self.fake.requests)
                watchdog = asyncio.ensure_future(self.watchdog())
                cpu = bot.cpu()
                await asyncio.gather(*(self.play_table(t) for t in self.tables))
                await asyncio.gather(*self.tasks)
                self.cpu = bot.cpu() - cpu
                watchdog.cancel()
            finally:
                await self.http.close()
                await bot.stop()
                await self.fake.close()
        return time.perf_counter() - began

    async def watchdog(self) -> None:
        """Say what everyone is doing when no press was applied for a while (a bench that
        waits forever says why; presses refused over and over are no progress)."""
        pressed = -1
        while True:
            await asyncio.sleep(30)
            now = sum(p.outcome == "applied" for t in self.tables for m in t.matches
                      for p in m.presses)  # fmt: skip
            if now != pressed:
                pressed = now
                continue
            print(f"[{self.model}] no press applied for 30 s:", file=sys.stderr)
            said = self.bot_log.read_text(errors="replace").splitlines()[-20:]
            print("  the bot said:\n    " + "\n    ".join(said), file=sys.stderr)
            for table in self.tables:
                if not table.matches:
                    print(f"  table {table.index}: no match yet", file=sys.stderr)
                    continue
                match = table.matches[-1]
                last = self.fake.messages(table.channel)[-1:]
                text = last[0].text()[:200].replace("\n", " | ") if last else ""
                print(f"  table {table.index} {match.match_id[:8]}: {text}", file=sys.stderr)
                for player in match.players:
                    print(f"    seat {player.seat}: {player.doing}", file=sys.stderr)
                    if isinstance(player, TablePlayer):
                        continue
                    view = player.surface.view()
                    if view is not None:
                        now = self.fake.message(view.message_id)
                        lit = [b.custom_id[-6:] for b in view.buttons if b.lit]
                        print(f"      shows {' | '.join(texts_of(view.data))[:160]} lit {lit}\n"
                              f"      Discord has {now.text()[:160]!r} (edits {now.edits}, "
                              f"same {now.data is view.data})", file=sys.stderr)  # fmt: skip

    # --- a table --------------------------------------------------------------------

    async def play_table(self, table: Table) -> None:
        """Matches one after another, until the table has played ``--minutes``."""
        while sum(m.ended - m.began for m in table.matches) * self.speed < self.args.minutes * 60:
            match = await self.start(table)
            over = asyncio.Event()
            watcher = asyncio.ensure_future(self.watch_end(match, over))
            speed_game = table.scenario in SPEED_GAMES
            links = [self.sit(p, match, over) for p in match.players if isinstance(p, TablePlayer)]
            await asyncio.gather(*(p.play(over, speed_game) for p in match.players), *links)
            await watcher

    async def start(self, table: Table) -> Match:
        """The first player challenges the second, who accepts (as people do); the
        match's board, once Discord has it, names the match."""
        fake, (first, second) = self.fake, table.users
        async with self.starting:  # one at a time: the n-th start gets the n-th deal
            options: dict[str, Any] = {"opponent": second}
            if table.scenario in SPEED_GAMES:
                options["game"] = "speed"
            for _ in range(100):  # the last match may still hold them for a moment
                asked = await fake.slash(first, "spit", options, subcommand="challenge",
                                         channel=table.channel)  # fmt: skip
                invite = await asked.wait_response_message(timeout=30)
                accept = next((c for c in invite.custom_ids() if c.endswith(":a")), None)
                if accept is not None:
                    break
                await asyncio.sleep(0.2)
            else:
                raise RuntimeError(f"no challenge could start: {invite.text()}")
            accepted = await fake.click(second, invite, accept)
            await accepted.wait_ack(timeout=30)

            def board() -> str | None:
                for message in reversed(fake.messages(table.channel)):
                    for cid in message.custom_ids():
                        parts = cid.split(":")
                        if parts[1] in ("a", "h") and parts[2] not in self.played:
                            return parts[2]
                return None

            match_id = await fake.wait_until(board, timeout=60, what="the match's board")
            self.played.add(match_id)
        match = Match(match_id, table, [])
        match.began = self.network.clock()
        seats = (0, 1)
        for seat in seats:
            user = table.users[seat]
            rng = random.Random(f"{self.args.seed}:{table.index}:{len(table.matches)}:{seat}")
            if self.on_table(table, seat):
                match.players.append(TablePlayer(seat, user, rng, self.speed, self.network.clock,
                                                 self.table_delay, self.send_table))  # fmt: skip
                continue
            surface = self.surface(table, seat, user, match_id)
            match.players.append(Player(seat, user, surface, rng, self.speed, fake, self.send))
        table.matches.append(match)
        return match

    @staticmethod
    def on_table(table: Table, seat: int) -> bool:
        return table.scenario in ("table", "tablespeed") or (
            table.scenario == "mixed" and seat == (table.index + 1) % 2
        )

    async def sit(self, player: TablePlayer, match: Match, over: asyncio.Event) -> None:
        """Sign the player in as a web page outside Discord does (Discord's authorize
        code, from the fake's OAuth2, exchanged by the bot for a ticket), open the socket
        and name the match; carry its frames until the match is over."""
        base = f"http://127.0.0.1:{self.table_port}/table"
        member = self.fake.guild.members[player.user]
        code = self.fake.activities.authorize(member)
        async with self.http.post(f"{base}/api/token", json={"code": code}) as answer:
            assert answer.status == 200, await answer.text()
            ticket = (await answer.json())["ticket"]
        async with self.http.ws_connect(f"{base}/ws", heartbeat=None) as ws:
            hello = {"type": "hello", "ticket": ticket, "match": match.match_id,
                     "version": None, "protocol": 1}  # fmt: skip
            carried = asyncio.ensure_future(player.link(ws, hello))
            await over.wait()
            # A press made as the match ended is still on its way: its answer first.
            await player.drained(ANSWER_DEADLINE / self.speed + 2.0)
            await ws.close()
            await carried

    def surface(self, table: Table, seat: int, user: int, match_id: str) -> Surface:
        board = BoardSurface(self.fake, user, table.channel, match_id)
        private = table.scenario == "speed" or (
            table.scenario == "panel" and seat == (table.index + 1) % 2
        )
        if not private:
            return board

        async def open_with(message_id: int, custom_id: str) -> None:
            handle = await self.fake.click(user, message_id, custom_id)
            await handle.wait_ack(timeout=30)

        return PrivateSurface("hand" if table.scenario == "speed" else "panel", self.fake,
                              board, open_with)  # fmt: skip

    async def watch_end(self, match: Match, over: asyncio.Event) -> None:
        """The match is over once Discord has its result card."""
        rematch = f"spit:rm:{match.match_id}"
        fake, channel = self.fake, match.table.channel
        await fake.wait_until(
            lambda: any(rematch in m.custom_ids() for m in fake.messages(channel)[-3:]),
            timeout=3 * 3600 / self.speed, what="the result card",
        )  # fmt: skip
        match.ended = self.network.clock()
        over.set()

    # --- a press --------------------------------------------------------------------

    async def send(self, player: Player, message_id: int, custom_id: str, shown_at: float) -> None:
        clock = self.network.clock
        now = clock()
        match = next(m for t in self.tables for m in t.matches if player in m.players)
        data = self.fake.message(message_id).data
        shown = self.network.clients.shown(player.user).get(message_id)
        press = Press(player, player.surface.kind, message_id, custom_id, now, now - shown_at,
                      shown.data if shown else data)  # fmt: skip
        match.presses.append(press)
        self.tasks.append(asyncio.ensure_future(self.deliver(press, match)))

    async def send_table(
        self, player: TablePlayer, move: str, version: int, shown_at: float
    ) -> None:
        now = self.network.clock()
        match = next(m for t in self.tables for m in t.matches if player in m.players)
        press = Press(player, "table", version, move, now, now - shown_at, player.state)
        match.presses.append(press)
        answer = player.press(press.custom_id, press.message_id)  # sent now, in order
        work = self.deliver_table(press, player, answer, player.last_seq)
        self.tasks.append(asyncio.ensure_future(work))

    async def deliver_table(
        self, press: Press, player: TablePlayer, answer: asyncio.Future[Any], seq: int
    ) -> None:
        """Over the socket, with its links (:mod:`tablers`); judged from the answer: the
        refusal's code is the runtime's reason (docs/table.md), an ``error`` frame's its
        own."""
        try:
            try:
                wait = ANSWER_DEADLINE / self.speed + 2.0
                frame, at = await asyncio.wait_for(answer, wait)
            except TimeoutError:
                press.outcome, press.lost = "lost: no answer", True
                return
            press.answer_at, press.seen_at = at - player.delay, at  # the server sent it
            if frame["type"] == "error":
                press.outcome = f"error: {frame['code']}"
            elif not frame["applied"]:
                press.outcome = str(frame["code"])
            else:
                press.outcome = "applied"
                player.counted(press.custom_id, press.message_id)
                press.move = player.move_of(press.custom_id, frame["version"],
                                            press.message_id)  # fmt: skip
            if press.outcome != "applied":
                player.refuse(press.custom_id, press.message_id)
        finally:
            player.settled(seq)

    async def deliver(self, press: Press, match: Match) -> None:
        try:
            await self._deliver(press, match)
        finally:  # the player sees an answer, or gives up on it
            press.player.answered.set()

    async def _deliver(self, press: Press, match: Match) -> None:
        network, fake, player = self.network, self.fake, press.player
        try:
            await network.cross(network.links.click)
            handle = await fake.click(player.user, press.message_id, press.custom_id,
                                      stale=True)  # fmt: skip
            wait = ANSWER_DEADLINE / self.speed + 2.0
            await fake.wait_until(lambda: handle.acks, timeout=wait, what="an answer")
        except Exception as error:  # unanswered in time, or never sent
            press.outcome = f"lost: {type(error).__name__}"
            press.lost = True
            player.answered.set()
            return
        ack = handle.acks[0]
        if not ack.ok:
            press.lost = True
            player.answered.set()
            return
        press.answer_at = ack.perf
        self.judge(press, ack.callback_type, ack.data, match.match_id)
        press.seen_at = await network.clients.after(player.user)
        player.answered.set()

    def judge(self, press: Press, ctype: int, data: Any, match_id: str) -> None:
        """Applied, or refused and why (as the presser was told)."""
        player = press.player
        drawn = self.fake.message(press.message_id).data if ctype == 6 else data
        found = ACTION.fullmatch(press.custom_id)
        if found is None or found["p"] == "r":  # the finger landed on another button
            kind = "Refresh" if found else press.custom_id.split(":")[1]
            names = {"h": "My cards / Show my hand", "q": "Resign"}
            press.outcome = f"{OTHER}{names.get(kind, kind)}"
            return
        if ctype == 4:
            press.outcome = self.wording.reason(str(data.get("content") or ""))
        elif ctype == 7 and (warning := refusal_on(data)) is not None:
            press.outcome = reason_of(self.wording, warning, press.kind)
        elif (
            ctype == 7
            and press.kind == "board"
            and not has_plays(data, match_id)
            and not (Shown.of(data, match_id).over)
        ):
            press.outcome = "old board closed"
        elif ctype in (6, 7):
            press.outcome = "applied"
        else:
            press.outcome = f"answered with type {ctype}"
        if press.outcome != "applied":
            again = self.network.clock() + AGAIN / self.speed
            player.refused[press.custom_id] = (id(press.pressed_data), again)
            return
        player.applied.add(press.custom_id)
        if is_card(found):
            assert found is not None
            shown = Shown.of(drawn, match_id)
            pile, pressed_round = pile_of(found["p"]), int(found["r"])
            # The answer's sizes, if it shows them and the round the card was played in
            # (a round's last card is answered with the next round's board).
            size = shown.sizes[pile] if shown.sizes and shown.round == pressed_round else 0
            press.move = Move(None if shown.over else pressed_round, pile, size,
                              card_of_press(found["p"]))  # fmt: skip


def refusal_on(data: dict[str, Any]) -> str | None:
    """Why a press answered by redrawing its message (type 7) was refused, as that
    message says it on its warning line (None: applied)."""
    warning = next((t for t in texts_of(data) if t.startswith("⚠️")), None)
    return None if warning is None else warning.removeprefix("⚠️").strip()


def reason_of(wording: Wording, said: str, kind: str) -> str:
    """The reason a refusal's line gives. A panel or hand says only why; the shared
    board, since issue 26, names the presser first ("name: why"): it answers this press,
    so the line is about it (a line with no name is read whole). A reason may hold ": "
    itself, so each cut is tried."""
    if kind != "board":
        return wording.reason(said)
    cuts = [0, *(i + 2 for i in range(len(said)) if said.startswith(": ", i))]
    read = [wording.reason(said[cut:]) for cut in cuts]
    return next((r for r in read if not r.startswith("unread")), f"unread: {said[:60]}")


def pile_of(payload: str) -> int:
    """The pile a card press names: Spit's ``p{seat}{stock}{pile}{card}``, Speed's
    ``p{card}{pile}``."""
    return int(payload[3]) if len(payload) == 6 else int(payload[-1])


def card_of_press(payload: str) -> str:
    """The card a card press names (as the engine names it)."""
    return payload[4:6] if len(payload) == 6 else payload[1:3]


# --- what the presses tell ------------------------------------------------------------


def pct(values: list[float], q: int) -> float:
    if not values:
        return float("nan")
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def spread(values: list[float], scale: float) -> str:
    """p50 / p95 in ms of modelled time."""
    if not values:
        return "-"
    return f"{pct(values, 50) * scale * 1000:.0f} / {pct(values, 95) * scale * 1000:.0f} ms"


def first_showing(history: list[tuple[float, Shown]], after: float, move: Move) -> float | None:
    """When a surface's history first showed ``move``, from ``after`` on."""
    start = bisect_left(history, after, key=lambda h: h[0])
    return next((at for at, shown in history[start:] if shown.reflects(move)), None)


@dataclass
class Figures:
    """One scenario under one model, every table's matches together."""

    presses: list[Press] = field(default_factory=list)
    minutes: Counter[str] = field(default_factory=Counter)  # player-minutes by surface
    played: float = 0.0  # seconds of matches
    dead: Counter[str] = field(default_factory=Counter)
    presser: dict[str, list[float]] = field(default_factory=dict)  # by surface
    rival: dict[str, list[float]] = field(default_factory=dict)  # by the mover's surface
    behind: list[tuple[float, float]] = field(default_factory=list)  # board stretches
    per_move: list[float] = field(default_factory=list)
    matches: int = 0
    idle: float = 0.0  # table players: seconds with nothing to press
    idle_in: Counter[str] = field(default_factory=Counter)  # ... by the state's phase
    reaims: int = 0  # table players: aims given up for a change seen in time


def gather(race: Race, scenario: str) -> Figures:
    figures = Figures()
    clients = race.network.clients
    for table in race.tables:
        if table.scenario != scenario:
            continue
        made = clients.made.get(table.channel, [])
        for match in table.matches:
            figures.matches += 1
            length = match.ended - match.began
            figures.played += length
            histories: dict[int, list[tuple[float, Shown]]] = {}
            for player in match.players:
                figures.minutes[player.surface.kind] += length / 60
                figures.dead[player.surface.kind] += player.dead_clicks
                if isinstance(player, TablePlayer):
                    figures.idle += player.idle
                    figures.idle_in.update(player.idle_in)  # (a Counter adds them)
                    figures.reaims += player.reaims
                if isinstance(player, TablePlayer):
                    histories[player.user] = [h for h in player.history if match.began <= h[0]]
                    continue
                histories[player.user] = [
                    (s.at, Shown.of(s.data, match.match_id))
                    for s in clients.seen(player.user)
                    if match.began <= s.at and player.surface.mine(s) and s.data is not None
                    and (names_match(s.data, match.match_id) or f"spit:rm:{match.match_id}"
                         in str(s.data))
                ]  # fmt: skip
            board = board_timeline(made, match)
            sizes = Sizes(board, histories.values(), match.presses)
            histories = {user: sizes.filled(h) for user, h in histories.items()}
            figures.presses += match.presses
            for press in match.presses:
                if press.move is not None:
                    press.move = sizes.sized(press.move)
                if press.move is None or press.answer_at is None:
                    continue
                mover, other = press.player, next(p for p in match.players if p is not press.player)
                own = first_showing(histories[mover.user], press.clicked, press.move)
                seen = first_showing(histories[other.user], press.clicked, press.move)
                if own is not None:
                    figures.presser.setdefault(press.kind, []).append(own - press.clicked)
                if seen is not None:
                    figures.rival.setdefault(press.kind, []).append(seen - press.clicked)
                shown = first_showing(board, press.answer_at, press.move)
                before = bisect_left(board, press.answer_at, key=lambda h: h[0]) - 1
                if before >= 0 and board[before][1].reflects(press.move):
                    shown = press.answer_at  # the board showed it before the answer did
                if shown is not None:
                    figures.per_move.append(shown - press.answer_at)
                    if shown > press.answer_at:
                        figures.behind.append((press.answer_at, shown))
    return figures


class Sizes:
    """The centre piles' sizes where a surface leaves them out (a Spit panel during play
    and a Speed hand draw only their tops), read off every surface that showed the same
    top card in the same round: a card lies on one pile once a round, so its top tells
    the size. A card covered before any surface with sizes showed it on top (the board
    is edited at most 5 times in 5 s where no press token is at hand) is counted from
    its pile's moves answered before and after it: each adds one card (so does a
    stall's "Spit!", which the nearest known move keeps from adding up)."""

    def __init__(
        self,
        board: list[tuple[float, Shown]],
        histories: Any,
        presses: list[Press],
    ) -> None:
        self.known: dict[tuple[int, int, str], int] = {}
        for history in [board, *histories]:
            for _, shown in history:
                if shown.round is None or shown.sizes is None or shown.tops is None:
                    continue
                for pile, top in enumerate(shown.tops):
                    if top is not None:
                        self.known[(shown.round, pile, top)] = shown.sizes[pile]
        piles: dict[tuple[int, int], list[Move]] = {}
        for press in sorted(presses, key=lambda p: p.answer_at or 0.0):
            move = press.move
            if move is not None and move.round is not None and move.card:
                piles.setdefault((move.round, move.pile), []).append(move)
                if move.size:
                    self.known[(move.round, move.pile, move.card)] = move.size
        for (r, pile), moves in piles.items():
            sizes = [self.known.get((r, pile, m.card or ""), 0) for m in moves]
            anchors = [i for i, size in enumerate(sizes) if size]
            for i, move in enumerate(moves):
                if sizes[i] or not anchors:
                    continue
                nearest = min(anchors, key=lambda a: abs(a - i))
                self.known[(r, pile, move.card or "")] = sizes[nearest] + i - nearest

    def sized(self, move: Move) -> Move:
        if move.size or move.round is None or move.card is None:
            return move
        return replace(move, size=self.known.get((move.round, move.pile, move.card), 0))

    def filled(self, history: list[tuple[float, Shown]]) -> list[tuple[float, Shown]]:
        return [(at, self._fill(shown)) for at, shown in history]

    def _fill(self, shown: Shown) -> Shown:
        if shown.sizes is not None or shown.tops is None or shown.round is None:
            return shown
        r = shown.round
        left, right = (0 if top is None else self.known.get((r, pile, top), 0)
                       for pile, top in enumerate(shown.tops))  # fmt: skip
        return replace(shown, sizes=(left, right))


def board_timeline(made: list[Any], match: Match) -> list[tuple[float, Shown]]:
    """The channel's live board of ``match`` as Discord had it, after each change: the
    newest message showing its buttons (or its result card)."""
    boards: dict[int, Any] = {}
    timeline: list[tuple[float, Shown]] = []
    rematch = f"spit:rm:{match.match_id}"
    for seen in made:
        if seen.at < match.began - 60:
            continue
        data = seen.data
        if data is not None and (names_match(data, match.match_id) or rematch in str(data)):
            boards[seen.message_id] = data
        else:
            boards.pop(seen.message_id, None)
        if boards:
            live = boards[max(boards)]
            timeline.append((seen.at, Shown.of(live, match.match_id)))
        if seen.at > match.ended:
            break
    return timeline


def merged(stretches: list[tuple[float, float]]) -> list[tuple[float, float]]:
    out: list[tuple[float, float]] = []
    for start, end in sorted(stretches):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out


def report(race: Race, scenario: str, figures: Figures) -> None:
    s = race.speed
    presses = figures.presses
    lost = sum(p.lost for p in presses)
    answered = len(presses) - lost
    print(f"\n{race.model} links, {SCENARIOS[scenario]}: {figures.matches} matches, "
          f"{figures.played * s / 60:.1f} min of play")  # fmt: skip
    rates = ", ".join(
        f"{kind} {sum(p.kind == kind for p in presses) / (minutes * s):.1f}"
        for kind, minutes in sorted(figures.minutes.items())
    )
    print(f"  presses per player per minute: {rates}")
    dead = ", ".join(f"{k} {n}" for k, n in sorted(figures.dead.items()))
    print(f"  presses: {len(presses)}, answered {answered}, lost {lost}; clicks on a greyed "
          f"button (nothing sent): {dead}")  # fmt: skip
    table_minutes = figures.minutes.get("table", 0.0)
    if table_minutes:
        idle = figures.idle / (table_minutes * 60)
        reaims = figures.reaims / (table_minutes * s)
        print(f"  on the table: nothing to press {idle:.1%} of the time; aims given up for a "
              f"change seen in time: {reaims:.1f} a minute")  # fmt: skip
        phases = ", ".join(f"{phase} {seconds / (table_minutes * 60):.1%}"
                           for phase, seconds in figures.idle_in.most_common())  # fmt: skip
        print(f"    nothing to press, by the state's phase: {phases}")
    other = Counter(p.outcome[len(OTHER) :] for p in presses if p.outcome.startswith(OTHER))
    if other:
        print("  clicks that landed on another button (a redraw moved it): "
              + ", ".join(f"{k} {n}" for k, n in other.most_common()))  # fmt: skip
    refused = Counter(
        p.outcome
        for p in presses
        if not p.lost and p.outcome != "applied" and not p.outcome.startswith(OTHER)
    )
    total = sum(refused.values())
    share = total / len(presses) if presses else 0.0
    print(f"  refused: {total} ({share:.1%})" + "".join(
        f"\n    {reason}: {n} ({n / len(presses):.1%})" for reason, n in refused.most_common()
    ))  # fmt: skip
    print(f"  age of the view pressed on, p50 / p95: "
          f"{spread([p.view_age for p in presses], s)}")  # fmt: skip
    for kind, values in sorted(figures.presser.items()):
        print(
            f"  a card played on the {kind}: the presser sees it {spread(values, s)}, "
            f"the rival {spread(figures.rival.get(kind, []), s)} (p50 / p95 from the click)"
        )
    stretches = merged(figures.behind)
    total_behind = sum(b - a for a, b in stretches)
    longest = max((b - a for a, b in stretches), default=0.0)
    print(
        f"  the board behind the match: {total_behind * s:.1f} s of {figures.played * s:.0f} s "
        f"({total_behind / figures.played if figures.played else 0:.1%}), longest "
        f"{longest * s:.2f} s; per card played p50 / p95 {spread(figures.per_move, s)}"
    )


def report_calls(race: Race) -> None:
    made = race.fake.requests[race.requests_from :]
    counted = kinds([{"method": r.method, "path": r.path} for r in made])
    calls = ", ".join(f"{k} {n}" for k, n in sorted(counted.items()))
    print(
        f"\n{race.model} links, REST calls of the whole run: {calls}; "
        f"429s: {len(race.fake.rate_limited)}"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default="instant,discord,ws")
    parser.add_argument("--scenarios", default="board,panel,speed")
    parser.add_argument("--tables", type=int, default=2, help="tables per scenario")
    parser.add_argument(
        "--minutes",
        type=float,
        default=6.0,
        help="each table starts matches until it has played this long",
    )
    parser.add_argument("--speed", type=float, default=1.0, help="run this many times faster")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--apart", action="store_true", help="each scenario with a bot of its own (its CPU apart)"
    )
    args = parser.parse_args()
    scenarios = [s for s in args.scenarios.split(",") if s]
    wording = Wording()
    print("python bench/race.py " + " ".join(sys.argv[1:]))
    for model in [m for m in args.models.split(",") if m]:
        cpu: list[str] = []
        for group in [[s] for s in scenarios] if args.apart else [scenarios]:
            race = Race(model, argparse.Namespace(**{**vars(args), "scenarios": group}), wording)
            took = await race.run()
            print(f"\n== {model} links, {','.join(group)}: {took:.0f} s of wall time at "
                  f"--speed {args.speed:g}")  # fmt: skip
            for scenario in group:
                report(race, scenario, gather(race, scenario))
            report_calls(race)
            cpu.append(bot_cpu(race, group))
            print(f"{model} links, the bot's CPU: {cpu[-1]}", flush=True)  # before a next run
        print(f"\n{model} links, the bot's CPU per press (all its CPU while the tables "
              "played, over every press made):\n  " + "\n  ".join(cpu))  # fmt: skip


def bot_cpu(race: Race, group: list[str]) -> str:
    presses = sum(len(m.presses) for t in race.tables for m in t.matches)
    per = race.cpu / presses * 1000 if presses else float("nan")
    return (f"{','.join(group)}: {race.cpu:.1f} s over {presses} presses: {per:.2f} ms "
            "per press")  # fmt: skip


if __name__ == "__main__":
    asyncio.run(main())
