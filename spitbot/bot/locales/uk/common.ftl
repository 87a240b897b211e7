### SpitBot: what every game shares. Ukrainian (українська).
### Glossary of the game's terms: docs/glossary/uk.md.
### Players are addressed with "ти"; messages on a board, read by both players,
### use the plural imperative ("Натисніть"). Player names are never followed by
### a past-tense verb (Ukrainian past tense shows gender, names don't): present
### tense or an impersonal form instead ("{ $name } відхиляє виклик", "Партію здано").

## Terms

-spitbot = SpitBot
# A pile in the middle (Spit's spit piles, Speed's centre piles): купка.
-pile = { $case ->
   *[nominative] купка
    [genitive] купки
    [dative] купці
    [accusative] купку
    [locative] купці
    [instrumental] купкою
    [plural-nominative] купки
    [plural-genitive] купок
    [plural-locative] купках
}
# The button that opens a player's own private panel: Spit's "My cards" and Speed's
# "Show my hand" are the same two words in Ukrainian («Мої карти»), so both buttons take
# them from here (a label spelt in one button's message would read as the other's).
-my-cards = Мої карти

## Cards: the picture cards' letters (the numbers are written as they are)

rank-jack = В
rank-queen = Д
rank-king = К
rank-ace = Т

## Games, difficulties and languages, as players pick them

# Agrees with the bot: "SpitBot (легкий)".
difficulty = { $level ->
    [easy] легкий
    [hard] важкий
   *[normal] середній
}

## Challenges

challenge-text =
    🃏 <@{ $invitee }>, **{ $challenger }** викликає тебе на партію в { $game_name }!
    Варіант: { $variant }
    Термін виклику спливає: { $expires }
challenge-accept = Прийняти
challenge-decline = Відхилити
challenge-accepted = ✅ { $invitee } приймає виклик! { $challenger } — { $invitee }: поле нижче.
challenge-declined = ❌ { $name } відхиляє виклик.
challenge-withdrawn = ❌ { $name } скасовує виклик.
challenge-expired = ⌛ Термін виклику сплив ({ $challenger } — { $invitee }).
practice-started = 🤖 Тренування проти { -spitbot } ({ difficulty }): поле нижче.
bot-name = { -spitbot } ({ difficulty })

## Resigning and rematches

resign = Здатися
resign-ask = Здатися? Тоді перемагає { $other }.
resign-yes = Так, здатися
resign-no = Грати далі
resign-kept = Граємо далі! 🃏
resign-done = Партію здано. GG!
rematch = Реванш
rematch-votes = { rematch } ({ $votes }/{ $needed })
rematch-ended = Пропозиція реваншу вже не діє. Нову партію можна почати командою `{ $challenge }`.

## The end of a match

outcome-all-cards = Усі карти зіграно!
outcome-points-lowest = За очками: { $mine }:{ $theirs } (виграє менший рахунок).
outcome-points-highest = За очками: { $mine }:{ $theirs }.
outcome-draw = Очок порівну: { $first }:{ $second }.
outcome-resigned = { $loser } здає партію.
outcome-idle = { $loser } вибуває через неактивність.
outcome-stopped = Партію зупинено.
summary-rounds = { $rounds ->
    [one] Зіграно { $rounds } раунд
    [few] Зіграно { $rounds } раунди
    [many] Зіграно { $rounds } раундів
   *[other] Зіграно { $rounds } раунду
} · лишилося карт: { $first }:{ $second }
summary-points = { $shown ->
    [all] Очки за раундами: { $list }
   *[last] Очки за останні { $count } з { $rounds } { $rounds ->
        [one] раунду
        [few] раундів
        [many] раундів
       *[other] раунду
    }: { $list }
}
# A score between the two players, as Ukrainian writes it: 12:40 (a dash reads as a range).
score-pair = { $first }:{ $second }
summary-rematch = Натисніть **{ rematch }**, щоб зіграти ще раз (натиснути мають обоє).
board-saving-late = ⚠️ База даних не відповідає: результати не загубляться й збережуться, щойно вона запрацює.
board-replaced = { $first } — { $second }: це поле замінено новішим, актуальне поле нижче.

## Messages in the channel

match-parked = ⚠️ Партію { $first } — { $second } зупинено через помилку. Перепрошуємо! Результат нікому не зараховано.
match-not-restored = ⚠️ Партію в цьому каналі не вдалося відновити після перезапуску, тож її зупинено. Перепрошуємо! Результат нікому не зараховано.
match-abandoned = ⚠️ Партію { $first } — { $second } скасовано: { $why } Результат нікому не зараховано.

