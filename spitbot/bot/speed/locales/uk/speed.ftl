### Speed: the public board, a player's hand, its refusals and its rules. Ukrainian (українська).

## The game's name, and its words the shared catalogs use

-speed = Speed
speed-name = { -speed }
outcome-blocked = Ходів більше ні в кого немає, а { $winner } має менше карт.
outcome-blocked-draw = Ходів більше ні в кого немає, а карт у вас обох лишилося порівну.
speed-reason-stale-round = Ці карти з { -deal(case: "genitive") } { $board_round }, а партія вже перейшла до { -deal(case: "genitive") } { $round }.
speed-series-round = Роздача
speed-series-rule = У кожній роздачі переможець отримує очко за кожну карту, яку суперник ще не зіграв (на руках і в колоді); перемагає той, хто першим набере потрібний рахунок.
speed-picture-series-alt = Рахунок { $first } і { $second } після кожної роздачі і мета: { $target }.
opt-side-piles = бічні-купки
opt-side-piles-desc = Speed: бічні купки по 10 або по 5, і тоді по 20 карт кожному
choice-game-speed = Speed
choice-side-piles-10 = бічні купки по 10
choice-side-piles-5 = бічні купки по 5
speed-countdown = · { $kind ->
    [ready] інакше гра все одно почнеться
   *[flip] інакше це зробить бот
}: { $time }
speed-note-time-ran-out = { $kind ->
    [ready] { $seats }: час вийшов, гра починається без очікування.
   *[flip] { $seats }: відлік завершено, **{ -flip-call }** натиснув бот.
}

## Terms (see docs/glossary/uk.md; -pile, a centre pile in the middle, is in common.ftl)

# The call and its button: «Відкрити», the verb used for turning any card face up.
-flip-call = Відкрити
# A player's five hidden cards are «карти на руках», as in Durak («на руках три карти»).
-hand = { $case ->
   *[locative] на руках
    [genitive] з рук
}
# A player's own face-down stock: колода («добирати з колоди»).
-draw-pile = { $case ->
   *[nominative] колода
    [genitive] колоди
    [accusative] колоду
    [locative] колоді
}
# The face-down piles at either end: бічна купка (the same «купка» as in the middle).
-side-pile = { $case ->
   *[nominative] бічна { -pile }
    [genitive] бічної { -pile(case: "genitive") }
    [plural-nominative] бічні { -pile(case: "plural-nominative") }
    [plural-genitive] бічних { -pile(case: "plural-genitive") }
}
# The two piles played onto: купка; «центральна купка» where a side pile is also named.
-centre-pile = { $case ->
   *[nominative] центральна { -pile }
    [accusative] центральну { -pile(case: "accusative") }
    [plural-nominative] центральні { -pile(case: "plural-nominative") }
}
# One deal of Speed (Spit has rounds): роздача.
-deal = { $case ->
   *[nominative] роздача
    [accusative] роздачу
    [genitive] роздачі
}

## The public board

speed-title = { -speed } · { -deal } { $round }
speed-title-closed = { -speed } · { -deal } { $round } (завершено)
speed-closed = { $first } — { $second }: цю { -deal(case: "accusative") } завершено, актуальне поле нижче.
speed-player = **{ $name }** · { $hand ->
    [0] { -hand } немає карт
    [one] { $hand } { -hand }
    [few] { $hand } { -hand }
    [many] { $hand } { -hand }
   *[other] { $hand } { -hand }
} · { $draw ->
    [0] { -draw-pile } порожня
    [one] { $draw } в { -draw-pile(case: "locative") }
    [few] { $draw } в { -draw-pile(case: "locative") }
    [many] { $draw } у { -draw-pile(case: "locative") }
   *[other] { $draw } в { -draw-pile(case: "locative") }
}
speed-sides = Карт у бічних { -pile(case: "plural-locative") }: { $left } · { $right }
speed-ready-heading = Роздача { $round }: на старт!
speed-status-ready = { $waiting ->
    [both] Готові? Натисніть **{ speed-button-hand }**, а там — **{ -flip-call }**
   *[them] Чекаємо, поки { $who } натисне **{ -flip-call }**
}{ $when }
speed-status-play = 🟢 Грайте! Натисніть **{ speed-button-hand }**: там одне натискання — одна зіграна карта.
speed-status-stuck = ⏸️ Ніхто не може ходити. { $waiting ->
    [both] Натисніть **{ -flip-call }** під своїми картами
   *[them] Чекаємо, поки { $who } натисне **{ -flip-call }**
}{ $when }
speed-status-you-flipped = **{ -flip-call }** натиснуто. Тепер чекаємо, поки { $who } теж натисне.
speed-status-rebuild = Бічні { -pile(case: "plural-nominative") } закінчилися: під час наступного відкриття { -centre-pile(case: "plural-nominative") } перетасуються в нові бічні.
speed-both = обоє
speed-points = Очки (до { $target })
speed-points-value = { $first } **{ $a }** · { $second } **{ $b }**
speed-summary = { $rounds ->
    [one] Зіграно { $rounds } роздачу
    [few] Зіграно { $rounds } роздачі
    [many] Зіграно { $rounds } роздач
   *[other] Зіграно { $rounds } роздачі
} · лишилося карт: { $first }:{ $second }
speed-ready-hint = { $players ->
    [both] Натисніть **{ speed-button-hand }**, а коли обоє захочете почати — **{ -flip-call }**.
   *[alone] Натисни **{ speed-button-hand }**, а коли захочеш почати — **{ -flip-call }**.
}

