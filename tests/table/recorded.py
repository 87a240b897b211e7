"""Recorded frames of docs/table.md (protocol 1) for the client's tests: a Spit table in
play, its stall and slap, a Speed table for a player and for a spectator, and the end.
The words are what the server would send; the client must show them as they are."""

from __future__ import annotations

from typing import Any

WORDS = {
    "table-title": "SpitBot table",
    "table-spectating": "You are watching",
    "table-connecting": "Connecting…",
    "table-reconnecting": "Reconnecting…",
    "table-your-seat": "You",
    "table-rival": "Rival",
    "table-pile-left": "Left pile",
    "table-pile-right": "Right pile",
    "table-latency": "Ping: {ms} ms",
    "table-ticket-expired": "Your login has expired",
    "table-match-over": "Match over",
    "table-keys": "Keys: 1–5 pick a card, ← → a pile, Space calls, Esc cancels",
}
PLAYERS = [
    {"seat": 0, "name": "ana <@everyone> **bold**", "bot": False, "colour": "blue"},
    {"seat": 1, "name": "Bot (strong)", "bot": True, "colour": "red"},
]


def welcome(game: str = "spit", seat: int | None = 0) -> dict[str, Any]:
    return {
        "type": "welcome",
        "protocol": 1,
        "user": {"id": "1001", "name": "ana"},
        "match": "m1",
        "game": game,
        "seat": seat,
        "role": "player" if seat is not None else "spectator",
        "why_spectator": None if seat is not None else "This match is between two other people",
        "locale": "en",
        "words": WORDS,
        "server_ms": 1_790_000_000_000,
    }


def _move(
    id_: str, kind: str, card: str | None, frm: str | None, to: str | None, key: str, label: str
) -> dict[str, Any]:
    move: dict[str, Any] = {"id": id_, "kind": kind, "label": label, "key": key}
    if card:
        move["card"] = card
    if frm:
        move["from"] = frm
    if to:
        move["to"] = to
    return move


def spit_play(version: int = 1, **changes: Any) -> dict[str, Any]:
    """Spit in play, seat 0 to move: T♦ fits both piles, 8♥ the right, Q♥ the left, and
    the fifth stockpile's top is face down (a flip)."""
    state: dict[str, Any] = {
        "type": "state",
        "version": version,
        "match": "m1",
        "game": "spit",
        "round": 1,
        "phase": "play",
        "seat": 0,
        "players": PLAYERS,
        "table": {
            "sides": [
                {
                    "stocks": [
                        {"top": "TD", "hidden": 0},
                        {"top": "8H", "hidden": 1},
                        {"top": "QH", "hidden": 2},
                        {"top": "2C", "hidden": 3},
                        {"top": None, "hidden": 4},
                    ],
                    "spit_left": 11,
                },
                {
                    "stocks": [
                        {"top": "9H", "hidden": 0},
                        {"top": "2D", "hidden": 1},
                        {"top": "KD", "hidden": 2},
                        {"top": "5S", "hidden": 3},
                        {"top": "7C", "hidden": 4},
                    ],
                    "spit_left": 10,
                },
            ],
            "piles": [
                {"top": "JC", "size": 3, "in_use": True},
                {"top": "9S", "size": 2, "in_use": True},
            ],
            "calls": [False, False],
            "chooser": None,
        },
        "moves": [
            _move("p00TD", "play", "TD", "stock:0", "pile:0", "1", "10♦ → left"),
            _move("p01TD", "play", "TD", "stock:0", "pile:1", "1", "10♦ → right"),
            _move("p118H", "play", "8H", "stock:1", "pile:1", "2", "8♥ → right"),
            _move("p20QH", "play", "QH", "stock:2", "pile:0", "3", "Q♥ → left"),
            _move("f4", "flip", None, "stock:4", None, "5", "Turn up"),
        ],
        "events": [],
        "countdown": None,
        "said": None,
        "scores": [0, 0],
        "over": False,
        "result": None,
        "paused": False,
        "saving_late": False,
    }
    state.update(changes)
    return state


