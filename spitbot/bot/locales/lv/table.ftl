### SpitBot dzīvais galds (issue 28): galda lapas vārdi, tās kļūdas un spēles galda
### poga, kas to atver. Latviešu valodā.

## Termini

# Dzīvais galds (issue 28): aktivitāte vai tīmekļa lapa, nevis galds (spēles ziņa kanālā).
-live-table = Dzīvais galds

## Lapa (sūta sveicienā)

table-title = SpitBot dzīvais galds
table-spectating = Tu skaties: kārtis liek spēlētāji.
table-connecting = Savienojos ar dzīvo galdu…
table-reconnecting = Savienojums pārtrūka. Savienojos no jauna…
table-your-seat = Tu
table-rival = Pretinieks
table-pile-left = Kreisā kaudze
table-pile-right = Labā kaudze
table-latency = Aizture: { $ms } ms
table-ticket-expired = Tavas pieteikšanās derīguma termiņš ir beidzies: atver dzīvo galdu vēlreiz.
table-match-over = Šī spēle ir beigusies.

## Kāpēc lietotājs tikai skatās

table-why-not-player = Tu šajā spēlē nespēlē, tāpēc vari skatīties.
table-why-not-in-activity = Discord tevi šajā aktivitātē nerāda, tāpēc vari tikai skatīties. Nospied **{ table-button-open }** uz spēles galda.
table-why-unchecked = Discord nevarēja apstiprināt, ka esi šajā aktivitātē, tāpēc pagaidām vari tikai skatīties. Mēģini atvērt dzīvo galdu vēlreiz.

## Ko galds noraida (nekas nemainījās)

table-error-bad-message = { -live-table } to nesaprata. Nekas nemainījās.
table-error-no-ticket = Vispirms piesakies: atver dzīvo galdu vēlreiz.
table-error-bad-ticket = Šī pieteikšanās nav derīga. Atver dzīvo galdu vēlreiz.
table-error-ticket-expired = Tavas pieteikšanās derīguma termiņš ir beidzies: atver dzīvo galdu vēlreiz.
table-error-no-match = Šeit vairs nenotiek neviena spēle.
table-error-no-table = Šo spēli pie dzīvā galda vēl nevar spēlēt: spēlē ar pogām uz spēles galda Discord kanālā.
table-error-not-your-seat = Tu skaties: savas kārtis var likt tikai spēlētāji.
table-error-unknown-move = { -live-table } šādu gājienu nekad nepiedāvāja. Nekas nemainījās.
table-error-bad-version = Šis klikšķis nāca no dzīvā galda, ko serveris nekad nav sūtījis. Nekas nemainījās.
table-error-bad-seq = Šis klikšķis tika nosūtīts divreiz, bet ieskaitīts tikai vienreiz.

## Pieteikšanās

table-login-bad-request = Pieteikšanās pieprasījums bija nepilnīgs. Atver dzīvo galdu vēlreiz.
table-login-bad-code = Discord nepieņēma pieteikšanos. Atver dzīvo galdu vēlreiz.
table-login-bad-state = Pieteikšanās ilga pārāk ilgi vai tika sākta citur. Mēģini vēlreiz.
table-login-discord-unreachable = Discord pašlaik neatbild. Mēģini vēlreiz pēc minūtes.

## Uz spēles galda

table-button-open = { -live-table }
table-not-here = Šis bots dzīvo galdu nenodrošina.