## Why something was refused: the runtime's reasons

reason-not-in-match = У цій партії грають { $first } і { $second }: робити ходи можуть лише вони.
reason-match-over = Цю партію завершено.
reason-match-parked = Цю партію зупинено через помилку.
reason-match-stopped = Бот перезапускається; партія продовжиться, щойно він повернеться.
reason-channel-busy = У цьому каналі вже йде партія; спробуй інший канал.
reason-player-busy = { $name } уже грає партію.
reason-no-such-challenge = Цей виклик уже недійсний, або на нього вже відповіли.

## Why something was refused: shared by the games

reason-not-a-player = Діяти в цій партії можуть лише двоє її гравців.
reason-game-is-over = Гру завершено.
reason-stale-round = Ця кнопка з раунду { $board_round }, а вже почався раунд { $round }.
reason-no-such-pile = Посередині лише дві { -pile(case: "plural-nominative") }.
reason-empty-pile = { $pile ->
    [left] Ліва
   *[right] Права
} { -pile } порожня: на неї нічого не покладеш.
reason-does-not-fit = { $card } не можна покласти на { $top }.
reason-already-played = Карта { $card } уже лежить на { $pile ->
    [left] лівій
   *[right] правій
} { -pile(case: "locative") }.
reason-landed-first = { $by } випереджає тебе: { $card } уже на { -pile(case: "locative") }, тож твоя карта { $yours } більше не підходить.

## Why something was refused: the bot's own checks

refusal-dm = Грати можна лише в каналах сервера: використай `{ $spit }` там, а не в особистих повідомленнях.
refusal-channel-not-allowed = На цьому сервері грати можна лише в { $channels }.
refusal-missing-permission = Я не можу провести гру тут: мені потрібен дозвіл **{ permission }** у цьому каналі. Його може надати адміністратор сервера.
refusal-option-other-game = `{ $option }` — параметр гри { $owner }, а не { $game_name }.
refusal-target-needs-points = `{ $target }` діє лише в грі на очки: додай `{ $points }`.
refusal-settings-need-manage = Щоб змінювати налаштування { -spitbot }, потрібен дозвіл «Керувати сервером».
refusal-remove-here-everywhere = Зараз грати можна в усіх каналах: спершу вибери `{ $only_here }`.
refusal-match-gone = Ця партія завершилася або її вже немає.
refusal-match-still-going = Ця партія ще триває.
refusal-match-already-over = Ця партія вже завершилася.
refusal-only-invitee = Відповісти на цей виклик може лише { $invitee }.
refusal-challenge-yourself = Себе викликати не можна. Спробуй `{ $practice }` проти бота!
refusal-challenge-bot = { $name } — бот. Щоб зіграти з { -spitbot }, скористайся `{ $practice }`.
refusal-not-in-match = Ти зараз не граєш у жодній партії.
refusal-unknown-button = { -spitbot } не знає цієї кнопки, тож нічого не сталося.
refusal-old-board = Ця кнопка зі старого поля; актуальне поле — найновіше в каналі.
refusal-no-series = У цьому каналі ще не було жодної гри на очки.
refusal-bad-option = Цей параметр тут не підходить.
refusal-no-hand = Карти на руках у цій партії є лише у двох її гравців.
apology = Перепрошуємо, у нас щось пішло не так. Помилку зафіксовано; спробуй ще раз.

# Discord's own names of the permissions, as its Ukrainian client shows them.
permission = { $permission ->
    [view_channel] Переглядати канал
    [send_messages_in_threads] Надсилати повідомлення в гілках
    [create_public_threads] Створювати публічні гілки
    [embed_links] Вбудовувати посилання
   *[send_messages] Надсилати повідомлення
}

## Notes on a board: what just happened

note-time-ran-out = { $seats }: час вийшов, гра починається без очікування.
note-resigned = { $seat } здає партію.
note-went-idle = { $seat } вибуває через неактивність.

## A match paused: nobody loses on time while the bot is cut off from Discord

board-paused = ⏸️ Пауза: { -spitbot } втратив зв’язок із Discord. Поки зв’язку немає, ніхто не програє за часом.
note-paused = Була пауза, поки { -spitbot } не мав зв’язку з Discord: усі відліки почалися заново.

## The centre piles, on every game's board and panels