## Buttons

speed-button-hand = { -my-cards }
speed-button-flip = { -flip-call }

## A player's hand (private)

speed-hand-ready = { $waiting ->
    [you] Натисни **{ -flip-call }**, коли захочеш почати: карти посередині відкриються, щойно натиснете обоє
    [both] Натисни **{ -flip-call }**, коли захочеш почати: карти посередині відкриються, щойно натиснете обоє
   *[them] Чекаємо, поки { $who } натисне **{ -flip-call }**
}{ $when }
speed-hand-play = Натисни карту — і вона ляже на { -pile(case: "accusative") }, куди вказує її стрілка.
speed-hand-stuck = Ніхто не може ходити. { $waiting ->
    [them] Чекаємо, поки { $who } натисне **{ -flip-call }**
   *[you] Натисни **{ -flip-call }**
}{ $when }
speed-hand-over = Партію завершено.
speed-hand-empty = У тебе { -hand } не лишилося карт.

## Variants

speed-variant = { $side_piles ->
    [5] бічні { -pile(case: "plural-nominative") } по 5, кожному по 20 карт
   *[10] бічні { -pile(case: "plural-nominative") } по 10, кожному по 15 карт
} · { $scoring ->
    [points] очки до { $target }, виграє більший рахунок
   *[game] виграє, хто першим позбудеться карт
}

## Refusals

reason-not-in-hand = Твоєї карти { $card } уже немає { -hand }.
reason-middle-face-down = { $called ->
    [yes] **{ -flip-call }** натиснуто: карти посередині відкриються, щойно суперник теж натисне **{ -flip-call }**.
   *[no] Карти посередині ще закриті: натисни **{ -flip-call }**, коли захочеш почати.
}
reason-all-stuck = { $called ->
    [yes] **{ -flip-call }** натиснуто: чекаємо на суперника.
   *[no] Ніхто не може ходити: натисни **{ -flip-call }**, і з кожної { -side-pile(case: "genitive") } відкриється карта.
}
reason-not-stuck = Ходи ще є: { $by } може зіграти карту.
reason-already-flipped = **{ -flip-call }** уже натиснуто: чекаємо на суперника.
reason-cards-already-flipped = Натискання **{ -flip-call }** запізнилося: карти, яких воно стосувалося, уже відкрито. Спершу подивися на нові.

## The rules (/spit rules game: Speed)

speed-rules = **Як грати в { -speed }**
    • У кожного з вас своя { -draw-pile } й п’ять карт { -hand }, яких більше ніхто не бачить. По боках лежать дві закриті { -side-pile(case: "plural-nominative") }, а посередині — дві закриті карти.
    • Коли ви обоє готові, натисніть **{ -flip-call }**: карти посередині відкриваються, і з них починаються дві { -centre-pile(case: "plural-nominative") }.
    • Далі грайте одночасно, якнайшвидше: карту { -hand(case: "genitive") } можна покласти на { -centre-pile(case: "accusative") }, якщо вона на одиницю старша чи молодша за верхню карту (туз сусідить і з королем, і з двійкою; масть не важлива). Карти з { -draw-pile(case: "genitive") } добираються самі, одразу до п’яти.
    • Твої карти бачиш лише ти: натисни **{ speed-button-hand }** на полі. Для кожної карти є кнопка на ⬅️ ліву { -pile(case: "accusative") } і кнопка на ➡️ праву.
    • Ніхто не може ходити? Обоє натисніть **{ -flip-call }** (а коли скінчиться відлік, бот зробить це за вас): верхня карта кожної бічної { -pile(case: "genitive") } лягає відкритою на сусідню центральну { -pile(case: "accusative") }. Коли { -side-pile(case: "plural-nominative") } закінчаться, { -centre-pile(case: "plural-nominative") } перетасовують у нові бічні.
    • Перемагає той, хто першим зіграє всі карти { -hand(case: "genitive") } і з { -draw-pile(case: "genitive") }.
    • Натискання, що прийшли майже одночасно, зараховуються в тому порядку, в якому їх отримав Discord.
speed-rules-variant = **Ця партія:** { speed-variant }
speed-rules-points = • Очки: переможець кожної роздачі отримує очко за кожну карту, яку суперник ще не зіграв ({ -hand } і в { -draw-pile(case: "locative") }). Перемагає той, хто першим набере { $target } { $target ->
    [one] очко
    [few] очки
    [many] очок
   *[other] очка
}.
