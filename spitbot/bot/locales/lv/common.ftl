### SpitBot: tas, kas kopīgs visām spēlēm. Latviešu valoda (lv).
### Spēles terminu glosārijs: docs/glossary/lv.md.
### Spēlētāju uzrunājam ar "tu" privātās atbildēs; publiskais galds uzrunā abus
### ("spēlējiet", "jāspiež abiem"). Spēlētāju vārdus nelokām: teikumus veidojam
### tā, lai vārds būtu nominatīvā (teikuma priekšmets vai saraksts pēc kola).

## Termini

-spitbot = SpitBot
# The button that opens a player's own private panel: Spit's "My cards" and Speed's
# "Show my hand" are the same two words in Latvian ("Manas kārtis"), so both buttons take
# them from here (a label spelt in one button's message would read as the other's).
-my-cards = Manas kārtis

## Kārtis: kāršu ar attēliem burti (skaitļi paliek skaitļi)
## J, Q, K, A: tā drukāts uz kārtīm, ko pārdod Latvijā; sk. glosāriju.

rank-jack = J
rank-queen = Q
rank-king = K
rank-ace = A

## Spēles, grūtības pakāpes un valodas, kā tās izvēlas spēlētāji

difficulty = { $level ->
    [easy] viegls
    [hard] grūts
   *[normal] vidējs
}

## Izaicinājumi

challenge-text =
    🃏 <@{ $invitee }>, **{ $challenger }** izaicina tevi spēlēt { $game_name }!
    Variants: { $variant }
    Izaicinājuma termiņš: { $expires }
challenge-accept = Pieņemt
challenge-decline = Noraidīt
challenge-accepted = ✅ { $invitee } pieņēma izaicinājumu! { $challenger } – { $invitee }: galds ir zemāk.
challenge-declined = ❌ { $name } noraidīja izaicinājumu.
challenge-withdrawn = ❌ { $name } atsauca izaicinājumu.
challenge-expired = ⌛ Izaicinājumam, ko { $challenger } sūtīja spēlētājam { $invitee }, beidzās termiņš.
practice-started = 🤖 Treniņš pret { -spitbot } ({ difficulty }): galds ir zemāk.
bot-name = { -spitbot } ({ difficulty })

## Padošanās un revanšs

resign = Padoties
resign-ask = Padoties? Tad uzvaru iegūs { $other }.
resign-yes = Jā, padoties
resign-no = Spēlēt tālāk
resign-kept = Spēle turpinās! 🃏
resign-done = Tu padevies. GG!
rematch = Revanšs
rematch-votes = { rematch } ({ $votes }/{ $needed })
rematch-ended = Revanša piedāvājums vairs nav spēkā. Jaunu spēli var sākt ar `{ $challenge }`.

## Spēles beigas

outcome-all-cards = Visas kārtis izspēlētas!
outcome-points-lowest = Uzvara pēc punktiem: { $mine }:{ $theirs } (mazāk punktu ir labāk).
outcome-points-highest = Uzvara pēc punktiem: { $mine }:{ $theirs }.
outcome-draw = Vienāds punktu skaits: { $first }:{ $second }.
outcome-resigned = { $loser } padevās.
outcome-idle = { $loser } pārāk ilgi neko nedarīja.
outcome-stopped = Spēle tika apturēta.
summary-rounds = { $rounds ->
    [zero] Izspēlēti { $rounds } raundi
    [one] Izspēlēts { $rounds } raunds
   *[other] Izspēlēti { $rounds } raundi
} · atlikušās kārtis: { $first }:{ $second }
summary-points = { $shown ->
    [all] Punkti pa raundiem: { $list }
   *[last] Punkti pēdējos { $count } no { $rounds } raundiem: { $list }
}
score-pair = { $first }:{ $second }
summary-rematch = Lai spēlētu vēlreiz, abiem jānospiež **{ rematch }**.
board-saving-late = ⚠️ Datubāze neatbild: rezultāti nepazudīs un tiks saglabāti, tiklīdz tā atkal darbosies.
board-replaced = { $first } – { $second }: šis galds ir aizstāts ar jaunāku; aktuālais galds ir zemāk.

## Ziņas kanālā

