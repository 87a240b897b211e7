### Finding a game: a match in a thread of its own, the queue (/spit play) and open
### challenges. English.

## A match started in a new thread (the queue's, an event's)

# The thread's name (no markdown is drawn there; at most 100 characters).
thread-name = { $first } vs { $second }
# The first message in the thread: it pings both players, which adds them to the thread.
thread-opening = 🃏 <@{ $first }> <@{ $second }>: your rated match of { $game_name } is here. Variant: { $variant }.
thread-not-started = This match could not start: { $name } is already playing another match.
