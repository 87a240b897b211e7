### SpitBot dzīvais galds (issue 28): galda lapas vārdi, tās kļūdas un spēles laukuma
### poga, kas to atver. Latviešu valodā.

## Terms

# The live table (issue 28): the Activity or web page, not the board message.
-live-table = Dzīvais galds

## Lapa (sūta sveicienā)

table-title = SpitBot dzīvais galds
table-spectating = Tu skaties: ar kārtīm spēlē spēlētāji.
table-connecting = Pievienojos dzīvajam galdam…
table-reconnecting = Savienojums pārtrūka. Pievienojos no jauna…
table-your-seat = Tu
table-rival = Pretinieks
table-pile-left = Kreisā kaudze
table-pile-right = Labā kaudze
table-latency = Aizture: { $ms } ms
table-ticket-expired = Pieteikšanās beigusies. Atver dzīvo galdu vēlreiz.
table-match-over = Šī spēle ir beigusies.

## Kāpēc lietotājs tikai skatās

table-why-not-player = Tu šajā spēlē nespēlē, tāpēc vari skatīties.
table-why-not-in-activity = Discord tevi šajā aktivitātē nerāda, tāpēc vari tikai skatīties. Nospied **{ table-button-open }** uz spēles galda.
table-why-unchecked = Discord neapstiprināja, ka esi šajā aktivitātē, tāpēc pagaidām vari tikai skatīties. Mēģini atvērt dzīvo galdu vēlreiz.

## Ko galds noraida (nekas nemainījās)

table-error-bad-message = { -live-table } to nesaprata. Nekas nemainījās.
table-error-no-ticket = Vispirms piesakies: atver dzīvo galdu vēlreiz.
table-error-bad-ticket = Šī pieteikšanās nav derīga. Atver dzīvo galdu vēlreiz.
table-error-ticket-expired = Pieteikšanās beigusies. Atver dzīvo galdu vēlreiz.
table-error-no-match = Šeit vairs nenotiek neviena spēle.
table-error-no-table = Šo spēli pie dzīvā galda vēl nevar spēlēt: izmanto pogas Discord.
table-error-not-your-seat = Tu skaties: savas kārtis spēlē tikai spēlētāji.
table-error-unknown-move = { -live-table } šādu gājienu nekad nepiedāvāja. Nekas nemainījās.
table-error-bad-version = Šis spiediens nāca no dzīvā galda, ko serveris nekad nesūtīja. Nekas nemainījās.
table-error-bad-seq = Šis spiediens pienāca divreiz. Tas skaitās vienreiz.

## Pieteikšanās

table-login-bad-request = Pieteikšanās pieprasījums nebija pilnīgs. Atver dzīvo galdu vēlreiz.
table-login-bad-code = Discord nepieņēma pieteikšanos. Atver dzīvo galdu vēlreiz.
table-login-bad-state = Pieteikšanās ilga pārāk ilgi vai nāca no citurienes. Mēģini vēlreiz.
table-login-discord-unreachable = Discord pašlaik neatbild. Mēģini pēc minūtes.

## Spēles laukumā

table-button-open = { -live-table }
table-not-here = Šis bots dzīvo galdu nenodrošina.
