### Живий стіл SpitBot (issue 28): слова сторінки зі столом, її помилки і кнопка на
### ігровому полі, що її відкриває. Українська.

## Сторінка (надсилається у привітанні)

table-title = Стіл SpitBot
table-spectating = Ти дивишся: картами грають гравці.
table-connecting = Під'єднуюся до столу…
table-reconnecting = З'єднання втрачено. Під'єднуюся знову…
table-your-seat = Ти
table-rival = Суперник
table-pile-left = Ліва купка
table-pile-right = Права купка
table-latency = Затримка: { $ms } мс
table-ticket-expired = Вхід закінчився. Відкрий стіл знову.
table-match-over = Цю партію завершено.

## Чому користувач лише дивиться

table-why-not-player = Ти не граєш у цій партії, тож можеш дивитися.
table-why-not-in-activity = Discord не бачить тебе в цій активності, тож ти можеш лише дивитися. Відкрий стіл з каналу, де йде партія.
table-why-unchecked = Discord не підтвердив, що ти в цій активності, тож поки що можеш лише дивитися. Спробуй відкрити стіл знову.

## Що стіл відхиляє (нічого не змінилося)

table-error-bad-message = Стіл цього не зрозумів. Нічого не змінилося.
table-error-no-ticket = Спершу увійди: відкрий стіл знову.
table-error-bad-ticket = Цей вхід недійсний. Відкрий стіл знову.
table-error-ticket-expired = Вхід закінчився. Відкрий стіл знову.
table-error-no-match = Тут більше немає живої партії.
table-error-no-table = У цю гру поки не можна грати за столом: користуйся кнопками в Discord.
table-error-not-your-seat = Ти дивишся: своїми картами грають лише гравці.
table-error-unknown-move = Стіл ніколи не пропонував такого ходу. Нічого не змінилося.
table-error-bad-version = Це натискання прийшло зі столу, якого сервер не надсилав. Нічого не змінилося.
table-error-bad-seq = Це натискання надійшло двічі. Зараховано один раз.

## Вхід

table-login-bad-request = Запит на вхід неповний. Відкрий стіл знову.
table-login-bad-code = Discord не прийняв вхід. Відкрий стіл знову.
table-login-bad-state = Вхід тривав задовго або прийшов звідкись іще. Спробуй знову.
table-login-discord-unreachable = Discord зараз не відповідає. Спробуй за хвилину.

## На ігровому полі

table-button-open = Відкрити стіл
table-not-here = Цей бот не має столу.
