### Spit: the board, its buttons, its refusals and its rules. Ukrainian (українська).

## The game's name, and its words the shared catalogs use

-spit = Spit
spit-name = { -spit }
spit-series-rule = Кожна карта, що лишилася в гравця наприкінці раунду, — це очко; перемагає той, у кого очок найменше.
opt-stockpiles = стоси
opt-stockpiles-desc = Spit: 5 стосів або 4 для швидшої розкладки
opt-slap = ляскання
opt-slap-desc = Spit: ляскати по меншій купці або купку вибирає той, хто першим розібрав стоси
opt-colours = кольори
opt-colours-desc = Spit: будь-які кольори або червона на чорну й чорна на червону
choice-game-spit = Spit
choice-stockpiles-5 = 5 стосів
choice-stockpiles-4 = 4 стоси
choice-slap-slap = ляскання
choice-slap-choose = купку вибирає той, хто першим розібрав стоси
choice-colours-any = будь-які кольори
choice-colours-alternating = кольори чергуються
spit-countdown = · { $kind ->
    [ready] інакше гра все одно почнеться
    [stall] інакше це зробить бот
    [slap] інакше кожен візьме { -pile(case: "accusative") } зі свого боку
   *[choose] інакше буде вибрано меншу { -pile(case: "accusative") }
}: { $time }
spit-note-time-ran-out = { $kind ->
    [ready] { $seats }: час вийшов, гра починається без очікування.
    [stall] { $seats }: відлік завершено, **{ -spit-call }** натиснув бот.
    [slap] Ніхто не ляснув: кожен бере { -pile(case: "accusative") } зі свого боку.
   *[choose] Час вийшов: узято меншу { -pile(case: "accusative") }.
}

## Terms (see docs/glossary/uk.md; -pile, a spit pile in the middle, is in common.ftl)

# The call and its button keep the game's name, as "Уно!" does in Uno.
-spit-call = Spit!
# A player's 5 (or 4) piles in front of them: стос.
-stockpile = { $case ->
   *[nominative] стос
    [genitive] стосу
    [dative] стосу
    [accusative] стос
    [locative] стосі
    [instrumental] стосом
    [plural-nominative] стоси
    [plural-genitive] стосів
    [plural-locative] стосах
}
# The spit cards, face down, unseen: запас (карти в запасі).
-reserve = { $case ->
   *[nominative] запас
    [genitive] запасу
    [locative] запасі
}
# Slapping a pile at a round's end: ляснути по купці.
-slap = { $form ->
   *[noun] ляскання
    [infinitive] ляскати
    [imperative] лясни
    [imperative-plural] Лясніть
    [button] Ляснути
}

## The board

spit-title = { -spit } · раунд { $round }
spit-title-closed = { -spit } · раунд { $round } (завершено)
spit-closed = { $first } — { $second }: цей раунд завершено, актуальне поле нижче.
spit-player = **{ $name }** · { $spit ->
    [0] { -reserve } порожній
    [one] { $spit } карта в { -reserve(case: "locative") }
    [few] { $spit } карти в { -reserve(case: "locative") }
    [many] { $spit } карт у { -reserve(case: "locative") }
   *[other] { $spit } карти в { -reserve(case: "locative") }
} · { $stock ->
    [0] { -stockpile(case: "plural-nominative") } розібрано
    [one] { $stock } карта на { -stockpile(case: "plural-locative") }
    [few] { $stock } карти на { -stockpile(case: "plural-locative") }
    [many] { $stock } карт на { -stockpile(case: "plural-locative") }
   *[other] { $stock } карти на { -stockpile(case: "plural-locative") }
}
spit-pile-unused = —
spit-pile-empty = (порожня)
spit-ready-heading = Раунд { $round }: на старт!
spit-status-play = 🟢 Грайте! Обоє одночасно, якнайшвидше.
spit-status-ready = { $waiting ->
    [both] Готові? Обоє натисніть **{ -spit-call }**
    [you] Починаємо? Натисни **{ -spit-call }**
   *[them] Чекаємо, поки { $who } натисне **{ -spit-call }**
}{ $when }
spit-status-stalled = ⏸️ Ніхто не може ходити. { $waiting ->
    [both] Обоє натисніть **{ -spit-call }**
    [you] Натисни **{ -spit-call }**
   *[them] Чекаємо, поки { $who } натисне **{ -spit-call }**
}{ $when }
spit-status-you-called = Твій **{ -spit-call }** зараховано. Тепер чекаємо, поки { $who } теж натисне.
spit-phone-hint = 📱 З телефона зручніше грати через **{ spit-button-panel }**.
spit-status-slap = ✋ Раунд завершено! { -slap(form: "imperative-plural") } по меншій { -pile(case: "locative") }{ $when }
spit-status-choose = ✋ Раунд завершено! { $who } вибирає { -pile(case: "accusative") }{ $when }
spit-both = обоє
spit-points = Очки (до { $target }, виграє менший рахунок)
spit-points-value = { $first } **{ $a }** · { $second } **{ $b }**
spit-ready-hint = { $players ->
    [both] Коли обоє захочете почати, натисніть **{ -spit-call }**
   *[alone] Коли захочеш почати, натисни **{ -spit-call }**
}

