### SpitBot: what every game shares. English (the source language).
### Glossary of the game's terms: docs/glossary/en.md.

## Terms

-spitbot = SpitBot

## Cards: the picture cards' letters (the numbers are written as they are)

rank-jack = J
rank-queen = Q
rank-king = K
rank-ace = A

## The practice bot's difficulties, as players pick them

difficulty = { $level ->
    [easy] easy
    [hard] hard
   *[normal] normal
}

## Challenges

challenge-text =
    🃏 <@{ $invitee }>, **{ $challenger }** challenges you to { $game_name }!
    Variant: { $variant }
    Expires: { $expires }
challenge-accept = Accept
challenge-decline = Decline
challenge-accepted = ✅ { $invitee } accepted! { $challenger } vs { $invitee }: the board is below.
challenge-declined = ❌ { $name } declined the challenge.
challenge-withdrawn = ❌ { $name } withdrew the challenge.
challenge-expired = ⌛ { $challenger }'s challenge to { $invitee } expired.
practice-started = 🤖 Practice against { -spitbot } ({ difficulty }): the board is below.
bot-name = { -spitbot } ({ difficulty })

## Resigning and rematches

resign = Resign
resign-ask = Resign and give { $other } the match?
resign-yes = Yes, resign
resign-no = Keep playing
resign-kept = Game on! 🃏
resign-done = You resigned. GG!
rematch = Rematch
rematch-votes = { rematch } ({ $votes }/{ $needed })
rematch-ended = The rematch offer has ended. Start a new match with `{ $challenge }`.

## The end of a match

outcome-all-cards = Every card played!
outcome-points-lowest = On points, { $mine }–{ $theirs } (the lowest score wins).
outcome-points-highest = On points, { $mine }–{ $theirs }.
outcome-draw = Level on points, { $first }–{ $second }.
outcome-resigned = { $loser } resigned.
outcome-idle = { $loser } went idle.
outcome-stopped = The match was stopped.
summary-rounds = { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} played · cards left { $first }–{ $second }
summary-points = { $shown ->
    [all] Points by round: { $list }
   *[last] Points in the last { $count } rounds of { $rounds }: { $list }
}
score-pair = { $first }–{ $second }
summary-rematch = Press **{ rematch }** to play again (both players).
board-saving-late = ⚠️ The database isn't answering: results are kept and will be saved as soon as it's back.
board-replaced = { $first } vs { $second }: this board was replaced by a newer one; the live board is below.

## Messages in the channel

match-parked = ⚠️ The match between { $first } and { $second } hit an error and was stopped. Sorry! Nothing was recorded against anyone.
match-not-restored = ⚠️ A match in this channel could not be restored after a restart and was stopped. Sorry! Nothing was recorded against anyone.
match-abandoned = ⚠️ The match between { $first } and { $second } was called off: { $why } Nothing was recorded against anyone.

## Why something was refused: the runtime's reasons

reason-not-in-match = This is a game between { $first } and { $second }: only they can play in it.
reason-match-over = This match is over.
reason-match-parked = This match was stopped after an error.
reason-match-stopped = The bot is restarting; the match goes on as soon as it's back.
reason-channel-busy = This channel already has a live match; try another channel.
reason-player-busy = { $name } is already playing a match.
reason-no-such-challenge = This challenge has expired or was already answered.

## Why something was refused: shared by the games

reason-not-a-player = Only the two players can act in this match.
reason-game-is-over = The game is over.
reason-stale-round = That was a button of round { $board_round }: round { $round } has begun.
reason-no-such-pile = There are only two piles in the middle.
reason-empty-pile = The { $pile ->
    [left] left
   *[right] right
} pile is empty: nothing fits on it.
reason-does-not-fit = { $card } doesn't fit on { $top }.
reason-already-played = { $card } is already on the { $pile ->
    [left] left
   *[right] right
} pile.
reason-landed-first = { $by }'s { $card } landed first; your { $yours } no longer fits.

## Why something was refused: the bot's own checks