match-parked = ⚠️ Spēle ({ $first } – { $second }) tika apturēta kļūdas dēļ. Atvainojiet! Rezultāts nevienam netika ieskaitīts.
match-not-restored = ⚠️ Pēc pārstartēšanas neizdevās atjaunot spēli šajā kanālā, tāpēc tā tika apturēta. Atvainojiet! Rezultāts nevienam netika ieskaitīts.
match-abandoned = ⚠️ Spēle ({ $first } – { $second }) tika atcelta: { $why } Rezultāts nevienam netika ieskaitīts.

## Kāpēc kaut kas netika atļauts: izpildvides iemesli

reason-not-in-match = Šo spēli spēlē { $first } un { $second }: piedalīties var tikai viņi.
reason-match-over = Šī spēle ir beigusies.
reason-match-parked = Šī spēle tika apturēta kļūdas dēļ.
reason-match-stopped = Bots pārstartējas; spēle turpināsies, tiklīdz tas atgriezīsies.
reason-channel-busy = Šajā kanālā jau notiek spēle; pamēģini citu kanālu.
reason-player-busy = { $name } jau piedalās citā spēlē.
reason-no-such-challenge = Šim izaicinājumam ir beidzies termiņš, vai uz to jau ir atbildēts.

## Kāpēc kaut kas netika atļauts: kopīgs abām spēlēm

reason-not-a-player = Pogas var spiest tikai šīs spēles abi spēlētāji.
reason-game-is-over = Spēle ir beigusies.
reason-stale-round = Šī poga bija no { $board_round }. raunda; tagad jau notiek { $round }. raunds.
reason-no-such-pile = Vidū ir tikai divas kaudzes.
reason-empty-pile = { $pile ->
    [left] Kreisā
   *[right] Labā
} kaudze ir tukša: uz tās nekas neder.
reason-does-not-fit = { $card } neder uz { $top }.
reason-already-played = Kārts { $card } jau ir { $pile ->
    [left] kreisajā
   *[right] labajā
} kaudzē.
reason-landed-first = { $by } pirms tevis uzlika { $card }; tava kārts { $yours } tur vairs neder.

## Kāpēc kaut kas netika atļauts: bota paša pārbaudes

refusal-dm = Spēles notiek serveru kanālos: izmanto `{ $spit }` tur, nevis privātajās ziņās.
refusal-channel-not-allowed = Šajā serverī spēlēt var tikai kanālos: { $channels }.
refusal-missing-permission = Šeit nevaru sākt spēli: šajā kanālā man vajag atļauju **{ permission }**. Servera administrators to man var piešķirt.
refusal-option-other-game = `{ $option }` ir spēles { $owner } opcija, nevis spēles { $game_name }.
refusal-target-needs-points = `{ $target }` der tikai punktu sērijai: pievieno `{ $points }`.
refusal-settings-need-manage = Lai mainītu { -spitbot } iestatījumus, vajag atļauju Pārvaldīt serveri (Manage Server).
refusal-remove-here-everywhere = Spēlēt var visos kanālos: vispirms izmanto `{ $only_here }`.
refusal-match-gone = Šī spēle ir beigusies vai vairs nepastāv.
refusal-match-still-going = Šī spēle vēl turpinās.
refusal-match-already-over = Šī spēle jau ir beigusies.
refusal-only-invitee = Uz šo izaicinājumu var atbildēt tikai { $invitee }.
refusal-challenge-yourself = Sevi izaicināt nevar. Pamēģini `{ $practice }` pret botu!
refusal-challenge-bot = { $name } ir bots. Lai spēlētu pret { -spitbot }, izmanto `{ $practice }`.
refusal-not-in-match = Tu šobrīd nepiedalies nevienā spēlē.
refusal-unknown-button = { -spitbot } šo pogu nepazīst, tāpēc nekas nenotika.
refusal-old-board = Šī poga ir no vecāka galda; aktuālais galds ir jaunākais šajā kanālā.
refusal-no-series = Šajā kanālā vēl nav spēlēta neviena punktu sērija.
refusal-bad-option = Šī izvēle šeit neder.
refusal-no-hand = Kārtis rokā šajā spēlē ir tikai abiem spēlētājiem.
apology = Atvaino, mūsu pusē kaut kas nogāja greizi. Kļūda ir pierakstīta; lūdzu, mēģini vēlreiz.