## Buttons

spit-button-spit = { -spit-call }
spit-button-slap = { -slap(form: "button") }
spit-button-take = Взяти
spit-button-panel = { -my-cards }

## Variants

spit-variant = { $stockpiles ->
    [one] { $stockpiles } { -stockpile }
    [few] { $stockpiles } { -stockpile(case: "plural-nominative") }
    [many] { $stockpiles } { -stockpile(case: "plural-genitive") }
   *[other] { $stockpiles } { -stockpile(case: "genitive") }
} · { $slap ->
    [choose] { -pile(case: "accusative") } вибирає той, хто першим розібрав { -stockpile(case: "plural-nominative") }
   *[slap] { -slap } по { -pile(case: "plural-locative") }
} · { $colours ->
    [alternating] кольори чергуються
   *[any] будь-які кольори
} · { $scoring ->
    [points] очки до { $target }, виграє менший рахунок
   *[game] виграє, хто першим позбудеться карт
}

## Refusals

spit-refusal-not-your-cards = Цими картами грає { $other }, а твої — { $colour ->
    [blue] сині
   *[green] зелені
}, як позначка { $mark } біля твого імені.
reason-not-started = { $called ->
    [yes] Твій **{ -spit-call }** зараховано: чекаємо на суперника.
   *[no] Раунд ще не почався: коли захочеш почати, натисни **{ -spit-call }**
}
reason-nobody-can-play = { $has_spit_cards ->
    [yes] Ніхто не може ходити: щоб відкрити наступну карту із { -reserve(case: "genitive") }, натисни **{ -spit-call }**
   *[no] Ніхто не може ходити: наступну карту відкриває суперник (твій { -reserve } уже порожній).
}
reason-round-is-over = { $choose ->
    [yes] Раунд завершено: { -pile(case: "accusative") } вибирає { $chooser }.
   *[no] Раунд завершено: { -slap(form: "imperative") } по одній із { -pile(case: "plural-genitive") }.
}
reason-round-still-on = Раунд ще триває: { -slap(form: "infinitive") } по { -pile(case: "plural-locative") } ще зарано.
reason-no-such-stockpile = Немає { -stockpile(case: "genitive") } { $stock }.
reason-empty-stockpile = Твій { -stockpile } { $stock } порожній.
reason-face-down = Верхня карта твого { -stockpile(case: "genitive") } { $stock } закрита: спершу відкрий її.
reason-not-on-top = { $moved_to ->
    [none] Карти { $card } немає зверху на твоєму { -stockpile(case: "locative") } { $stock }.
   *[other] Твоя карта { $card } лежить на { -stockpile(case: "locative") } { $moved_to }.
}
reason-pile-not-in-use = У цьому раунді в грі лише { $pile ->
    [left] права
   *[right] ліва
} { -pile }.
reason-same-colour = { $card } того ж кольору, що й { $top }: у цій партії кольори мають чергуватися.
reason-nothing-to-turn = На { -stockpile(case: "locative") } { $stock } немає карти, яку можна відкрити.
reason-already-face-up = Верхня карта { -stockpile(case: "genitive") } { $stock } уже відкрита.
reason-same-stockpile = Вибери інший { -stockpile }: карту перекладають лише на порожнє місце.
reason-space-not-empty = Твій { -stockpile } { $stock } не порожній: карти перекладають лише на порожнє місце.
reason-nothing-to-move = На { -stockpile(case: "locative") } { $stock } немає відкритої карти, яку можна перекласти.
reason-pointless-move = Перекладати єдину карту на інше порожнє місце немає сенсу: нічого не зміниться.
reason-not-stalled = Ходи ще є: { $by } може { $chore ->
    [turn] відкрити закриту карту.
    [move] перекласти карту на порожнє місце.
   *[play] зіграти карту.
}
reason-no-spit-cards = Твій { -reserve } порожній: карти відкриває лише суперник.
reason-already-called = Твій **{ -spit-call }** уже зараховано: чекаємо на суперника.
reason-spit-cards-already-turned = Натискання **{ -spit-call }** запізнилося: карти, яких воно стосувалося, уже відкрито. Спершу подивися на нові.
reason-not-your-choice = Цього разу { -pile(case: "accusative") } вибирає { $chooser }.
reason-slapped-first = { $by } ляскає швидше: { $took ->
    [left] тобі дістається ліва { -pile }.
    [right] тобі дістається права { -pile }.
   *[none] із центру ти нічого не береш.
}