refusal-dm = Games are played in a server's channels: use `{ $spit }` there, not in a DM.
refusal-channel-not-allowed = On this server, games are played in { $channels }.
refusal-missing-permission = I can't run a game here: I need the **{ permission }** permission in this channel. A server admin can give it to me.
refusal-option-other-game = `{ $option }` is an option of { $owner }, not of { $game_name }.
refusal-target-needs-points = `{ $target }` only applies to a points series: add `{ $points }`.
refusal-settings-need-manage = Changing { -spitbot }'s settings needs the Manage Server permission.
refusal-remove-here-everywhere = Games may be played in every channel: use `{ $only_here }` first.
refusal-match-gone = This match is over or no longer exists.
refusal-match-still-going = This match is still going.
refusal-match-already-over = This match is already over.
refusal-only-invitee = Only { $invitee } can answer this challenge.
refusal-challenge-yourself = You can't challenge yourself. Try `{ $practice }` against the bot!
refusal-challenge-bot = { $name } is a bot. Use `{ $practice }` to play { -spitbot }.
refusal-not-in-match = You're not in a live match.
refusal-unknown-button = That button isn't one { -spitbot } knows, so nothing happened.
refusal-old-board = That button is from an older board; the live board is the newest one in the channel.
refusal-no-series = No points series has been played in this channel yet.
refusal-bad-option = That option isn't valid here.
refusal-no-hand = Only the two players have a hand in this match.
apology = Sorry, something went wrong on our side. It has been logged; please try again.

permission = { $permission ->
    [view_channel] View Channel
    [send_messages_in_threads] Send Messages in Threads
    [create_public_threads] Create Public Threads
    [embed_links] Embed Links
   *[send_messages] Send Messages
}

## Notes on a board: what just happened

note-time-ran-out = Time's up: play starts without waiting for { $seats }.
note-resigned = { $seat } resigned.
note-went-idle = { $seat } went idle.

## A match paused: nobody loses on time while the bot is cut off from Discord

board-paused = ⏸️ Paused: { -spitbot } lost its connection to Discord. Nobody loses on time until it's back.
note-paused = Paused while { -spitbot } was cut off from Discord: every countdown starts again.

## The centre piles, on every game's board and panels

pile-cards = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
pile-not-used = not in use
pile-sizes = Left pile: { $left } · right pile: { $right }
board-refusal = ⚠️ { $name }: { $reason }
last-played = { $name } played { $card } on the { $pile ->
    [left] left
   *[right] right
} pile
last-turned = { $piles ->
    [both] New cards turned onto both piles.
    [left] A new card turned onto the left pile.
   *[right] A new card turned onto the right pile.
}

## A board's countdown: what happens when it runs out, then when ($when on a board).
## Discord writes the time ("in 5 seconds") in each reader's own client language,
## which need not be this one, so it stands alone after the colon. This is the first
## call every game shares (ready: S4, P3); a game with countdowns of its own words
## them, ready among them, in <game>-countdown (and its notes in <game>-note-time-ran-out).

countdown = · otherwise play starts anyway: { $time }

## Settings