pile-cards = { $cards ->
    [one] { $cards } карта
    [few] { $cards } карти
    [many] { $cards } карт
   *[other] { $cards } карти
}
pile-not-used = не в грі
pile-sizes = Ліва купка: { $left } · права купка: { $right }
board-refusal = ⚠️ { $name }: { $reason }
# No full stop: the board joins the last two moves with " · ".
last-played = { $name } кладе { $card } на { $pile ->
    [left] ліву
   *[right] праву
} { -pile(case: "accusative") }
last-turned = { $piles ->
    [both] На обидві { -pile(case: "plural-nominative") } відкрито по новій карті
    [left] На ліву { -pile(case: "accusative") } відкрито нову карту
   *[right] На праву { -pile(case: "accusative") } відкрито нову карту
}

## A board's countdown: what happens when it runs out, then when ($when on a board).
## Discord writes the time («за 5 секунд») in each reader's own client language,
## which need not be Ukrainian, so it stands alone after the colon.

countdown = · інакше гра все одно почнеться: { $time }

## Settings

settings-title = **Налаштування { -spitbot } на цьому сервері**
settings-variant = • Варіант { $game_name } за замовчуванням: { $variant }
settings-window = • Вікно одночасності: { $ms } мс
settings-channels = • Де можна грати: { $where }
settings-every-channel = в усіх каналах
settings-language = • Мова: { $language_name }
settings-language-auto = • Мова: { $language_name } (мова сервера в Discord; змінити: `{ $setting }`)

## Stats, leaderboards and series

stats-title = { $name }: статистика в { $game_name }
stats-record = Перемоги · поразки · нічиї
stats-rating = Рейтинг
stats-unrated = без рейтингу
stats-trend = Динаміка
stats-trend-value = { $arrow } { $change } за { $games ->
    [1] останню гру
    [one] останні { $games } гру
    [few] останні { $games } гри
    [many] останні { $games } ігор
   *[other] останні { $games } гри
}
stats-series = Ігри на очки
stats-series-value = виграно: { $won } · програно: { $lost } · зіграно внічию: { $drawn }
stats-streak = Серія
stats-streak-wins = { $count ->
    [0] Поточної серії немає
    [one] Зараз { $count } перемога поспіль
    [few] Зараз { $count } перемоги поспіль
    [many] Зараз { $count } перемог поспіль
   *[other] Зараз { $count } перемоги поспіль
} · { $best ->
    [0] рекорду ще немає
    [one] рекорд: { $best } перемога поспіль
    [few] рекорд: { $best } перемоги поспіль
    [many] рекорд: { $best } перемог поспіль
   *[other] рекорд: { $best } перемоги поспіль
}
stats-streak-losses = { $count ->
    [one] Зараз { $count } поразка поспіль
    [few] Зараз { $count } поразки поспіль
    [many] Зараз { $count } поразок поспіль
   *[other] Зараз { $count } поразки поспіль
} · { $best ->
    [0] рекорду ще немає
    [one] рекорд: { $best } перемога поспіль
    [few] рекорд: { $best } перемоги поспіль
    [many] рекорд: { $best } перемог поспіль
   *[other] рекорд: { $best } перемоги поспіль
}
stats-fastest = Найшвидша перемога
stats-seconds = { $seconds } с
stats-none = —

leaderboard-server = { $server }: таблиця лідерів { $game_name }
leaderboard-global = Загальна таблиця лідерів { $game_name }
leaderboard-you = ← ти

series-title = { $game_name }, гра на очки до { $target }: { $first } — { $second }
series-round = Раунд
series-total = Разом
series-in-progress = Гра на очки триває.
series-won = Гру на очки завершено: перемагає { $winner }.
series-draw = Гру на очки завершено: нічия.

## Why a board could not be posted (the match is called off)

reason-board-not-posted = { $permission ->
    [channel-gone] каналу більше не існує.
   *[other] мені бракує дозволу **{ permission }** у цьому каналі.
}

# A press counted while a moderator deleted its board (a new one is posted).
press-counted-board-gone = Твоє натискання зараховано, але поле щойно видалили: нове поле нижче.
press-counted-board-renewed = Твоє натискання зараховано. Discord більше не дає змінювати це поле (йому понад годину): нове поле нижче.

## Рейтинг (Glicko-2): що означають числа, і графіки