## The rules (/spit rules)

spit-rules = **Як грати в { -spit }**
    • У кожного з вас { $stockpiles } { $stockpiles ->
        [one] { -stockpile }
        [few] { -stockpile(case: "plural-nominative") }
        [many] { -stockpile(case: "plural-genitive") }
       *[other] { -stockpile(case: "genitive") }
    } (від 1 до { $stockpiles } карт, верхня карта відкрита) і { -reserve }: закриті карти, яких не бачить ніхто, навіть їхній власник.
    • Натисніть **{ -spit-call }** разом: кожен відкриває посередині карту із { -reserve(case: "genitive") }, і так починаються дві { -pile(case: "plural-nominative") }.
    • Далі грайте одночасно, якнайшвидше: верхню карту { -stockpile(case: "genitive") } можна покласти на { -pile(case: "accusative") }, якщо вона на одиницю старша чи молодша за верхню карту { -pile(case: "genitive") } (туз сусідить і з королем, і з двійкою; масть не важлива).
    • Твої кнопки — це твої верхні карти: один ряд кладе на ⬅️ ліву { -pile(case: "accusative") }, другий — на ➡️ праву.
    • Бот сам відкриває закриті карти й заповнює порожні місця.
    • Ніхто не може ходити? Знову натисни **{ -spit-call }** (а коли скінчиться відлік, бот зробить це за тебе).
    • Хтось розібрав усі свої { -stockpile(case: "plural-nominative") } — раунд завершено: { -slap(form: "imperative") } по меншій { -pile(case: "locative") }! Забирає { -pile(case: "accusative") } той, чия рука опиниться на ній першою, а інший гравець бере другу. Потім кожен тасує свої карти й розкладає їх знову.
    • Якщо в тебе { $layout } { $layout ->
        [one] карта
        [few] карти
        [many] карт
       *[other] карти
    } чи менше, ти граєш без { -reserve(case: "genitive") }, а в грі лише { -pile } суперника. Тоді розбери свої { -stockpile(case: "plural-nominative") } раніше за суперника — і перемога твоя.
    • Натискання, що прийшли майже одночасно, зараховуються в тому порядку, в якому їх отримав Discord.
spit-rules-variant = **Ця партія:** { spit-variant }
spit-rules-four = • Чотири { -stockpile(case: "plural-nominative") } (від 1 до 4 карт).
spit-rules-choose = • Без { -slap(form: "noun") }: { -pile(case: "accusative") } вибирає той, хто першим розібрав свої { -stockpile(case: "plural-nominative") } (або в кого лишилося менше карт).
spit-rules-alternating = • Кольори чергуються: червона на чорну, чорна на червону.
spit-rules-points = • Очки: кожна карта, що лишилася в тебе наприкінці раунду, — це очко проти тебе. Коли хтось набере { $target } { $target ->
    [one] очко
    [few] очки
    [many] очок
   *[other] очка
}, перемагає той, у кого очок найменше.
