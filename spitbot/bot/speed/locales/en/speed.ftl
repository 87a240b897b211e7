### Speed: the public board, a player's hand, its refusals and its rules. English.

## The game's name, and its words the shared catalogs use

-speed = Speed
speed-name = { -speed }
outcome-blocked = Nobody could play any more, and { $winner } had fewer cards left.
outcome-blocked-draw = Nobody could play any more, and you both had the same number of cards left.
speed-reason-stale-round = That hand is from deal { $board_round }; the match has moved on to deal { $round }.
speed-series-round = Deal
speed-series-rule = Each deal, the winner scores a point for every card the other player still had to play (hand and draw pile); the first to the target wins.
speed-picture-series-alt = The running scores of { $first } and { $second } after each deal, and the target { $target }.
opt-side-piles = side-piles
opt-side-piles-desc = Speed: side piles of 10, or of 5 with 20 cards per player
choice-game-speed = Speed
choice-side-piles-10 = side piles of 10
choice-side-piles-5 = side piles of 5
speed-countdown = · { $kind ->
    [ready] otherwise play starts anyway
   *[flip] otherwise { -spitbot } presses it for you
}: { $time }
speed-note-time-ran-out = { $kind ->
    [ready] Time's up: play starts without waiting for { $seats }.
   *[flip] The countdown ran out: { -spitbot } pressed **{ -flip-call }** for { $seats }.
}

## Terms (see docs/glossary/en.md)

-flip-call = Flip!
-hand = hand
-draw-pile = draw pile
-side-pile = side pile
-centre-pile = centre pile

## The public board

speed-title = { -speed } · deal { $round }
speed-title-closed = { -speed } · deal { $round } (over)
speed-closed = { $first } vs { $second }: this deal is over; the live board is below.
speed-player = **{ $name }** · { $hand ->
    [0] no cards in hand
    [one] { $hand } in hand
   *[other] { $hand } in hand
} · { $draw ->
    [0] no draw pile
    [one] { $draw } to draw
   *[other] { $draw } to draw
}
speed-sides = Cards in the side piles: { $left } · { $right }
speed-ready-heading = Deal { $round }: get ready
speed-status-ready = { $waiting ->
    [both] Ready? Open your hands with **{ speed-button-hand }** and press **{ -flip-call }** there
   *[them] Waiting for { $who } to press **{ -flip-call }**
}{ $when }
speed-status-play = 🟢 Play! Open your hand with **{ speed-button-hand }**: one press plays a card.
speed-status-stuck = ⏸️ Stuck. { $waiting ->
    [both] Press **{ -flip-call }** in your hands
   *[them] Waiting for { $who } to press **{ -flip-call }**
}{ $when }
speed-status-you-flipped = You pressed **{ -flip-call }** Now waiting for { $who }.
speed-status-rebuild = The side piles are used up: the next flip shuffles the centre piles into new side piles.
speed-both = both
speed-points = Points (to { $target })
speed-points-value = { $first } **{ $a }** · { $second } **{ $b }**
speed-summary = { $rounds ->
    [one] { $rounds } deal
   *[other] { $rounds } deals
} played · cards left { $first }–{ $second }
speed-ready-hint = { $players ->
    [both] Open your hands with **{ speed-button-hand }**, then press **{ -flip-call }** when you're both ready.
   *[alone] Open your hand with **{ speed-button-hand }**, then press **{ -flip-call }** when you're ready.
}

## Buttons

speed-button-hand = Show my hand
speed-button-flip = { -flip-call }

## A player's hand (private)

speed-hand-ready = { $waiting ->
    [them] Waiting for { $who } to press **{ -flip-call }**
   *[other] Press **{ -flip-call }** when you're ready: the middle cards turn up when you both have
}{ $when }
speed-hand-play = Press a card to play it onto the pile its arrow shows.
speed-hand-stuck = Nobody can play. { $waiting ->
    [them] Waiting for { $who } to press **{ -flip-call }**
   *[you] Press **{ -flip-call }**
}{ $when }
speed-hand-over = The match is over.
speed-hand-empty = Your hand is empty.

## Variants

speed-variant = { $side_piles ->
    [5] side piles of 5, 20 cards per player
   *[10] side piles of 10, 15 cards per player
} · { $scoring ->
    [points] points to { $target }, highest wins
   *[game] first to play every card wins
}

## Refusals

reason-not-in-hand = Your { $card } isn't in your hand any more.
reason-middle-face-down = { $called ->
    [yes] You're ready: the middle cards turn up when your opponent presses **{ -flip-call }** too.
   *[no] The middle cards are still face down: press **{ -flip-call }** when you're ready.
}
reason-all-stuck = { $called ->
    [yes] Waiting for your opponent: you pressed **{ -flip-call }**
   *[no] Nobody can play: press **{ -flip-call }** to turn up the side cards.
}
reason-not-stuck = Play isn't stuck: { $by } can still play a card.
reason-already-flipped = Waiting for your opponent: you already pressed **{ -flip-call }**
reason-cards-already-flipped = That **{ -flip-call }** came too late: the cards it was for are already turned. Look at the new ones first.

## The rules (/spit rules game: Speed)

speed-rules = **How to play { -speed }**
    • Each of you holds a hand of five cards nobody else sees, and has a draw pile. Two side piles lie face down at either end, and two cards in the middle.
    • When you're both ready, press **{ -flip-call }** and the middle cards turn up to start the two centre piles.
    • Then play at the same time, as fast as you can: a card from your hand goes onto a centre pile when it is one rank above or below its top card (an ace sits next to both the king and the 2; suits don't matter). Your hand fills back up to five from your draw pile at once.
    • Your hand is private: press **{ speed-button-hand }** on the board. Each card has a button for the ⬅️ left pile and one for the ➡️ right pile.
    • Nobody can play? Both press **{ -flip-call }** (a countdown does it for you): each side pile turns its top card onto the centre pile next to it. When the side piles run out, the centre piles are shuffled into new ones.
    • The first to play every card in their hand and draw pile wins.
    • Presses that land almost together are settled in the order Discord received them.
speed-rules-variant = **This match:** { speed-variant }
speed-rules-points = • Points: the winner of each deal scores a point for every card the other player still had to play (hand and draw pile). The first to { $target } wins.
