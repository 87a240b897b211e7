### Перегони (Race, тестова гра, tests/toygame/RULES.md): поле, відмови і правила. Українська.

## The game's name, and its words the shared catalogs use

-toy = Перегони
toy-name = { -toy }
choice-game-toy = { -toy }
opt-cards = карти
opt-cards-desc = Перегони: скільки карт роздають кожному гравцеві
choice-cards-8 = по 8 карт
choice-cards-12 = по 12 карт
toy-countdown = · { $kind ->
    [ready] інакше гра все одно почнеться
   *[turn] інакше з резерву відкриється карта
}: { $time }
toy-note-time-ran-out = { $kind ->
    [ready] { $seats }: час вийшов, гра починається без очікування.
   *[turn] Ніхто не міг ходити: з резерву відкрито нову карту.
}
toy-reason-already-played = Твоя карта { $card } уже лежить на купці.
outcome-stalemate = Ходів більше ні в кого не буде, а { $winner } має менше карт.
outcome-stalemate-draw = Ходів більше ні в кого не буде, а карт у вас обох лишилося порівну.

## Поле (до обох гравців — «ви», у відмовах одному гравцеві — «ти»)

toy-title = { -toy }
toy-ready-heading = На старт! Купка поки що лежить сорочкою догори
toy-counts = Купка: { $pile ->
    [one] { $pile } карта
    [few] { $pile } карти
    [many] { $pile } карт
   *[other] { $pile } карти
} · резерв: { $reserve ->
    [one] { $reserve } карта
    [few] { $reserve } карти
    [many] { $reserve } карт
   *[other] { $reserve } карти
}
toy-status-ready = { $waiting ->
    [both] Готові? Обоє натисніть **{ toy-button-go }**
    [you] Починаємо? Натисни **{ toy-button-go }**
   *[them] Чекаємо, поки { $who } натисне **{ toy-button-go }**
}{ $when }
toy-status-you-called = Твій **{ toy-button-go }** зараховано. Тепер чекаємо, поки { $who } теж натисне.
toy-status-play = 🟢 Грайте! На купку йде карта на один ранг вища або нижча.
toy-status-stuck = ⏸️ Ніхто не може ходити{ $when }
toy-last-played = { $name } кладе { $card }
toy-last-turned = { $reshuffled ->
    [yes] Купку перетасовано в новий резерв, і з нього відкрито карту.
   *[no] З резерву відкрито нову карту.
}
toy-player = **{ $name }** · { $draw ->
    [0] добирати більше нічого
    [one] ще { $draw } карта в запасі
    [few] ще { $draw } карти в запасі
    [many] ще { $draw } карт у запасі
   *[other] ще { $draw } карти в запасі
}
toy-button-go = Старт!
toy-summary = Лишилося карт { $first }:{ $second }
toy-ready-hint = { $players ->
    [both] Коли обоє захочете почати, натисніть **{ toy-button-go }**
   *[alone] Коли захочеш почати, натисни **{ toy-button-go }**
}
toy-closed = { $first } — { $second }: це поле вже неактуальне, актуальне поле нижче.
toy-variant = по { $cards } карт кожному

## Відмови

toy-refusal-not-your-hand = Цими картами грає { $other }, а твої — ті, що з позначкою { $mark }, як біля твого імені.
reason-pile-face-down = { $called ->
    [yes] Чекаємо на суперника: твій **{ toy-button-go }** уже зараховано.
   *[no] Купка ще закрита: натисни **{ toy-button-go }**, коли захочеш почати.
}
reason-already-started = Гра вже йде: **{ toy-button-go }** більше не потрібен.
reason-not-your-card = Карти { $card } у тебе на руках уже немає.

## Правила (/spit rules game: Перегони)

toy-rules = **Як грати в { -toy }**
    • Кожному роздають кілька карт: чотири лежать перед тобою відкрито (це твоя рука), решта — закрито (твій запас). Інші карти — резерв.
    • Коли обоє готові, натисніть **{ toy-button-go }**: верхня карта резерву відкривається і починає купку.
    • Далі грайте одночасно: карту з руки можна покласти на купку, якщо вона на один ранг вища або нижча за верхню (туз сусідить і з королем, і з двійкою; масть не має значення). Рука одразу поповнюється з твого запасу.
    • Ніхто не може ходити? Після короткого відліку з резерву відкривається карта.
    • Перемагає той, хто першим зіграє всі свої карти.
toy-rules-variant = **Ця партія:** { $variant }
