### The slash commands: names, descriptions, options and choices. English.
### Names must be lowercase words of letters, digits, - or _ (at most 32);
### descriptions 1 to 100 characters. Discord shows these in the players' own
### Discord language (Czech and Ukrainian exist there; Latvian and Azerbaijani
### do not, so those servers see English commands and translated replies).

cmd-spit = spit
cmd-spit-desc = Play Spit and Speed, the real-time card games for two.

cmd-challenge = challenge
cmd-challenge-desc = Challenge someone, or anyone here (no opponent), to a game of Spit or Speed.
cmd-play = play
cmd-play-desc = Join the queue for a rated match against someone close to your rating (again: leave).
cmd-practice = practice
cmd-practice-desc = Play a practice game against SpitBot (unrated).
cmd-resign = resign
cmd-resign-desc = Give up your current match (asks first).
cmd-rules = rules
cmd-rules-desc = How to play, privately, with the current match's variant.
cmd-stats = stats
cmd-stats-desc = Someone's record, rating and streaks.
cmd-leaderboard = leaderboard
cmd-leaderboard-desc = The best players by rating.
cmd-series = series
cmd-series-desc = The points series in this channel, round by round.
cmd-settings = settings
cmd-settings-desc = This server's settings for SpitBot (changes need Manage Server).
cmd-flags = flags
cmd-flags-desc = Matches flagged for possible auto-clicking, held out of ratings (needs Manage Server).

opt-opponent = opponent
opt-opponent-desc = Who you want to play (leave it out: anyone here may accept)
opt-rating-range = range
opt-rating-range-desc = Open challenge only: who may accept, in rating points either side of yours
opt-game = game
opt-game-desc = Which game (default Spit)
opt-difficulty = difficulty
opt-difficulty-desc = How quick the bot is (default normal)
opt-user = user
opt-user-desc = Whose stats (default: yours)
opt-scope = scope
opt-scope-desc = This server or everywhere
opt-page = page
opt-page-desc = Which page (10 players a page)
opt-scoring = scoring
opt-scoring-desc = First to go out wins, or a points series to a target
opt-target = target
opt-target-desc = Points series only: the score that ends it
opt-window = window
opt-window-desc = Simultaneous-press window in ms: presses this close are ordered by Discord's clock
opt-channels = channels
opt-channels-desc = Where games may be played
opt-language = language
opt-language-desc = The language of the boards and messages in this server
opt-match = match
opt-match-desc = The flagged match to decide: its id as the list shows it
opt-decision = decision
opt-decision-desc = Clear it (the match is then rated) or confirm it (it stays unrated)

choice-difficulty-easy = easy
choice-difficulty-normal = normal
choice-difficulty-hard = hard
choice-scope-server = this server
choice-scope-global = everywhere
choice-decision-clear = clear: rate the match
choice-decision-confirm = confirm: keep it unrated
choice-scoring-game = first to go out wins
choice-scoring-points = points series
choice-channels-only-here = only here
choice-channels-add-here = add this channel
choice-channels-remove-here = remove this channel
choice-channels-everywhere = every channel
choice-language-auto = the server's Discord language
## /spit privacy
cmd-privacy = privacy
cmd-privacy-desc = What SpitBot keeps about you (only you see it), and erasing it.

## Events (issue 29)
cmd-arena = arena
cmd-arena-desc = Open an arena in this channel: players join, and whoever is free is paired at once.
cmd-swiss = swiss
cmd-swiss-desc = Open a Swiss tournament in this channel: sign-up, then rounds paired by points.
opt-minutes = minutes
opt-minutes-desc = How long the arena pairs players, in minutes
opt-rounds = rounds
opt-rounds-desc = How many rounds
opt-start-in = start-in
opt-start-in-desc = Start after this many minutes (default: when you press “Start now”)
opt-event-role = event-role
opt-event-role-desc = A role whose members may open events too (@everyone clears it: Manage Server only)