settings-title = **{ -spitbot } settings for this server**
settings-variant = • Default { $game_name } variant: { $variant }
settings-window = • Simultaneous-press window: { $ms } ms
settings-channels = • Games may be played in: { $where }
settings-every-channel = every channel
settings-language = • Language: { $language_name }
settings-language-auto = • Language: { $language_name } (the server's Discord language; change it with `{ $setting }`)

## Stats, leaderboards and series

stats-title = { $name }'s { $game_name } record
stats-record = Wins · losses · draws
stats-rating = Rating
stats-unrated = unrated
stats-trend = Trend
stats-trend-value = { $arrow } { $change } over the last { $games ->
    [one] game
   *[other] { $games } games
}
stats-series = Points series
stats-series-value = { $won } won · { $lost } lost · { $drawn } drawn
stats-streak = Streak
stats-streak-wins = { $count ->
    [0] no streak
    [one] { $count } win in a row
   *[other] { $count } wins in a row
} · best winning run: { $best ->
    [0] none yet
    [one] { $best } win
   *[other] { $best } wins
}
stats-streak-losses = { $count ->
    [one] { $count } loss in a row
   *[other] { $count } losses in a row
} · best winning run: { $best ->
    [0] none yet
    [one] { $best } win
   *[other] { $best } wins
}
stats-fastest = Fastest win
stats-seconds = { $seconds } s
stats-none = —

leaderboard-server = { $server }: { $game_name } leaderboard
leaderboard-global = Global { $game_name } leaderboard
leaderboard-you = ← you

series-title = { $game_name } points series to { $target }: { $first } vs { $second }
series-round = Round
series-total = Total
series-in-progress = Series in progress.
series-won = Series finished: { $winner } wins.
series-draw = Series finished: a draw.

## Why a board could not be posted (the match is called off)

reason-board-not-posted = { $permission ->
    [channel-gone] the channel no longer exists.
   *[other] I'm missing the **{ permission }** permission in this channel.
}

# A press counted while a moderator deleted its board (a new one is posted).
press-counted-board-gone = Your press counted, but the board was deleted just then: a new board is posted below.
press-counted-board-renewed = Your press counted. Discord no longer lets this board be changed (it is over an hour old): a fresh board is posted below.

## Ratings (Glicko-2): what the numbers mean, and the pictures

stats-rating-now = **{ $rating }** ±{ $deviation }
stats-rating-peak = peak { $peak }
# Under the stats picture, in the embed's footer (plain text: no markdown); a
# no-break space keeps the "?" on the line of the words that explain it.
stats-explained-value = ± is the rating deviation: how sure the rating is. It shrinks with every rated game and grows while you're away. ?{"\u00A0"}marks a provisional rating (±110 or more); a rating is ranked at ±75 or less.
leaderboard-footer-ranked = Page { $page } of { $pages } · { $total ->
    [one] { $total } ranked player
   *[other] { $total } ranked players
} · ranked at ±75 or less
leaderboard-none-ranked = Nobody is ranked here yet: a rating is ranked once it has settled (deviation ±75 or less, after about 25 rated games).
leaderboard-unranked = not ranked yet
result-winner = { $winner } wins!
result-draw = A draw!
result-rating = { $name }: rating { $before } → **{ $after }** ({ $delta })
result-unrated = A practice match: no rating changes.
result-provisional = ? = a provisional rating: it settles after a few more rated games.
result-ratings-pending = To see your rating change, press **{ result-button-stats }**.
result-button-stats = My stats
panel-button-refresh = Refresh
panel-expiring = ⏳ Updates by itself until { $until }; after that, press **{ panel-button-refresh }**.
ratings-rules = **Ratings**
    Rated games (challenges, not practice) move both players' ratings in that game, on this server and everywhere, the way lichess rates chess (Glicko-2). A rating comes with a deviation (±): how sure it is. Newcomers start at 1500 ±500 and move fast; the deviation shrinks with every rated game and grows again while you're away. A rating is provisional (shown with **?**) while its deviation is 110 or more, and is ranked on the leaderboard once it is 75 or less. A draw counts as half a win; a match called off changes nothing.

picture-rating-title = { $name }: { $game_name } rating
picture-provisional = provisional (?)
picture-deviation = ± deviation
# The heading of the stats picture's bars by month, on one line with their legend
# (picture-wins, -losses, -draws): keep it short.
picture-months = By month
picture-wins = wins
picture-losses = losses
picture-draws = draws
picture-streak-wins = Current streak: { $count ->
    [one] { $count } win
   *[other] { $count } wins
}
picture-streak-losses = Current streak: { $count ->
    [one] { $count } loss
   *[other] { $count } losses
}
picture-streak-none = No current streak
picture-no-rating = No rated games yet
picture-no-months = No finished matches yet
picture-target = target { $target }
picture-rating-alt = { $name }'s { $game_name } rating after each rated game, and wins and losses by month.
picture-series-alt = The running scores of { $first } and { $second } after each round, and the target { $target }.

## Stats and leaderboard: rank, win rate, page buttons, the provisional mark
stats-win-rate = Win rate
stats-win-rate-value = { NUMBER($rate, style: "percent") } of { $games ->
    [one] { $games } game
   *[other] { $games } games
}
stats-rank = Rank
stats-rank-value = **#{ $rank }** of { $total }
stats-rank-provisional = not ranked yet: **?** marks a provisional rating
stats-rank-unsettled = not ranked yet: a rating is ranked at ±75 or less
leaderboard-button-previous = Previous
leaderboard-button-next = Next
leaderboard-footer-provisional = ? = provisional rating (±110 or more)

# /spit flags: matches flagged for possible auto-clicking (moderators only).
flags-none = No match on this server is waiting for a decision on auto-clicking.
flags-heading = **Matches flagged for possible auto-clicking**, held out of ratings until you decide:
flags-entry =
    `{ $match }` · { $game_name } · <@{ $player }> { $rule ->
        [too-fast] reacted faster than a person can
       *[other] reacted as steadily as a script
    }: last { $count } reactions { $reactions } ms (mean { $mean } ms, spread { $spread } ms)
flags-how = To decide, use `{ $command }` with `{ $match }` and `{ $clear }` (the match is rated) or `{ $confirm }` (it stays unrated). The player is not told.
flags-cleared = Cleared: match `{ $match }` is rated now.
flags-confirmed = Confirmed: match `{ $match }` stays unrated.
flags-not-found = No flagged match `{ $match }` is waiting for a decision on this server.
refusal-flags-need-manage = Only members with the Manage Server permission can see and decide flagged matches.
refusal-flags-both = To decide, give both `{ $match }` and `{ $decision }`.

## /spit privacy: what SpitBot keeps about the person asking, and erasing it (private).
## Counts are written "label: number". player-deleted names, wherever names are shown,
## the seat of someone who erased their data (the database keeps no name for it).

player-deleted = a deleted player
privacy-title = 🔒 **What { -spitbot } keeps about you** (only you can see this)
privacy-nothing = { -spitbot } keeps nothing about you: you have no matches and no challenges.
privacy-id = • **Your Discord user id**: to know which matches, ratings and challenges are yours.
privacy-name = • **The name you were last shown under**: { $name }. It is written on boards, results and leaderboards.
privacy-matches = • **Your matches** (finished: { $finished } · stopped or called off: { $other } · points series among them: { $series }): the game, server, channel, times, result and score, for your record and your opponents'.
privacy-ratings = • **Your ratings** (ladders: { $ratings } · rating changes: { $changes }): a rating in each game on each server and everywhere, with how it moved after every rated game, for the leaderboards, your stats and their pictures.
privacy-challenges = • **Challenges you sent or received** ({ $challenges }), with both names as they were then: so that an open challenge survives a restart.
privacy-flags = • **Reaction times**: if a rated match of yours is flagged for possible auto-clicking, the reaction times (ms) that flagged it are kept for the server's moderators, who decide whether the match is rated.
privacy-decisions = • **Flags you decided as a moderator** ({ $decisions }): your user id is kept with each decision.
privacy-settings = • **No settings of yours**: a server's settings belong to the server and do not record who changed them. { -spitbot } never reads or keeps your messages.
privacy-kept-until = All of this is kept until you erase it, or until whoever runs { -spitbot } deletes its database. What { -spitbot } posted in channels stays there: the server's moderators can delete it.
privacy-erase-how = **{ privacy-button-erase }** erases it all: your name, ratings, rating history, flags and challenges. Your matches stay only in your opponents' histories, where you become “{ player-deleted }”, so their records and ratings do not change. If you play again, you start afresh.
privacy-button-erase = Erase my data…
privacy-confirm = ⚠️ **Erase everything { -spitbot } keeps about you?** This cannot be undone: your ratings and their history are gone for good, and in your opponents' match histories you become “{ player-deleted }”.
privacy-confirm-yes = Yes, erase everything
privacy-confirm-no = No, keep it
privacy-kept = Nothing was erased.
privacy-erased = ✅ Done: { -spitbot } no longer keeps anything about you. Your opponents' match histories now show “{ player-deleted }” in your place; if you play again, you start afresh.
refusal-privacy-in-match = You're in a match: finish it or resign (`{ $resign }`) first, then erase your data.
refusal-privacy-challenge = You have an open challenge: answer or withdraw it (or let it expire) first, then erase your data.
refusal-privacy-not-yours = These buttons are for the person who asked. To see what { -spitbot } keeps about you, use `{ $privacy }`.
refusal-privacy-answered = That question was already answered. To see what { -spitbot } keeps about you now, use `{ $privacy }`.
