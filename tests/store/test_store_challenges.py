"""Challenges survive a restart: open, update, close, and the open list."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta

import pytest

from spitbot.store import ChallengeRecord, ChallengeStatus, Store

GUILD = 111_111_111_111
CHANNEL = 333_333_333_333
T0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


def challenge(challenge_id: str, created: float = 0, **changes: object) -> ChallengeRecord:
    record = ChallengeRecord(
        challenge_id=challenge_id,
        guild_id=GUILD,
        channel_id=CHANNEL,
        game="speed",
        variant="fast,3",
        challenger_id=1,
        challenger_name="alice",
        invitee_id=2,
        invitee_name="bob",
        expires_at=T0 + timedelta(seconds=created + 60),
        created_at=T0 + timedelta(seconds=created),
        window_ms=120,
    )
    return dataclasses.replace(record, **changes)  # type: ignore[arg-type]


def without_updated_at(records: list[ChallengeRecord]) -> list[ChallengeRecord]:
    return [dataclasses.replace(r, updated_at=None) for r in records]


async def test_open_update_and_list(open_store: object) -> None:
    fixed = datetime(2030, 1, 1, tzinfo=UTC)
    store: Store = await open_store(clock=lambda: fixed)  # type: ignore[operator]
    try:
        assert await store.open_challenges() == []
        first = challenge("00000000000000a1", created=10)
        second = challenge("00000000000000b2", created=5, guild_id=None, window_ms=None)
        await store.save_challenge(first)
        await store.save_challenge(second)
        await store.save_challenge(first)  # opening twice is fine
        opened = await store.open_challenges()
        assert without_updated_at(opened) == [second, first]  # oldest first
        assert all(r.updated_at == fixed and r.status is ChallengeStatus.OPEN for r in opened)

        # Again with the message id (and a retry that claims a later creation time).
        posted = dataclasses.replace(first, message_id=555, created_at=T0 + timedelta(hours=1))
        await store.save_challenge(posted)
        got = await store.get_challenge(first.challenge_id)
        assert got is not None and got.message_id == 555
        assert got.created_at == first.created_at  # the first creation time stays
        assert await store.get_challenge("ffffffffffffffff") is None
    finally:
        await store.close()


@pytest.mark.parametrize(
    "status",
    [
        ChallengeStatus.ACCEPTED,
        ChallengeStatus.DECLINED,
        ChallengeStatus.WITHDRAWN,
        ChallengeStatus.EXPIRED,
    ],
)
async def test_close_is_final(store: Store, status: ChallengeStatus) -> None:
    record = challenge("0123456789abcdef")
    await store.save_challenge(record)
    await store.save_challenge(challenge("fedcba9876543210", created=1))
    closed_at = T0 + timedelta(seconds=30)
    assert await store.close_challenge(record.challenge_id, status, closed_at) is True
    assert [r.challenge_id for r in await store.open_challenges()] == ["fedcba9876543210"]
    got = await store.get_challenge(record.challenge_id)
    assert got is not None and (got.status, got.updated_at) == (status, closed_at)

    # Closing again, or a late save, changes nothing.
    assert await store.close_challenge(record.challenge_id, ChallengeStatus.EXPIRED) is False
    await store.save_challenge(dataclasses.replace(record, message_id=9))
    again = await store.get_challenge(record.challenge_id)
    assert again == got
    assert await store.close_challenge("0000000000000000", status) is False  # unknown


async def test_bad_challenges_are_refused(store: Store) -> None:
    for bad_id in ("123", "0123456789abcdeg", "0123456789abcdef0"):
        with pytest.raises(ValueError, match="challenge id"):
            await store.save_challenge(challenge(bad_id))
    with pytest.raises(ValueError, match="final status"):
        await store.close_challenge("0123456789abcdef", ChallengeStatus.OPEN)
    assert await store.open_challenges() == []


async def test_an_open_challenge_is_taken_once_and_can_be_given_back(open_store: object) -> None:
    """Issue 29.1: an open challenge (no invitee yet, maybe a rating range) survives a
    restart, and of two takers exactly one gets it: the database settles it, so it holds
    across shards. Given back (the match could not start), it is open again."""
    store: Store = await open_store()  # type: ignore[operator]
    try:
        opened = challenge("00000000000000c3", invitee_id=None, invitee_name=None,
                           rating_low=1400, rating_high=1600)  # fmt: skip
        await store.save_challenge(opened)
        (kept,) = without_updated_at(await store.open_challenges())
        assert kept == opened and kept.invitee_id is None and kept.rating_low == 1400
        assert await store.take_challenge(opened.challenge_id, 7, "carol")
        assert not await store.take_challenge(opened.challenge_id, 8, "dave")  # too late
        taken = await store.get_challenge(opened.challenge_id)
        assert taken is not None and taken.status is ChallengeStatus.ACCEPTED
        assert (taken.invitee_id, taken.invitee_name) == (7, "carol")
        assert await store.open_challenges() == []
        assert not await store.give_back_challenge(opened.challenge_id, 8)  # not dave's
        assert await store.give_back_challenge(opened.challenge_id, 7)
        (again,) = await store.open_challenges()
        assert again.invitee_id is None and again.status is ChallengeStatus.OPEN
        assert await store.rating(7, GUILD, game="speed") == 1500  # never rated: a newcomer
    finally:
        await store.close()
