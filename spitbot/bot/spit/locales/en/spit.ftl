### Spit: the board, its buttons, its refusals and its rules. English.

## The game's name, and its words the shared catalogs use

-spit = Spit
spit-name = { -spit }
spit-series-rule = Every card still held at a round's end is a point; the lowest score wins.
opt-stockpiles = stockpiles
opt-stockpiles-desc = Spit: 5 stockpiles, or 4 for a quicker layout
opt-slap = slap
opt-slap-desc = Spit: slap for the smaller pile, or the finisher chooses
opt-colours = colours
opt-colours-desc = Spit: any colours, or red on black and black on red
choice-game-spit = Spit
choice-stockpiles-5 = 5 stockpiles
choice-stockpiles-4 = 4 stockpiles
choice-slap-slap = slap
choice-slap-choose = the finisher chooses
choice-colours-any = any colours
choice-colours-alternating = alternating colours
spit-countdown = · { $kind ->
    [ready] otherwise play starts anyway
    [stall] otherwise { -spitbot } presses it for you
    [slap] otherwise each takes the pile on their side
   *[choose] otherwise the smaller pile is taken
}: { $time }
spit-note-time-ran-out = { $kind ->
    [ready] Time's up: play starts without waiting for { $seats }.
    [stall] The countdown ran out: { -spitbot } turned a spit card for { $seats }.
    [slap] Nobody slapped: each takes the pile on their side.
   *[choose] Time ran out: the smaller pile was taken.
}

## Terms (see docs/glossary/en.md)

-spit-call = Spit!
-spit-pile = spit pile
-stockpile = stockpile
-slap = { $case ->
    [title] Slap
   *[lower] slap
}

## The board

spit-title = { -spit } · round { $round }
spit-title-closed = { -spit } · round { $round } (over)
spit-closed = { $first } vs { $second }: this round is over; the live board is below.
spit-player = **{ $name }** · { $spit ->
    [0] no spit cards
    [one] { $spit } spit card
   *[other] { $spit } spit cards
} · { $stock ->
    [one] { $stock } card in the stockpiles
   *[other] { $stock } cards in the stockpiles
}
spit-pile-unused = —
spit-pile-empty = (empty)
spit-ready-heading = Round { $round }: get ready
spit-status-play = 🟢 Play! Both at once, as fast as you can.
spit-status-ready = { $waiting ->
    [both] Ready? Both of you, press **{ -spit-call }**
    [you] Ready? Press **{ -spit-call }**
   *[them] Waiting for { $who } to press **{ -spit-call }**
}{ $when }
spit-status-stalled = ⏸️ Nobody can play. { $waiting ->
    [both] Both of you, press **{ -spit-call }**
    [you] Press **{ -spit-call }**
   *[them] Waiting for { $who } to press **{ -spit-call }**
}{ $when }
spit-status-you-called = You pressed **{ -spit-call }** Now waiting for { $who }.
spit-phone-hint = 📱 On a phone? Play from **{ spit-button-panel }**.
spit-status-slap = ✋ Round over! { -slap(case: "title") } the smaller pile{ $when }
spit-status-choose = ✋ Round over! { $who } takes a pile{ $when }
spit-both = both
spit-points = Points (to { $target }, lowest wins)
spit-points-value = { $first } **{ $a }** · { $second } **{ $b }**
spit-ready-hint = { $players ->
    [both] Press **{ -spit-call }** when you're both ready.
   *[alone] Press **{ -spit-call }** when you're ready.
}

## Buttons

spit-button-spit = { -spit-call }
spit-button-slap = { -slap(case: "title") }
spit-button-take = Take
spit-button-panel = My cards

## Variants

spit-variant = { $stockpiles } stockpiles · { $slap ->
    [choose] the finisher chooses a pile
   *[slap] { -slap }
} · { $colours ->
    [alternating] alternating colours
   *[any] any colours
} · { $scoring ->
    [points] points to { $target }, lowest wins
   *[game] first to go out wins
}

## Refusals