## Discord neizdod latviešu saskarni: atļaujas nosaucam latviski un iekavās
## tā, kā tās redzamas Discord angliskajā saskarnē.
permission = { $permission ->
    [view_channel] Skatīt kanālu (View Channel)
    [send_messages_in_threads] Sūtīt ziņas pavedienos (Send Messages in Threads)
    [create_public_threads] Izveidot publiskus pavedienus (Create Public Threads)
    [embed_links] Iegult saites (Embed Links)
   *[send_messages] Sūtīt ziņas (Send Messages)
}

## Piezīmes uz galda: kas tikko notika

note-time-ran-out = Laiks beidzies: { $seats } nenospieda pogu, bet spēle sākas tik un tā.
note-resigned = { $seat } padevās.
note-went-idle = { $seat } pārāk ilgi neko nedarīja.

## Spēle apturēta: neviens nezaudē laika dēļ, kamēr bots ir atvienots no Discord

board-paused = ⏸️ Pauze: { -spitbot } zaudēja savienojumu ar Discord. Līdz tā atjaunošanai laiks stāv.
note-paused = Pauze, kamēr { -spitbot } bija atvienots no Discord: atpakaļskaitīšana sākas no jauna.

## Vidus kaudzes uz katras spēles galda un paneļiem; pēdējais gājiens

pile-cards = { $cards ->
    [zero] { $cards } kārtis
    [one] { $cards } kārts
   *[other] { $cards } kārtis
}
pile-not-used = netiek izmantota
pile-sizes = Kreisā kaudze: { $left } · labā kaudze: { $right }
board-refusal = ⚠️ { $name }: { $reason }
last-played = { $name } uzlika { $card } uz { $pile ->
    [left] kreisās
   *[right] labās
} kaudzes
last-turned = { $piles ->
    [both] Uz abām kaudzēm atklātas jaunas kārtis.
    [left] Uz kreisās kaudzes atklāta jauna kārts.
   *[right] Uz labās kaudzes atklāta jauna kārts.
}

## Atpakaļskaitīšana uz galda: kas notiks, kad tā beigsies, un kad ($when uz galda).
## Laiku ("in 5 seconds") Discord raksta lasītāja klienta valodā, un latviešu
## valodas Discord nav: tāpēc laiks vienmēr stāv viens pats aiz kola.

countdown = · citādi spēle sāksies tik un tā: { $time }

## Iestatījumi

settings-title = **{ -spitbot } iestatījumi šajā serverī**
settings-variant = • { $game_name } variants pēc noklusējuma: { $variant }
settings-window = • Vienlaicīguma logs: { $ms } ms
settings-channels = • Kur var spēlēt: { $where }
settings-every-channel = visos kanālos
settings-language = • Valoda: { $language_name }
settings-language-auto = • Valoda: { $language_name } (servera Discord valoda; to var mainīt ar `{ $setting }`)

## Statistika, līderu tabulas un sērijas

stats-title = { $name }: { $game_name } statistika
stats-record = Uzvaras · zaudējumi · neizšķirti
stats-rating = Reitings
stats-unrated = bez reitinga
stats-trend = Tendence
stats-trend-value = { $arrow } { $change } { $games ->
    [1] pēdējā spēlē
    [zero] pēdējās { $games } spēlēs
    [one] pēdējā { $games } spēlē
   *[other] pēdējās { $games } spēlēs
}
stats-series = Punktu sērijas
stats-series-value = uzvarētas: { $won } · zaudētas: { $lost } · neizšķirtas: { $drawn }
stats-streak = Sērija
stats-streak-wins = { $count ->
    [0] pašlaik nav sērijas
    [zero] { $count } uzvaras pēc kārtas
    [one] { $count } uzvara pēc kārtas
   *[other] { $count } uzvaras pēc kārtas
} · labākā uzvaru sērija: { $best ->
    [0] vēl nav
    [zero] { $best } uzvaras
    [one] { $best } uzvara
   *[other] { $best } uzvaras
}
stats-streak-losses = { $count ->
    [zero] { $count } zaudējumi
    [one] { $count } zaudējums
   *[other] { $count } zaudējumi
} pēc kārtas · labākā uzvaru sērija: { $best ->
    [0] vēl nav
    [zero] { $best } uzvaras
    [one] { $best } uzvara
   *[other] { $best } uzvaras
}
stats-fastest = Ātrākā uzvara
stats-seconds = { $seconds } s
stats-none = —

