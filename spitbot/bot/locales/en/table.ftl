### SpitBot's live table (issue 28): the words of the table page, its errors, and the
### board's button that opens it. English.

## The page (sent in the welcome)

table-title = SpitBot table
table-spectating = You are watching: the cards are played by the players.
table-connecting = Connecting to the table…
table-reconnecting = Connection lost. Reconnecting…
table-your-seat = You
table-rival = Opponent
table-pile-left = Left pile
table-pile-right = Right pile
table-latency = Ping: { $ms } ms
table-ticket-expired = Your sign-in has expired: open the table again.
table-match-over = This match is over.

## Why a user only watches

table-why-not-player = You are not playing in this match, so you can only watch.
table-why-not-in-activity = Discord does not list you in this Activity, so you can only watch. Press **{ table-button-open }** on the match's board.
table-why-unchecked = Discord could not confirm that you are in this Activity, so you can only watch for now. Reopen the table to try again.

## What the table refuses (nothing changed)

table-error-bad-message = The table did not understand that. Nothing changed.
table-error-no-ticket = Sign in first: open the table again.
table-error-bad-ticket = That sign-in is not valid: open the table again.
table-error-ticket-expired = Your sign-in has expired: open the table again.
table-error-no-match = There is no live match here any more.
table-error-no-table = This game cannot be played on the table yet: use the buttons in Discord.
table-error-not-your-seat = You are watching: only the players can play their cards.
table-error-unknown-move = The table never offered that move. Nothing changed.
table-error-bad-version = That press named a table the bot never showed. Nothing changed.
table-error-bad-seq = That press was sent twice. It counted once.

## Signing in

table-login-bad-request = The sign-in request was not complete: open the table again.
table-login-bad-code = Discord did not accept the sign-in: open the table again.
table-login-bad-state = The sign-in took too long or came from elsewhere. Try again.
table-login-discord-unreachable = Discord is not answering right now. Try again in a minute.

## On the board

table-button-open = Open the table
table-not-here = The live table cannot be opened here: play with the buttons on the board.