spit-refusal-not-your-cards = Those are { $other }'s cards: yours are the { $colour ->
    [blue] blue
   *[green] green
} ones, marked { $mark } by your name.
reason-not-started = { $called ->
    [yes] Waiting for your opponent: you called **{ -spit-call }**
   *[no] The round hasn't started yet: press **{ -spit-call }** when you're ready.
}
reason-nobody-can-play = { $has_spit_cards ->
    [yes] Nobody can play: press **{ -spit-call }** to turn your next spit card.
   *[no] Nobody can play: your opponent turns their next spit card (you have none left).
}
reason-round-is-over = { $choose ->
    [yes] The round is over: { $chooser } chooses a pile.
   *[no] The round is over: { -slap } a spit pile.
}
reason-round-still-on = The round is still on: there is nothing to { -slap } yet.
reason-no-such-stockpile = There is no stockpile { $stock }.
reason-empty-stockpile = Your stockpile { $stock } is empty.
reason-face-down = The top of your stockpile { $stock } is face down: turn it up first.
reason-not-on-top = { $moved_to ->
    [none] { $card } is not on top of your stockpile { $stock }.
   *[other] Your { $card } is on stockpile { $moved_to }.
}
reason-pile-not-in-use = Only the { $pile ->
    [left] right
   *[right] left
} spit pile is in use this round.
reason-same-colour = { $card } is the same colour as { $top }: colours alternate this match.
reason-nothing-to-turn = There is no card to turn on stockpile { $stock }.
reason-already-face-up = The top of stockpile { $stock } is already face up.
reason-same-stockpile = Pick another stockpile: a card moves to an empty space.
reason-space-not-empty = Stockpile { $stock } is not empty: cards move only into an empty space.
reason-nothing-to-move = Stockpile { $stock } has no face-up card to move.
reason-pointless-move = Moving a lone card to another empty space changes nothing.
reason-not-stalled = Play isn't stuck: { $by } can still { $chore ->
    [turn] turn up a face-down card.
    [move] move a card to an empty space.
   *[play] play a card.
}
reason-no-spit-cards = You have no spit cards left: your opponent spits alone.
reason-already-called = Waiting for your opponent: you already called **{ -spit-call }**
reason-spit-cards-already-turned = That **{ -spit-call }** came too late: the cards it was for are already turned. Look at the new ones first.
reason-not-your-choice = { $chooser } chooses the pile this time.
reason-slapped-first = { $by } slapped first; { $took ->
    [left] you take the left pile.
    [right] you take the right pile.
   *[none] you take nothing from the middle.
}

## The rules (/spit rules)

spit-rules = **How to play { -spit }**
    • Each of you has { $stockpiles } stockpiles (1 to { $stockpiles } cards, the top card face up) and spit cards nobody sees, not even you.
    • Press **{ -spit-call }** together: each turns a spit card into the middle, starting two spit piles.
    • Then play at the same time, as fast as you can: a stockpile's top card goes onto a pile when it is one rank above or below (an ace sits next to both the king and the 2; suits don't matter).
    • Your buttons are your top cards: one row to the ⬅️ left pile, one to the ➡️ right pile.
    • Face-down cards turn up by themselves, and empty spaces fill themselves.
    • Nobody can play? Press **{ -spit-call }** again (a countdown does it for you).
    • When someone empties their stockpiles, the round ends: { -slap } the smaller pile! The first hand on a pile takes it; the other player takes the other pile. Then you each shuffle your cards and lay them out again.
    • With { $layout } cards or fewer you have no spit cards, and only your opponent's spit pile is used. Go out first with no spit cards and you win.
    • Presses that land almost together are settled in the order Discord received them.
spit-rules-variant = **This match:** { spit-variant }
spit-rules-four = • Four stockpiles (1 to 4 cards).
spit-rules-choose = • No slap: whoever goes out first (or has fewer cards left) chooses a pile.
spit-rules-alternating = • Colours alternate: red on black, black on red.
spit-rules-points = • Points: every card you still hold when a round ends is a point against you. When someone reaches { $target }, the lowest score wins.