leaderboard-server = { $server }: { $game_name } līderu tabula
leaderboard-global = Globālā { $game_name } līderu tabula
leaderboard-you = ← tu

series-title = { $game_name } punktu sērija līdz { $target }: { $first } – { $second }
series-round = Raunds
series-total = Kopā
series-in-progress = Sērija turpinās.
series-won = Sērija beigusies: uzvar { $winner }.
series-draw = Sērija beigusies: neizšķirts.

## Kāpēc galdu nevarēja publicēt (spēle tiek atcelta)

reason-board-not-posted = { $permission ->
    [channel-gone] kanāls vairs nepastāv.
   *[other] man šajā kanālā trūkst atļaujas **{ permission }**.
}

# A press counted while a moderator deleted its board (a new one is posted).
press-counted-board-gone = Tavs gājiens ir ieskaitīts, bet galds tieši tobrīd tika izdzēsts: jauns galds ir zemāk.
press-counted-board-renewed = Tavs gājiens ir ieskaitīts. Discord vairs neļauj mainīt šo galdu (tas ir vecāks par stundu): jauns galds ir zemāk.

## Reitings (Glicko-2): ko nozīmē skaitļi, un attēli

stats-rating-now = **{ $rating }** ±{ $deviation }
stats-rating-peak = labākais: { $peak }
stats-explained-value = ± ir reitinga novirze: cik drošs ir reitings. Ar katru reitinga spēli tā samazinās, bet, kamēr tu nespēlē, atkal pieaug. ?{"\u00A0"}apzīmē pagaidu reitingu (novirze 110 vai vairāk); līderu tabulā nonāk reitings ar novirzi ±75 vai mazāk.
leaderboard-footer-ranked = Lapa { $page } no { $pages } · { $total ->
    [zero] { $total } spēlētāji tabulā
    [one] { $total } spēlētājs tabulā
   *[other] { $total } spēlētāji tabulā
} · tabulā ir reitingi ar novirzi ±75 vai mazāk
leaderboard-none-ranked = Līderu tabulā šeit vēl neviena nav: reitings tajā nonāk, kad ir nostabilizējies (novirze ±75 vai mazāk, aptuveni pēc 25 reitinga spēlēm).
leaderboard-unranked = vēl nav tabulā
result-winner = { $winner } uzvar!
result-draw = Neizšķirts!
result-rating = { $name }: reitings { $before } → **{ $after }** ({ $delta })
result-unrated = Treniņa spēle: reitings nemainās.
result-provisional = ? = pagaidu reitings: tas nostabilizēsies pēc vēl dažām reitinga spēlēm.
result-ratings-pending = Savas reitinga izmaiņas var redzēt, nospiežot **{ result-button-stats }**.
result-button-stats = Statistika
panel-button-refresh = Atjaunot
# A panel whose interaction token runs out soon ($until: when, an absolute time <t:…:T>).
panel-expiring = ⏳ Atjauninās automātiski līdz { $until }, tad nospied **{ panel-button-refresh }**.
ratings-rules = **Reitings**
    Reitinga spēles (izaicinājumi, ne treniņi) maina abu spēlētāju reitingu šajā spēlē gan šajā serverī, gan globāli – tāpat, kā lichess vērtē šahu (Glicko-2). Reitingam ir novirze (±): cik drošs tas ir. Jauns spēlētājs sāk ar 1500 ±500, un sākumā viņa reitings mainās ātri; ar katru reitinga spēli novirze samazinās, bet, kamēr tu nespēlē, atkal pieaug. Kamēr novirze ir 110 vai vairāk, reitings ir pagaidu (apzīmēts ar **?**); līderu tabulā tas nonāk, kad novirze ir 75 vai mazāk. Neizšķirts skaitās kā puse uzvaras; atcelta spēle neko nemaina.

