### Finding a game: a match in a thread of its own, the queue (/spit play) and open
### challenges. English.

## A match started in a new thread (the queue's, an event's)

# The thread's name (no markdown is drawn there; at most 100 characters).
thread-name = { $first } vs { $second }
# The first message in the thread: it pings both players, which adds them to the thread.
thread-opening = 🃏 <@{ $first }> <@{ $second }>: your rated match of { $game_name } is here. Variant: { $variant }.
thread-not-started = This match could not start: { $name } is already playing another match.

## The queue (/spit play): every message is private, to the one player

queue-joined =
    🔎 You're in the queue for a rated match of { $game_name } (your rating: { $rating }). I'll pair you with the player closest to your rating; the longer you wait, the wider I look. Nobody sees who is waiting. Run `{ $play }` again to leave.
    Your wait ends: { $expires }
queue-left = You've left the queue for { $game_name }.
queue-timed-out = ⌛ Nobody close enough to your rating came in time, so you've left the queue for { $game_name }. You can join again any time.
queue-paired = ✅ Your opponent: **{ $opponent }** ({ $rating }). Your match of { $game_name } is in { $thread }: go and play!
queue-thread-permission = 😕 Your match could not start: I may not open threads in { $channel }. A server admin can give me the **{ permission }** permission there. You've left the queue.
queue-thread-gone = 😕 Your match could not start: the channel { $channel } is gone. You've left the queue.
queue-busy = 😕 The match found for you could not start: { $name } is already playing another match. You've left the queue.

## Open challenges (/spit challenge without an opponent): anyone may accept, first come

challenge-withdraw = Withdraw
challenge-open-text =
    🃏 **{ $challenger }** ({ $rating }) is looking for a game of { $game_name }: the first to press **{ challenge-accept }** plays!
    Variant: { $variant }
    Expires: { $expires }
challenge-open-range = Only players rated { $low } to { $high } may accept.
challenge-open-accepted = ✅ { $taker } takes { $challenger }'s challenge! { $challenger } vs { $taker }: the board is below.
challenge-open-expired = ⌛ Nobody took { $challenger }'s challenge in time.
refusal-open-own = This is your own challenge: wait for someone to accept it, or withdraw it.
refusal-open-withdraw = Only { $challenger } can withdraw this challenge; press **{ challenge-accept }** to play.
refusal-open-taken = Too late: { $name } was quicker and took this challenge. `{ $play }` finds you another opponent.
refusal-open-range = This challenge is for players rated { $low } to { $high }, and your rating here is { $rating }.
refusal-range-bad = The range must be between { $low } and { $high } rating points.
refusal-range-needs-open = A range is only for open challenges: leave out the opponent, or the range.
