"""Drawing boards, challenges and summaries as Discord embeds and buttons.

The board fits Discord's classic limits (5 rows of at most 5 buttons): two
rows per player (their stockpile tops, to the left pile and to the right
pile: D6, any legal play in one press) and one row of controls (Spit!,
slap or take left/right, resign). Suits are emoji, so hearts and diamonds
show red and spades and clubs black on every phone; red cards are red
buttons too.
"""

from __future__ import annotations

import discord

from ..engine import (
    Card,
    Colours,
    EndReason,
    Phase,
    Play,
    Scoring,
    SlapRule,
    State,
    Variant,
    card_label,
    is_red,
    legal_plays,
)
from ..runtime import Board, Challenge, Countdown, MatchInfo
from . import ids

ARROWS = ("⬅️", "➡️")
PHASE_COLOUR = {
    Phase.READY: discord.Colour.blurple(),
    Phase.PLAY: discord.Colour.green(),
    Phase.STALLED: discord.Colour.orange(),
    Phase.SLAP: discord.Colour.gold(),
    Phase.CHOOSE: discord.Colour.gold(),
    Phase.OVER: discord.Colour.dark_grey(),
}


def card(c: Card) -> str:
    """``10♦️``: the card's label with its suit in emoji presentation (VS16), which
    every client draws red for hearts and diamonds and black for spades and clubs."""
    return card_label(c) + "\ufe0f"


def _stock_line(state: State, seat: int) -> str:
    side = state.sides[seat]
    cells = []
    for stock, up in zip(side.stocks, side.up, strict=True):
        if not stock:
            cells.append("·")
            continue
        top = card(stock[-1]) if up else "🂠"
        under = len(stock) - 1 if up else len(stock)
        cells.append(f"{top}" + (f" +{under}" if under else ""))
    return "  |  ".join(cells)


def _pile(state: State, index: int) -> str:
    pile = state.piles[index]
    if index not in state.piles_in_use():
        return "—"
    if not pile:
        return "(empty)"
    return f"**{card(pile[-1])}** ({len(pile)})"


def _status(board: Board) -> str:
    state, names = board.state, [p.name for p in board.match.players]
    countdown = board.countdown
    when = f" <t:{countdown.deadline_ms // 1000}:R>" if countdown else ""
    if state.phase is Phase.OVER:
        return "🏁 " + outcome_text(board.match, state)
    if state.phase is Phase.PLAY:
        return "🟢 Play! Both at once, as fast as you can."
    if state.phase in (Phase.READY, Phase.STALLED):
        waiting = _who(countdown, names)
        lead = "Ready?" if state.phase is Phase.READY else "⏸️ Nobody can play."
        return f"{lead} Press **Spit!** ({waiting}){when}"
    if state.phase is Phase.SLAP:
        return f"✋ Round over! Slap the smaller pile{when}"
    who = names[countdown.seats[0]] if countdown and countdown.seats else "the finisher"
    return f"✋ Round over! {who} takes a pile{when}"


def _who(countdown: Countdown | None, names: list[str]) -> str:
    if countdown is None or not countdown.seats:
        return "both"
    return " and ".join(names[s] for s in countdown.seats)


def outcome_text(match: MatchInfo, state: State) -> str:
    out = state.outcome
    if out is None:
        return "The match was stopped."
    names = [p.name for p in match.players]
    if out.winner is None:
        return f"A draw on points, {state.scores[0]}–{state.scores[1]}."
    winner, loser = names[out.winner], names[1 - out.winner]
    return {
        EndReason.ALL_CARDS_PLAYED: f"{winner} wins: every card played!",
        EndReason.POINTS: f"{winner} wins on points, {min(state.scores)}–{max(state.scores)}.",
        EndReason.RESIGNED: f"{winner} wins: {loser} resigned.",
        EndReason.IDLE: f"{winner} wins: {loser} went idle.",
    }[out.reason]


def board_embed(board: Board) -> discord.Embed:
    state, match = board.state, board.match
    a, b = match.players
    title = f"Spit · round {state.round}"
    lines = [
        f"**{a.name}** · spit cards: {len(state.sides[0].spit)}",
        _stock_line(state, 0),
        "",
        f"{ARROWS[0]} {_pile(state, 0)}    ·    {_pile(state, 1)} {ARROWS[1]}",
        "",
        f"**{b.name}** · spit cards: {len(state.sides[1].spit)}",
        _stock_line(state, 1),
        "",
        _status(board),
    ]
    if board.note:
        lines.append(f"*{board.note}*")
    embed = discord.Embed(
        title=title, description="\n".join(lines), colour=PHASE_COLOUR[state.phase]
    )
    if match.variant.scoring is Scoring.POINTS:
        embed.add_field(
            name=f"Points (to {match.variant.target}, lowest wins)",
            value=f"{a.name} **{state.scores[0]}** · {b.name} **{state.scores[1]}**",
        )
    if state.phase is Phase.OVER:
        embed.add_field(name="Match", value=_summary(state), inline=False)
    else:
        embed.set_footer(
            text=f"Rows 1–2: {a.name} · rows 3–4: {b.name} · "
            f"{ARROWS[0]} left pile, {ARROWS[1]} right pile · {match.variant.describe()}"
        )
    return embed


def _summary(state: State) -> str:
    """The end-of-match summary under the final board."""
    rounds = f"{state.round} round{'s' if state.round != 1 else ''}"
    held = [side.held() for side in state.sides]
    lines = [f"{rounds} played · cards left {held[0]}–{held[1]}"]
    if state.history:
        recent = ", ".join(f"{a}–{b}" for a, b in state.history[-8:])
        lines.append(f"Points by round: {recent}")
    lines.append("Press **Rematch** to play again (both players).")
    return "\n".join(lines)