picture-rating-title = { $name }: { $game_name } reitings
picture-provisional = pagaidu reitings (?)
picture-deviation = ± novirze
picture-months = Pa mēnešiem
picture-wins = uzvaras
picture-losses = zaudējumi
picture-draws = neizšķirti
picture-streak-wins = Pašreizējā sērija: { $count ->
    [zero] { $count } uzvaras pēc kārtas
    [one] { $count } uzvara pēc kārtas
   *[other] { $count } uzvaras pēc kārtas
}
picture-streak-losses = Pašreizējā sērija: { $count ->
    [zero] { $count } zaudējumi pēc kārtas
    [one] { $count } zaudējums pēc kārtas
   *[other] { $count } zaudējumi pēc kārtas
}
picture-streak-none = Pašlaik nav sērijas
picture-no-rating = Vēl nav nevienas reitinga spēles
picture-no-months = Vēl nav nevienas pabeigtas spēles
picture-target = mērķis: { $target }
picture-rating-alt = Spēlētāja { $name } { $game_name } reitings pēc katras reitinga spēles un uzvaras un zaudējumi pa mēnešiem.
picture-series-alt = Spēlētāju { $first } un { $second } punkti pēc katra raunda un mērķis: { $target }.

## Stats and leaderboard: rank, win rate, page buttons, the provisional mark
stats-win-rate = Uzvaru procents
stats-win-rate-value = { NUMBER($rate, style: "percent") } no { $games ->
    [zero] { $games } spēlēm
    [one] { $games } spēles
   *[other] { $games } spēlēm
}
stats-rank = Vieta
stats-rank-value = **{ $rank }.** no { $total }
stats-rank-provisional = vēl nav līderu tabulā: **?** apzīmē pagaidu reitingu
stats-rank-unsettled = vēl nav līderu tabulā: tajā nonāk reitings ar novirzi ±75 vai mazāk
leaderboard-button-previous = Iepriekšējā
leaderboard-button-next = Nākamā
leaderboard-footer-provisional = ? = pagaidu reitings (novirze 110 vai vairāk)

# /spit aizdomas: spēles ar aizdomām par autoklikšķinātāju (tikai moderatoriem).
flags-none = Šajā serverī neviena spēle negaida lēmumu par autoklikšķinātāju.
flags-heading = **Spēles ar aizdomām par autoklikšķinātāju**, bez reitinga, līdz tu izlemsi:
flags-entry =
    `{ $match }` · { $game_name } · <@{ $player }> { $rule ->
        [too-fast] reaģēja ātrāk, nekā spēj cilvēks
       *[other] reaģēja tikpat vienmērīgi kā skripts
    }: { $count ->
        [zero] pēdējās { $count } reakcijas
        [one] pēdējā { $count } reakcija
       *[other] pēdējās { $count } reakcijas
    } { $reactions } ms (vidēji { $mean } ms, izkliede { $spread } ms)
flags-how = Lai izlemtu, izmanto `{ $command }` ar opcijām `{ $match }` un `{ $clear }` (spēle tiks ieskaitīta reitingā) vai `{ $confirm }` (paliks bez reitinga). Spēlētājam par to netiek paziņots.
flags-cleared = Aizdomas noņemtas: spēle `{ $match }` tagad ir ieskaitīta reitingā.
flags-confirmed = Aizdomas apstiprinātas: spēle `{ $match }` paliek bez reitinga.
flags-not-found = Šajā serverī nav atzīmētas spēles `{ $match }`, kas gaidītu lēmumu.
refusal-flags-need-manage = Atzīmētās spēles redzēt un lemt par tām var tikai dalībnieki ar atļauju Pārvaldīt serveri (Manage Server).
refusal-flags-both = Lai izlemtu, norādi gan `{ $match }`, gan `{ $decision }`.

## /spit privacy: ko SpitBot par spēlētāju glabā un kā to izdzēst (redz tikai viņš).
## Skaitus raksta „nosaukums: skaitlis“, tāpēc daudzskaitļa formas nav vajadzīgas.
## player-deleted visur, kur rāda vārdus, stāv tā spēlētāja vietā, kurš izdzēsa savus datus.

