### The slash commands: names, descriptions, options and choices. Ukrainian (українська).
### Names must be lowercase words of letters, digits, - or _ (at most 32; no
### apostrophe); descriptions 1 to 100 characters. Discord shows these to
### players whose Discord client is in Ukrainian.

cmd-spit = spit
cmd-spit-desc = Грай тут у Spit і Speed — карткові ігри на швидкість.

cmd-challenge = виклик
cmd-challenge-desc = Виклич когось на партію в Spit або Speed, або будь-кого тут (без суперника).
cmd-play = грати
cmd-play-desc = Черга на рейтингову партію із суперником близького рейтингу (ще раз: вийти з черги).
cmd-practice = тренування
cmd-practice-desc = Тренувальна партія проти SpitBot (без рейтингу).
cmd-resign = здатися
cmd-resign-desc = Здати поточну партію (спершу перепитаємо).
cmd-rules = правила
cmd-rules-desc = Правила гри (видно лише тобі) з урахуванням варіанта поточної партії.
cmd-stats = статистика
cmd-stats-desc = Результати, рейтинг і серії гравця.
cmd-leaderboard = лідери
cmd-leaderboard-desc = Найкращі гравці за рейтингом.
cmd-series = очки
cmd-series-desc = Гра на очки в цьому каналі, раунд за раундом.
cmd-settings = налаштування
cmd-settings-desc = Налаштування SpitBot на цьому сервері (для змін потрібен дозвіл «Керувати сервером»).
cmd-flags = підозри
cmd-flags-desc = Партії з підозрою на автоклікер, поки що поза рейтингом (потрібен дозвіл «Керувати сервером»).

opt-opponent = суперник
opt-opponent-desc = З ким хочеш зіграти (без суперника: виклик може прийняти будь-хто)
opt-rating-range = діапазон
opt-rating-range-desc = Лише відкритий виклик: хто може прийняти, у пунктах рейтингу нижче й вище твого
opt-game = гра
opt-game-desc = Яка гра (за замовчуванням Spit)
opt-difficulty = складність
opt-difficulty-desc = Наскільки швидкий бот (за замовчуванням середній)
opt-user = гравець
opt-user-desc = Чия статистика (за замовчуванням твоя)
opt-scope = де
opt-scope-desc = На цьому сервері чи всюди
opt-page = сторінка
opt-page-desc = Яка сторінка (по 10 гравців)
opt-scoring = підрахунок
opt-scoring-desc = Виграє, хто першим позбудеться карт, або гра на очки до заданого рахунку
opt-target = ціль
opt-target-desc = Лише для гри на очки: рахунок, на якому вона закінчується
opt-window = вікно
opt-window-desc = Вікно одночасності в мс: натискання в його межах упорядковуються за годинником Discord
opt-channels = канали
opt-channels-desc = Де можна грати
opt-language = мова
opt-language-desc = Мова ігрових полів і повідомлень на цьому сервері
opt-match = партія
opt-match-desc = Яка позначена партія: її код, як у списку
opt-decision = рішення
opt-decision-desc = Зняти підозру (партія піде в рейтинг) або підтвердити (лишиться поза рейтингом)

choice-difficulty-easy = легкий
choice-difficulty-normal = середній
choice-difficulty-hard = важкий
choice-scope-server = на цьому сервері
choice-scope-global = усюди
choice-decision-clear = зняти підозру: зарахувати в рейтинг
choice-decision-confirm = підтвердити підозру: лишити поза рейтингом
choice-scoring-game = виграє, хто першим позбудеться карт
choice-scoring-points = гра на очки
choice-channels-only-here = лише тут
choice-channels-add-here = додати цей канал
choice-channels-remove-here = прибрати цей канал
choice-channels-everywhere = усі канали
choice-language-auto = мова сервера в Discord
## /spit приватність
cmd-privacy = приватність
cmd-privacy-desc = Що SpitBot зберігає про тебе (бачиш лише ти) і як це видалити.

## Змагання (issue 29)
cmd-arena = арена
cmd-arena-desc = Відкрий арену в цьому каналі: гравці приєднуються, і хто вільний, одразу отримує суперника.
cmd-swiss = турнір
cmd-swiss-desc = Відкрий у цьому каналі турнір за швейцарською системою: реєстрація, потім тури з парами за очками.
opt-minutes = хвилини
opt-minutes-desc = Скільки хвилин арена складає пари
opt-rounds = тури
opt-rounds-desc = Скільки турів
opt-start-in = почати-через
opt-start-in-desc = Почати через стільки хвилин (за замовчуванням: коли натиснеш «Почати зараз»)
opt-event-role = роль-змагань
opt-event-role-desc = Роль, учасники якої теж можуть відкривати змагання (@everyone: лише «Керувати сервером»)