def spit_after_8h(version: int = 2) -> dict[str, Any]:
    """The state after seat 0's 8♥ went onto the right pile."""
    state = spit_play(version)
    state["table"]["sides"][0]["stocks"][1] = {"top": None, "hidden": 1}
    state["table"]["piles"][1] = {"top": "8H", "size": 3, "in_use": True}
    state["moves"] = [m for m in state["moves"] if m["id"] != "p118H"]
    state["events"] = [{"kind": "play", "seat": 0, "card": "8H", "from": "stock:1", "to": "pile:1"}]
    state["said"] = "ana played 8♥ on the right pile"
    return state


def spit_rival_plays(version: int = 3) -> dict[str, Any]:
    """The rival's 9♥ lands on the right pile's 8♥."""
    state = spit_after_8h(version)
    state["table"]["sides"][1]["stocks"][0] = {"top": None, "hidden": 0}
    state["table"]["piles"][1] = {"top": "9H", "size": 4, "in_use": True}
    state["events"] = [{"kind": "play", "seat": 1, "card": "9H", "from": "stock:0", "to": "pile:1"}]
    state["said"] = "Bot (strong) played 9♥ on the right pile"
    return state


def spit_stall(version: int, deadline_ms: int) -> dict[str, Any]:
    state = spit_play(version, phase="stall")
    state["moves"] = [_move("spit", "spit", None, None, None, " ", "Spit!")]
    state["countdown"] = {
        "kind": "stall",
        "seats": [0, 1],
        "deadline_ms": deadline_ms,
        "words": "Nobody can play: Spit! in 5 s",
    }
    state["table"]["calls"] = [False, True]
    return state


def spit_slap(version: int, deadline_ms: int) -> dict[str, Any]:
    state = spit_play(version, phase="slap")
    state["moves"] = [
        _move("s0", "slap", None, None, "pile:0", "ArrowLeft", "Slap the left pile"),
        _move("s1", "slap", None, None, "pile:1", "ArrowRight", "Slap the right pile"),
    ]
    state["countdown"] = {
        "kind": "slap",
        "seats": [0, 1],
        "deadline_ms": deadline_ms,
        "words": "Slap the smaller pile!",
    }
    return state


def spit_over(version: int) -> dict[str, Any]:
    state = spit_play(version, phase="over", over=True, moves=[])
    state["result"] = {"winner": 0, "words": ["ana wins the match", "3 rounds, 2–1"]}
    return state


def speed_play(version: int = 1, seat: int | None = 0) -> dict[str, Any]:
    table: dict[str, Any] = {
        "hands": [5, 4],
        "draws": [15, 14],
        "sides": [4, 5],
        "piles": [{"top": "9C", "size": 3}, {"top": "4D", "size": 2}],
        "calls": [False, False],
    }
    moves = []
    if seat is not None:
        table["hand"] = ["TD", "3S", "QH", "8C", "KS"]
        moves = [
            _move("hTD0", "play", "TD", "hand", "pile:0", "1", "10♦ → left"),
            _move("h3S1", "play", "3S", "hand", "pile:1", "2", "3♠ → right"),
            _move("h8C0", "play", "8C", "hand", "pile:0", "4", "8♣ → left"),
        ]
    return {
        "type": "state",
        "version": version,
        "match": "m1",
        "game": "speed",
        "round": 1,
        "phase": "play",
        "seat": seat,
        "players": PLAYERS,
        "table": table,
        "moves": moves,
        "events": [],
        "countdown": None,
        "said": None,
        "scores": [0, 0],
        "over": False,
        "result": None,
        "paused": False,
        "saving_late": False,
    }


def speed_after_3s(version: int = 2) -> dict[str, Any]:
    state = speed_play(version)
    state["table"]["hand"] = ["TD", "QH", "8C", "KS", "6H"]
    state["table"]["draws"][0] = 14
    state["table"]["piles"][1] = {"top": "3S", "size": 3}
    state["moves"] = [m for m in state["moves"] if m["id"] != "h3S1"]
    state["events"] = [{"kind": "play", "seat": 0, "card": "3S", "from": "hand", "to": "pile:1"}]
    return state