player-deleted = dzēsts spēlētājs
privacy-title = 🔒 **Ko { -spitbot } par tevi glabā** (redzi tikai tu)
privacy-nothing = { -spitbot } par tevi neko neglabā: tev nav nevienas spēles un neviena izaicinājuma.
privacy-id = • **Tavs Discord lietotāja ID**: lai zinātu, kuras spēles, reitingi un izaicinājumi ir tavi.
privacy-name = • **Tavs pēdējais zināmais vārds**: { $name }. Tas ir redzams uz galdiem, rezultātos un līderu tabulās.
privacy-matches = • **Tavas spēles** (pabeigtas: { $finished } · apturētas vai atceltas: { $other } · no tām punktu sērijas: { $series }): Spit vai Speed, serveris, kanāls, laiki, rezultāts un punkti – tavai un tavu pretinieku statistikai.
privacy-ratings = • **Tavi reitingi** (skaits: { $ratings } · reitinga izmaiņas: { $changes }): reitings spēlēs Spit un Speed katrā serverī un globāli, kā arī tā izmaiņas pēc katras reitinga spēles – līderu tabulām, tavai statistikai un tās attēliem.
privacy-challenges = • **Tavi nosūtītie un saņemtie izaicinājumi** ({ $challenges }) ar abiem vārdiem, kādi tie bija toreiz: lai atvērts izaicinājums saglabātos arī pēc bota restarta.
privacy-flags = • **Reakcijas laiki**: ja kādu tavu reitinga spēli atzīmē ar aizdomām par autoklikšķinātāju, reakcijas laikus (ms), kuru dēļ tā atzīmēta, glabā servera moderatoriem, kas izlemj, vai spēli ieskaitīt reitingā.
privacy-decisions = • **Tavi moderatora lēmumi par aizdomām** ({ $decisions }): pie katra lēmuma ir saglabāts tavs ID.
privacy-settings = • **Tavi iestatījumi netiek glabāti**: servera iestatījumi pieder serverim, un tajos nav saglabāts, kas tos mainīja. { -spitbot } nekad nelasa un neglabā tavas ziņas.
privacy-kept-until = Tas viss tiek glabāts, līdz tu to izdzēs vai līdz tas, kurš darbina botu, izdzēš tā datubāzi. Tas, ko { -spitbot } publicēja kanālos, tur paliek: to var izdzēst servera moderatori.
privacy-erase-how = Poga **{ privacy-button-erase }** izdzēš visu: tavu vārdu, reitingus, reitinga vēsturi, aizdomas un izaicinājumus. Tavas spēles paliek tikai tavu pretinieku vēsturē, kur tevis vietā būs „{ player-deleted }“, tāpēc viņu rezultāti un reitingi nemainās. Ja spēlēsi vēlreiz, sāksi no jauna.
privacy-button-erase = Dzēst manus datus…
privacy-confirm = ⚠️ **Izdzēst visu, ko { -spitbot } par tevi glabā?** To nevar atsaukt: tavi reitingi un to vēsture pazudīs uz visiem laikiem, un tavu pretinieku spēļu vēsturē tevis vietā būs „{ player-deleted }“.
privacy-confirm-yes = Jā, dzēst visu
privacy-confirm-no = Nē, paturēt
privacy-kept = Nekas netika izdzēsts.
privacy-erased = ✅ Gatavs: { -spitbot } par tevi vairs neko neglabā. Tavu pretinieku spēļu vēsturē tevis vietā tagad ir „{ player-deleted }“; ja spēlēsi vēlreiz, sāksi no jauna.
refusal-privacy-in-match = Tu pašlaik spēlē: vispirms pabeidz spēli vai padodies (`{ $resign }`), tad dzēs savus datus.
refusal-privacy-challenge = Tev ir atvērts izaicinājums: vispirms atbildi uz to vai atsauc to (vai nogaidi, līdz tam beidzas termiņš), tad dzēs savus datus.
refusal-privacy-not-yours = Šīs pogas ir tam, kurš jautāja. Lai redzētu, ko { -spitbot } glabā par tevi, izmanto `{ $privacy }`.
refusal-privacy-answered = Uz šo jautājumu jau ir atbildēts. Lai redzētu, ko { -spitbot } par tevi glabā tagad, izmanto `{ $privacy }`.
