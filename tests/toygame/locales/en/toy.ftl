### Race (the toy game, tests/toygame/RULES.md): its board, refusals and rules. English.

## The game's name, and its words the shared catalogs use

-toy = Race
toy-name = { -toy }
choice-game-toy = { -toy }
opt-cards = cards
opt-cards-desc = Race: how many cards each player is dealt
choice-cards-8 = 8 cards each
choice-cards-12 = 12 cards each
toy-countdown = · { $kind ->
    [ready] otherwise play starts anyway
   *[turn] otherwise a card is turned from the reserve
}: { $time }
toy-note-time-ran-out = { $kind ->
    [ready] Time's up: play starts without waiting for { $seats }.
   *[turn] Nobody could play: a card was turned from the reserve.
}
toy-reason-already-played = Your { $card } is already on the pile.
outcome-stalemate = Nobody could ever play again, and { $winner } had fewer cards left.
outcome-stalemate-draw = Nobody could ever play again, and you both had the same number of cards left.

## The board

toy-title = { -toy }
toy-ready-heading = Get ready: the pile is face down
toy-counts = Pile: { $pile ->
    [one] { $pile } card
   *[other] { $pile } cards
} · reserve: { $reserve ->
    [one] { $reserve } card
   *[other] { $reserve } cards
}
toy-status-ready = { $waiting ->
    [both] Ready? Both of you, press **{ toy-button-go }**
    [you] Ready? Press **{ toy-button-go }**
   *[them] Waiting for { $who } to press **{ toy-button-go }**
}{ $when }
toy-status-you-called = You pressed **{ toy-button-go }** Now waiting for { $who }.
toy-status-play = 🟢 Play! A card one rank above or below the pile's top goes on it.
toy-status-stuck = ⏸️ Nobody can play{ $when }
toy-last-played = { $name } played { $card }
toy-last-turned = { $reshuffled ->
    [yes] The pile was shuffled into a new reserve, and a card turned from it.
   *[no] A new card was turned from the reserve.
}
toy-player = **{ $name }** · { $draw ->
    [0] nothing left to draw
    [one] { $draw } card to draw
   *[other] { $draw } cards to draw
}
toy-button-go = Go!
toy-summary = Cards left { $first }–{ $second }
toy-ready-hint = { $players ->
    [both] Press **{ toy-button-go }** when you're both ready.
   *[alone] Press **{ toy-button-go }** when you're ready.
}
toy-closed = { $first } vs { $second }: this board is over; the live board is below.
toy-variant = { $cards } cards each

## Refusals

toy-refusal-not-your-hand = Those are { $other }'s cards: yours are marked { $mark } by your name.
reason-pile-face-down = { $called ->
    [yes] Waiting for your opponent: you pressed **{ toy-button-go }**
   *[no] The pile is still face down: press **{ toy-button-go }** when you're ready.
}
reason-already-started = Play has started already: no need to press **{ toy-button-go }**
reason-not-your-card = Your { $card } isn't in your hand any more.

## The rules (/spit rules game: Race)

toy-rules = **How to play { -toy }**
    • Each of you is dealt a few cards: four of them face up in front of you (your hand), the rest face down (your draw pile). The other cards are the reserve.
    • When you're both ready, press **{ toy-button-go }**: the reserve's top card is turned up to start the pile.
    • Then play at the same time: a card from your hand goes onto the pile when it is one rank above or below its top (an ace sits next to both the king and the 2; suits don't matter). Your hand fills back up from your draw pile at once.
    • Nobody can play? After a short countdown a card is turned from the reserve.
    • The first to play every card wins.
toy-rules-variant = **This match:** { $variant }