stats-rating-now = **{ $rating }** ±{ $deviation }
stats-rating-peak = найвищий { $peak }
stats-explained-value = ± — це відхилення рейтингу: наскільки рейтинг точний. Воно зменшується з кожною рейтинговою партією і зростає, поки ти не граєш. ?{"\u00A0"}позначає попередній рейтинг (відхилення 110 і більше); до таблиці лідерів потрапляє рейтинг із відхиленням ±75 і менше.
leaderboard-footer-ranked = Сторінка { $page } з { $pages } · у таблиці { $total ->
    [one] { $total } гравець
    [few] { $total } гравці
    [many] { $total } гравців
   *[other] { $total } гравця
} · до таблиці потрапляє рейтинг із відхиленням ±75 і менше
leaderboard-none-ranked = У таблиці лідерів тут поки нікого немає: рейтинг потрапляє до неї, коли усталиться (відхилення ±75 і менше, приблизно після 25 рейтингових партій).
leaderboard-unranked = поки не в таблиці
result-winner = { $winner } перемагає!
result-draw = Нічия!
result-rating = { $name }: рейтинг { $before } → **{ $after }** ({ $delta })
result-unrated = Тренувальна партія: рейтинг не змінюється.
result-provisional = ? — попередній рейтинг: він усталиться ще за кілька рейтингових партій.
result-ratings-pending = Щоб побачити зміну свого рейтингу, натисніть **{ result-button-stats }**.
result-button-stats = Статистика
panel-button-refresh = Оновити
# A panel whose interaction token runs out soon ($until: when, an absolute time <t:…:T>).
panel-expiring = ⏳ Оновлюється автоматично до { $until }; потім натисни **{ panel-button-refresh }**.
ratings-rules = **Рейтинг**
    Рейтингові партії (виклики, не тренування) змінюють рейтинг обох гравців у цій грі — на цьому сервері й загальний — так само, як lichess рахує рейтинг у шахах (Glicko-2). Рейтинг має відхилення (±): наскільки він точний. Новачок починає з 1500 ±500, і спершу його рейтинг змінюється швидко; з кожною рейтинговою партією відхилення зменшується, а поки ти не граєш, знову зростає. Поки відхилення 110 або більше, рейтинг попередній (позначка **?**); до таблиці лідерів він потрапляє, коли відхилення стане 75 або менше. Нічия рахується як пів перемоги; скасована партія нічого не змінює.

picture-rating-title = { $name }: рейтинг у { $game_name }
picture-provisional = попередній (?)
picture-deviation = ± відхилення
picture-months = За місяцями
picture-wins = перемоги
picture-losses = поразки
picture-draws = нічиї
picture-streak-wins = Поточна серія: { $count ->
    [one] { $count } перемога поспіль
    [few] { $count } перемоги поспіль
    [many] { $count } перемог поспіль
   *[other] { $count } перемоги поспіль
}
picture-streak-losses = Поточна серія: { $count ->
    [one] { $count } поразка поспіль
    [few] { $count } поразки поспіль
    [many] { $count } поразок поспіль
   *[other] { $count } поразки поспіль
}
picture-streak-none = Поточної серії немає
picture-no-rating = Рейтингових партій ще немає
picture-no-months = Зіграних партій ще немає
picture-target = мета: { $target }
picture-rating-alt = Рейтинг гравця { $name } у { $game_name } після кожної рейтингової партії, а також перемоги й поразки за місяцями.
picture-series-alt = Рахунок { $first } і { $second } після кожного раунду і мета: { $target }.

## Stats and leaderboard: rank, win rate, page buttons, the provisional mark
stats-win-rate = Відсоток перемог
stats-win-rate-value = { NUMBER($rate, style: "percent") } з { $games ->
    [one] { $games } партії
    [few] { $games } партій
    [many] { $games } партій
   *[other] { $games } партії
}
stats-rank = Місце
stats-rank-value = **{ $rank }** з { $total }
stats-rank-provisional = поки не в таблиці лідерів: **?** позначає попередній рейтинг
stats-rank-unsettled = поки не в таблиці лідерів: туди потрапляє рейтинг із відхиленням ±75 і менше
leaderboard-button-previous = Попередня
leaderboard-button-next = Наступна
leaderboard-footer-provisional = ? — попередній рейтинг (відхилення 110 і більше)

# /spit підозри: партії з підозрою на автоклікер (лише для модераторів).
flags-none = На цьому сервері жодна партія не чекає рішення щодо автоклікера.
flags-heading = **Партії з підозрою на автоклікер**, поза рейтингом, доки ти не вирішиш:
flags-entry =
    `{ $match }` · { $game_name } · <@{ $player }> { $rule ->
        [too-fast] реагує швидше, ніж може людина
       *[other] реагує рівномірно, як скрипт
    }: { $count ->
        [one] остання { $count } реакція
        [few] останні { $count } реакції
        [many] останні { $count } реакцій
       *[other] останні { $count } реакції
    } { $reactions } мс (у середньому { $mean } мс, розкид { $spread } мс)
