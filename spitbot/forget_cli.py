"""``spitbot forget USER_ID``: an operator erases what SpitBot keeps about a person, as
``/spit privacy`` lets the person do (issue 25): with the settings the bot runs with
(``SPITBOT_DATABASE_URL`` or the SQLite file in ``SPITBOT_DATABASE_FOLDER``), on SQLite
or PostgreSQL, safely while the bot runs.

It shows what is kept and asks before erasing (``--yes`` does not ask), then says what
it removed. The erasure is one transaction (``Store.forget_player``), refused while the
person is in a live match or has an open challenge, on any shard: the running bot holds
nothing about them then that it would write back later. What it still holds in memory
(a finished match's board and rematch offer, for a few minutes) is never saved again;
a rematch they start is a fresh start, as any later match is.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from .config import Settings
from .problems import StartupError, describe_database

if TYPE_CHECKING:
    from .store import PrivacyReport

__all__ = ["add_arguments", "forget", "run"]

MAX_USER_ID = 2**63 - 1


def user_id(value: str) -> int:
    """A Discord user id: a positive whole number (a snowflake)."""
    try:
        number = int(value)
    except ValueError:
        number = 0
    if not 0 < number <= MAX_USER_ID:
        raise argparse.ArgumentTypeError(
            f"{value!r} is not a Discord user id (a number such as 123456789012345678; "
            "Discord shows it with Developer Mode on: right-click the user, Copy User ID)"
        )
    return number


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("user_id", metavar="USER_ID", type=user_id, help="their Discord user id")
    parser.add_argument("--yes", action="store_true", help="erase without asking (for scripts)")


def describe(report: PrivacyReport) -> list[str]:
    """What is kept, one line per kind (the same kinds ``/spit privacy`` lists)."""
    return [
        f"  name: {report.name!r}" if report.name is not None else "  name: (none)",
        f"  matches: {report.finished_matches} finished, {report.other_matches} stopped or "
        f"called off ({report.series} points series)",
        f"  ratings: {report.ratings}, with {report.rating_changes} rating changes",
        f"  challenges sent or received: {report.challenges}",
        f"  auto-clicker flags about them (with reaction times): {report.flags}",
        f"  flags they decided as a moderator: {report.flag_decisions}",
        f"  saved positions of their stopped matches: {report.saved_positions}",
    ]


def run(args: argparse.Namespace, settings: Settings) -> int:
    return asyncio.run(forget(settings, args.user_id, yes=args.yes))


async def forget(
    settings: Settings, user: int, *, yes: bool = False, ask: Callable[[str], str] = input
) -> int:
    """Show what is kept about ``user``, ask (unless ``yes``), erase; the exit code."""
    from .startup import open_database, sqlite_file
    from .store import PlayerInPlay

    url = settings.db_url
    path = sqlite_file(url)
    if path is not None and not path.exists():
        raise StartupError(
            f"no database at {path}: nothing to forget.\nCheck {settings.database_setting}: "
            "it names the database the bot uses.",
            exit_code=2,
        )
    store = await open_database(
        url,
        setting=settings.database_setting,
        sqlite_synchronous=settings.database.sqlite_synchronous,
    )
    try:
        print(f"database: {describe_database(url)}")
        report = await store.privacy_report(user)
        if report.empty:
            print(f"SpitBot keeps nothing about user {user}.")
            return 0
        print(f"SpitBot keeps about user {user}:")
        print("\n".join(describe(report)))
        if report.live_match or report.open_challenge:
            raise StartupError(_in_play(user, report.live_match))
        if not yes and not _confirmed(ask, user):
            print("nothing was erased.", file=sys.stderr)
            return 1
        try:
            forgotten = await store.forget_player(user)
        except PlayerInPlay as error:  # it began meanwhile
            raise StartupError(_in_play(user, error.live_match)) from None
    finally:
        await store.close()
    kept = forgotten.kept
    print(
        f"forgot user {user}: removed their name, {kept.ratings} ratings, "
        f"{kept.rating_changes} rating changes, {kept.flags} flags about them, "
        f"{kept.challenges} challenges and {kept.saved_positions} saved positions; "
        f"{kept.flag_decisions} flag decisions keep no name; {forgotten.anonymised} "
        f"matches stay in their opponents' histories with an anonymous seat, and "
        f"{forgotten.removed} with no other person in them were removed."
    )
    return 0


def _confirmed(ask: Callable[[str], str], user: int) -> bool:
    question = (
        f"Erase all of it? Their matches stay in their opponents' histories as "
        f'"a deleted player"; this cannot be undone. Type "yes" to erase user {user}: '
    )
    try:
        return ask(question).strip().lower() == "yes"
    except EOFError:  # no terminal to answer on: --yes says it
        return False


def _in_play(user: int, live_match: bool) -> str:
    what = "is in a live match" if live_match else "has an open challenge"
    return (
        f"user {user} {what}: nothing was erased.\nTry again once it has ended "
        "(a match ends when it is finished, resigned or idle; a challenge when it is "
        "answered or expires)."
    )
