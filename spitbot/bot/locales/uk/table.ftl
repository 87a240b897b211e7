### Живий стіл SpitBot (issue 28): слова сторінки зі столом, її помилки і кнопка на
### ігровому полі, що її відкриває. Українська.

## Terms

# The live table (issue 28): the Activity or web page, not the board message.
-live-table = Живий стіл

## Сторінка (надсилається у привітанні)

table-title = { -live-table } SpitBot
table-spectating = Ти дивишся: картами грають гравці.
table-connecting = Під'єднуюся до живого столу…
table-reconnecting = З'єднання втрачено. Під'єднуюся знову…
table-your-seat = Ти
table-rival = Суперник
table-pile-left = Ліва купка
table-pile-right = Права купка
table-latency = Затримка: { $ms } мс
table-ticket-expired = Вхід закінчився. Відкрий живий стіл знову.
table-match-over = Цю партію завершено.

## Чому користувач лише дивиться

table-why-not-player = Ти не граєш у цій партії, тож можеш дивитися.
table-why-not-in-activity = Discord не бачить тебе в цій активності, тож ти можеш лише дивитися. Натисни **{ table-button-open }** на полі партії.
table-why-unchecked = Discord не підтвердив, що ти в цій активності, тож поки що можеш лише дивитися. Спробуй відкрити живий стіл знову.

## Що стіл відхиляє (нічого не змінилося)

table-error-bad-message = { -live-table } цього не зрозумів. Нічого не змінилося.
table-error-no-ticket = Спершу увійди: відкрий живий стіл знову.
table-error-bad-ticket = Цей вхід недійсний. Відкрий живий стіл знову.
table-error-ticket-expired = Вхід закінчився. Відкрий живий стіл знову.
table-error-no-match = Тут більше немає живої партії.
table-error-no-table = У цю гру поки не можна грати за живим столом: користуйся кнопками в Discord.
table-error-not-your-seat = Ти дивишся: своїми картами грають лише гравці.
table-error-unknown-move = { -live-table } ніколи не пропонував такого ходу. Нічого не змінилося.
table-error-bad-version = Це натискання прийшло з живого столу, якого сервер не надсилав. Нічого не змінилося.
table-error-bad-seq = Це натискання надійшло двічі. Зараховано один раз.

## Вхід

table-login-bad-request = Запит на вхід неповний. Відкрий живий стіл знову.
table-login-bad-code = Discord не прийняв вхід. Відкрий живий стіл знову.
table-login-bad-state = Вхід тривав задовго або прийшов звідкись іще. Спробуй знову.
table-login-discord-unreachable = Discord зараз не відповідає. Спробуй за хвилину.

## На ігровому полі

table-button-open = { -live-table }
table-not-here = Цей бот не має живого столу.