flags-how = Щоб вирішити, введи `{ $command }` з параметрами `{ $match }` і `{ $clear }` (партія піде в рейтинг) або `{ $confirm }` (лишиться поза рейтингом). Гравцеві про це не кажуть.
flags-cleared = Підозру знято: партію `{ $match }` тепер зараховано в рейтинг.
flags-confirmed = Підозру підтверджено: партія `{ $match }` лишається поза рейтингом.
flags-not-found = На цьому сервері немає позначеної партії `{ $match }`, що чекає рішення.
refusal-flags-need-manage = Переглядати позначені партії й ухвалювати щодо них рішення можуть лише учасники з дозволом «Керувати сервером».
refusal-flags-both = Щоб вирішити, вкажи обидва параметри: `{ $match }` і `{ $decision }`.

## /spit privacy: що SpitBot зберігає про гравця і як це видалити (видно лише йому).
## Кількості пишемо «підпис: число», тож форми множини не потрібні.
## player-deleted стоїть усюди, де показують імена, замість гравця, який видалив свої дані.

player-deleted = видалений гравець
privacy-title = 🔒 **Що { -spitbot } зберігає про тебе** (бачиш лише ти)
privacy-nothing = { -spitbot } нічого про тебе не зберігає: у тебе немає жодної партії чи виклику.
privacy-id = • **Твій ID користувача Discord**: щоб знати, які партії, рейтинги й виклики твої.
privacy-name = • **Ім’я, під яким тебе показували востаннє**: { $name }. Його видно на ігрових полях, у результатах і таблицях лідерів.
privacy-matches = • **Твої партії** (завершено: { $finished } · зупинено чи скасовано: { $other } · з них ігор на очки: { $series }): гра, сервер, канал, час, результат і рахунок — для твоєї статистики й статистики твоїх суперників.
privacy-ratings = • **Твої рейтинги** (кількість: { $ratings } · змін рейтингу: { $changes }): рейтинг у кожній грі на кожному сервері й загальний, разом із тим, як він змінювався після кожної рейтингової партії, — для таблиць лідерів, твоєї статистики та її графіків.
privacy-challenges = • **Виклики від тебе й тобі** ({ $challenges }), з тодішніми іменами обох гравців: щоб відкритий виклик не пропав після перезапуску бота.
privacy-flags = • **Час реакції**: якщо твою рейтингову партію позначено з підозрою на автоклікер, час реакції (мс), через який виникла підозра, зберігається для модераторів сервера: вони вирішують, чи піде партія в рейтинг.
privacy-decisions = • **Твої рішення щодо позначених партій** ({ $decisions }): із кожним рішенням зберігається твій ID.
privacy-settings = • **Жодних твоїх налаштувань**: налаштування сервера належать серверу, і в них не записано, хто їх змінював. { -spitbot } ніколи не читає й не зберігає твоїх повідомлень.
privacy-kept-until = Усе це зберігається, доки ти його не видалиш або доки той, хто запускає { -spitbot }, не видалить базу даних. Те, що { -spitbot } надіслав у канали, там і лишається: видалити це можуть модератори сервера.
privacy-erase-how = Кнопка **{ privacy-button-erase }** стирає все: твоє ім’я, рейтинги, історію рейтингу, підозри й виклики. Твої партії лишаються тільки в історії твоїх суперників, де замість тебе буде «{ player-deleted }», тож їхні результати й рейтинги не зміняться. Якщо зіграєш знову, почнеш з нуля.
privacy-button-erase = Видалити мої дані…
privacy-confirm = ⚠️ **Видалити все, що { -spitbot } зберігає про тебе?** Цього не скасувати: твої рейтинги та їхня історія зникнуть назавжди, а в історії партій твоїх суперників замість тебе буде «{ player-deleted }».
privacy-confirm-yes = Так, видалити все
privacy-confirm-no = Ні, залишити
privacy-kept = Нічого не видалено.
privacy-erased = ✅ Готово: { -spitbot } більше нічого про тебе не зберігає. В історії партій твоїх суперників замість тебе тепер «{ player-deleted }»; якщо зіграєш знову, почнеш з нуля.
refusal-privacy-in-match = Ти зараз граєш партію: спершу дограй її або здайся (`{ $resign }`), а тоді видаляй свої дані.
refusal-privacy-challenge = У тебе є відкритий виклик: спершу відповідай на нього чи відклич його (або дочекайся, поки спливе його термін), а тоді видаляй свої дані.
refusal-privacy-not-yours = Ці кнопки — лише для того, хто запитав. Щоб побачити, що { -spitbot } зберігає про тебе, скористайся `{ $privacy }`.
refusal-privacy-answered = На це питання вже відповіли. Щоб побачити, що { -spitbot } зберігає про тебе тепер, скористайся `{ $privacy }`.