def board_view(board: Board) -> discord.ui.View:
    """The board's buttons; every custom_id carries the match and round (ids.py)."""
    state, match = board.state, board.match
    m, r = match.match_id, state.round
    if state.phase is Phase.OVER:
        return rematch_view(m, "Rematch")
    rows: list[list[ids.Component]] = []
    for seat in (0, 1):
        side = state.sides[seat]
        plays = set(legal_plays(state, seat))
        for pile in (0, 1):
            row = []
            for index, stock in enumerate(side.stocks):
                top = stock[-1] if stock and side.up[index] else None
                label = f"{card(top)} {ARROWS[pile]}" if top is not None else "·"
                red = top is not None and is_red(top)
                style = discord.ButtonStyle.danger if red else discord.ButtonStyle.secondary
                enabled = Play(seat, index, pile) in plays
                row.append(
                    ids.button(
                        ids.play_id(m, r, seat, index, pile), label, style, disabled=not enabled
                    )
                )
            rows.append(row)
    phase = state.phase
    waiting = phase not in (Phase.READY, Phase.STALLED)
    verb = "Take" if match.variant.slap is SlapRule.CHOOSE else "Slap"
    slapping = phase in (Phase.SLAP, Phase.CHOOSE)
    primary = discord.ButtonStyle.primary
    rows.append(
        [
            ids.button(
                ids.spit_id(m, r),
                "Spit!",
                discord.ButtonStyle.success,
                emoji="💦",
                disabled=waiting,
            ),
            ids.button(ids.slap_id(m, r, 0), f"{verb} {ARROWS[0]}", primary, disabled=not slapping),
            ids.button(ids.slap_id(m, r, 1), f"{verb} {ARROWS[1]}", primary, disabled=not slapping),
            ids.button(ids.resign_id(m), "Resign", emoji="🏳️"),
        ]
    )
    return ids.Buttons(*rows)


def rematch_view(match_id: str, label: str) -> discord.ui.View:
    return ids.Buttons(
        [ids.button(ids.rematch_id(match_id), label, discord.ButtonStyle.success, emoji="🔁")]
    )


def resign_view(match_id: str) -> discord.ui.View:
    return ids.Buttons(
        [
            ids.button(
                ids.resign_confirm_id(match_id, True), "Yes, resign", discord.ButtonStyle.danger
            ),
            ids.button(ids.resign_confirm_id(match_id, False), "Keep playing"),
        ]
    )


def closed_embed(match: MatchInfo, round_no: int) -> discord.Embed:
    return discord.Embed(
        title=f"Spit · round {round_no} (over)",
        description=f"{match.players[0].name} vs {match.players[1].name}: this round is over; "
        "the live board is below.",
        colour=discord.Colour.dark_grey(),
    )


def challenge_text(challenge: Challenge) -> str:
    ts = challenge.expires_ms // 1000
    return (
        f"🃏 <@{challenge.invitee.user_id}>, **{challenge.challenger.name}** "
        "challenges you to Spit!\n"
        f"Variant: {challenge.variant.describe()}\n"
        f"The challenge expires <t:{ts}:R>."
    )


def challenge_view(challenge: Challenge) -> discord.ui.View:
    accept = ids.challenge_id(challenge.challenge_id, True)
    return ids.Buttons(
        [
            ids.button(accept, "Accept", discord.ButtonStyle.success),
            ids.button(ids.challenge_id(challenge.challenge_id, False), "Decline"),
        ]
    )


def rules_text(variant: Variant | None = None) -> str:
    lines = [
        "**Spit: how to play**",
        "• Each of you has 5 stockpiles (1 to 5 cards, top card face up) "
        "and spit cards nobody sees.",
        "• Press **Spit!** together: each turns a spit card onto the middle to start two piles.",
        "• Then play at the same time, as fast as you can: a stockpile top goes onto a pile when "
        "it is one rank above or below (A sits next to both K and 2; suits don't matter).",
        "• Your buttons: your top cards, one row to the ⬅️ left pile and one to the ➡️ right pile.",
        "• Face-down cards turn up by themselves, and empty spaces fill themselves.",
        "• Nobody can play? Press **Spit!** again (a countdown spits for you).",
        "• Empty your stockpiles and the round ends: **slap** the smaller pile! The first hand on "
        "a pile takes it, the other player takes the other pile. Everyone shuffles their cards "
        "and lays out again.",
        "• Fewer than 15 cards: you lay out what you have, with one pile in the middle. "
        "Go out first with no spit cards and you win the game.",
        "• Presses that land almost together are settled in Discord-time order.",
    ]
    if variant is not None:
        lines.append("")
        lines.append(f"**This variant:** {variant.describe()}")
        if variant.stockpiles == 4:
            lines.append("• Four stockpiles (1 to 4 cards); fewer than 10 cards is a short layout.")
        if variant.slap is SlapRule.CHOOSE:
            lines.append("• No slap: whoever went out (or has fewer cards left) chooses a pile.")
        if variant.colours is Colours.ALTERNATING:
            lines.append("• Colours alternate: red on black, black on red.")
        if variant.scoring is Scoring.POINTS:
            lines.append(
                f"• Points: each round, a point per card you still hold. At {variant.target} "
                "the match ends and the lowest score wins."
            )
    return "\n".join(lines)
