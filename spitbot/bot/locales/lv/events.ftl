### Sacensības: arēnas un Šveices sistēmas turnīri (issue 29). Latviešu.

## Abiem

event-join = Pievienoties
event-leave = Iziet
# Saraksta beigas, kad tas saīsināts, lai ietilptu vienā ziņā.
event-more = …un vēl { $count }
event-over = Šīs sacensības jau ir beigušās.
refusal-event-need-manage = Sacensības var rīkot tikai tas, kam ir atļauja Pārvaldīt serveri (Manage Server) vai loma, kas sacensību rīkošanai norādīta šī servera iestatījumos.
refusal-event-in-thread = Sacensību spēles notiek kanāla pavedienos, tāpēc sarīko tās teksta kanālā, nevis pavedienā.

## Arēna: kurš brīvs, tūlīt saņem pretinieku, noteiktu laiku

arena-opened = Tava arēna ir atvērta: tās turnīra tabula ir zemāk, kopā ar pogām **{ event-join }** un **{ event-leave }**.
arena-title = 🏟️ **Arēna: { $game_name }** · { $variant }
# $at is an absolute time each reader's client writes in its own way.
arena-until = Arēna beidzas: { $at }. Nospied **{ event-join }**: kad vien tu nespēlē, uzreiz saņem pretinieku, kurš tabulā ir tuvu tev, un spēle sākas šī kanāla pavedienā. Uzvara dod 2 punktus, neizšķirts 1. Pēc divām uzvarām pēc kārtas tev sākas uzvaru sērija 🔥: punkti skaitās dubulti līdz pirmajai spēlei, kuru neuzvari, ieskaitot to.
arena-closing = ⏱️ Laiks beidzies: jauni pāri vairs netiek veidoti. Spēles, kas vēl notiek, tiks ieskaitītas.
arena-final = 🏁 **Galīgā tabula**
arena-nobody = Pagaidām neviens nav pievienojies.
arena-line = { $rank }. { $name } · { $points } { $points ->
    [0] punktu
    [zero] punkti
    [one] punkts
   *[other] punkti
}
# Aiz rindas: ar ko spēlētājs tagad spēlē.
arena-playing = pretinieks: { $opponent }
# Aiz rindas: spēlētājs izgājis (un var atgriezties).
arena-away = prom
# $rank ir medaļa (🥇🥈🥉) vai „4.“; $performance ir reitings (turnīra sniegums).
arena-final-line = { $rank } { $name } · { $points } { $points ->
    [0] punktu
    [zero] punkti
    [one] punkts
   *[other] punkti
} { $games } { $games ->
    [zero] spēlēs
    [one] spēlē
   *[other] spēlēs
} · sniegums{"\u00A0"}{ $performance }
arena-joined = Tu esi arēnā. Kad vien tu nespēlē, uzreiz saņem pretinieku; tavas spēles sākas šī kanāla pavedienos. Lai beigtu, nospied **{ event-leave }**.
arena-left = Tu izgāji no arēnas un pretiniekus vairs nesaņemsi. Lai atgrieztos, nospied **{ event-join }**: tavi punkti saglabāsies.
arena-already = Tu jau esi šajā arēnā.
arena-not-in = Tu neesi šajā arēnā.

## Šveices sistēmas turnīrs: kārtas ar pāriem pēc punktiem (FIDE holandiešu sistēma)

swiss-opened = Tavā Šveices sistēmas turnīrā var pieteikties: tā ziņa ir zemāk.
swiss-title = 🏆 **Šveices sistēmas turnīrs: { $game_name }** · { $variant } · { $rounds } { $rounds ->
    [zero] kārtas
    [one] kārta
   *[other] kārtas
}
swiss-starts-at = Sākums: { $at }. Lai pieteiktos, nospied **{ event-join }**.
swiss-starts-by-organiser = Turnīrs sāksies, kad rīkotājs nospiedīs **{ swiss-begin }**. Lai pieteiktos, nospied **{ event-join }**.
swiss-signed-up = Pieteikušies: { $count }
swiss-begin = Sākt tagad
swiss-beginning = Turnīrs sākas: tiek veidoti 1. kārtas pāri.
swiss-begin-not-yours = Šo turnīru var sākt tikai rīkotājs vai tas, kam ir atļauja Pārvaldīt serveri (Manage Server).
swiss-begun = Šis turnīrs jau ir sācies.
swiss-too-few = Lai turnīru sāktu, vajag vismaz divus spēlētājus.
swiss-cancelled = Turnīrs nesākās: pieteicās mazāk nekā divi spēlētāji.
swiss-joined = Tava pieteikšanās turnīram ir pieņemta. Katras kārtas spēles sākas šī kanāla pavedienos, un nākamā kārta sākas, tiklīdz beidzas iepriekšējās kārtas pēdējā spēle. Ja nokavēsi spēli, tevi izņems no turnīra.
swiss-left = Tu izstājies no turnīra: pretiniekus vairs nesaņemsi.
swiss-already = Tava pieteikšanās jau ir pieņemta.
swiss-not-in = Tu šajā turnīrā nepiedalies.
swiss-too-late = Pieteikties vairs nevar: sākusies jau puse kārtu.
swiss-round = **{ $round }. kārta no { $rounds }**: pāri
swiss-board = { $board }. { $first } – { $second }
swiss-bye = { $board }. { $name }: brīvā kārta (1 punkts)
swiss-standings = **Turnīra tabula pēc { $round }. kārtas**
swiss-final = 🏁 **Galīgā tabula**
# $rank ir „1.“ vai beigās medaļa; $score, $buchholz un $sb ir punkti, piemēram, „2½“.
swiss-line = { $rank } { $name } · { $score } · Buholcs { $buchholz } · ZB { $sb }
swiss-withdrawn = izstājās
swiss-legend = -# Uzvara dod 1 punktu, neizšķirts ½, brīvā kārta 1. Ja punktu skaits ir vienāds, augstāk ir tas, kam lielāks Buholcs (tavu pretinieku punktu summa), pēc tam ZB (Zonneborns–Bergers: to pretinieku punkti, kurus uzvarēji, plus puse no to pretinieku punktiem, ar kuriem nospēlēji neizšķirti).

## /spit iestatījumi: kas var rīkot sacensības

settings-event-role-none = • Kas var rīkot sacensības (arēnas, Šveices sistēmas turnīrus): dalībnieki ar atļauju Pārvaldīt serveri (Manage Server)
# $role ir loma, kā to rāda Discord (neviens netiek pieminēts).
settings-event-role = • Kas var rīkot sacensības (arēnas, Šveices sistēmas turnīrus): dalībnieki ar atļauju Pārvaldīt serveri (Manage Server) un lomas { $role } dalībnieki

## /spit privātums

privacy-events = • **Sacensības, kurās tu piedalījies** ({ $events }): arēnas un Šveices sistēmas turnīri ar tavu vārdu un rezultātiem – to turnīra tabulām.
refusal-privacy-in-event = Tu piedalies sacensībās (arēnā vai Šveices sistēmas turnīrā), kas vēl nav beigušās: izej no tām un nogaidi, līdz tās beidzas, tad vari dzēst savus datus.
