### Events: arenas and Swiss tournaments (issue 29). English.

## Both

event-join = Join
event-leave = Leave
# The end of a list cut short to fit in one message: a ranking (players), the sign-up list,
# or a round's pairings (boards). Keep it neutral: name no noun.
event-more = …and { $count } more
event-over = This event is over.
refusal-event-need-manage = Opening an event needs the Manage Server permission, or the role this server names for events in its settings.
refusal-event-in-thread = An event's matches are played in threads of its channel: open it in a text channel, not in a thread.

## An arena: whoever is free is paired at once, for a length of time

arena-opened = Your arena is open: its standings are below, with the **{ event-join }** and **{ event-leave }** buttons.
arena-title = 🏟️ **Arena: { $game_name }** · { $variant }
# $at is an absolute time each reader's client writes in its own way.
arena-until = Pairing until { $at }. Press **{ event-join }**: whenever you are free, you are paired at once with someone close to you in the ranking, in a thread of this channel. A win scores 2, a draw 1. After two wins in a row you are on fire 🔥: every game scores double, up to and including the first game you do not win.
arena-closing = ⏱️ Time is up: nobody is paired any more. The games still being played will count.
arena-final = 🏁 **Final standings**
arena-nobody = Nobody has joined yet.
arena-line = { $rank }. { $name } · { $points } { $points ->
    [one] point
   *[other] points
}
# After a line: whom the player is playing now.
arena-playing = playing { $opponent }
# After a player's name in the standings: they have left (and may come back). Not a past
# tense: the name's gender is unknown.
arena-away = away
# $rank is a medal (🥇🥈🥉) or "4."; $performance a rating.
arena-final-line = { $rank } { $name } · { $points } { $points ->
    [one] point
   *[other] points
} in { $games } { $games ->
    [one] game
   *[other] games
} · performance{"\u00A0"}{ $performance }
arena-joined = You are in. Whenever you are free you are paired at once; your matches start in threads of this channel. Press **{ event-leave }** to stop.
arena-left = You left the arena and will not be paired again. Press **{ event-join }** to come back: your points are kept.
arena-already = You are already in this arena.
arena-not-in = You are not in this arena.

## A Swiss tournament: rounds paired by points (the FIDE Dutch system)

swiss-opened = Your Swiss tournament is open for sign-up: its message is below.
swiss-title = 🏆 **Swiss tournament: { $game_name }** · { $variant } · { $rounds } { $rounds ->
    [one] round
   *[other] rounds
}
swiss-starts-at = Starts { $at }. Press **{ event-join }** to sign up.
swiss-starts-by-organiser = Starts when the organiser presses **{ swiss-begin }**. Press **{ event-join }** to sign up.
swiss-signed-up = Signed up: { $count }
swiss-begin = Start now
swiss-beginning = The tournament is starting: round 1 is being paired.
swiss-begin-not-yours = Only the organiser, or someone with the Manage Server permission, can start this tournament.
swiss-begun = This tournament has already started.
swiss-too-few = A tournament needs at least two players to start.
swiss-cancelled = The tournament did not start: fewer than two players signed up.
swiss-joined = You are signed up. Each round's matches start in threads of this channel, and the next round starts when the last game of a round ends. If you miss a game, you are withdrawn.
swiss-left = You withdrew from the tournament: you will not be paired again.
swiss-already = You are already signed up.
swiss-not-in = You are not in this tournament.
swiss-too-late = Too late to join: half of the rounds have begun.
swiss-round = **Round { $round } of { $rounds }**: pairings
swiss-board = { $board }. { $first } vs { $second }
swiss-bye = { $board }. { $name }: a bye (1 point)
swiss-standings = **Standings after round { $round }**
swiss-final = 🏁 **Final standings**
# $rank is "1." or, at the end, a medal; $score, $buchholz and $sb are points such as "2½".
swiss-line = { $rank } { $name } · { $score } · Buchholz { $buchholz } · SB { $sb }
# After a player's name in the standings: withdrawn (left, or missed a game). Not a past
# tense: the name's gender is unknown.
swiss-withdrawn = withdrawn
# A public message: every player reads it (a plural or impersonal form).
swiss-legend = -# A win scores 1, a draw ½, a bye 1. Equal points are ranked by Buchholz (the points of a player's opponents), then SB (Sonneborn–Berger: the points of the opponents they beat, and half of those they drew with).

## /spit settings: who may open events

settings-event-role-none = • Events (arenas, Swiss tournaments) are opened by: members with Manage Server
# $role is the role, shown as Discord shows a role (nobody is pinged).
settings-event-role = • Events (arenas, Swiss tournaments) are opened by: members with Manage Server or the role { $role }

## /spit privacy

privacy-events = • **Events you entered** ({ $events }): arenas and Swiss tournaments, with your name and results, for their standings.
refusal-privacy-in-event = You are in an arena or a Swiss tournament that is not over: leave it and wait for its end, then erase your data.
