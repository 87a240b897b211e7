### Sacensības: arēnas un Šveices sistēmas turnīri (issue 29). Latviešu.

## Abiem

event-join = Pievienoties
event-leave = Iziet
# Saraksta beigas, kad tas saīsināts, lai ietilptu vienā ziņā.
event-more = …un vēl { $count }
event-over = Šīs sacensības jau ir beigušās.
refusal-event-need-manage = Sacensības var atvērt tikai tas, kam ir atļauja «Pārvaldīt serveri» vai loma, ko servera iestatījumi norāda sacensībām.
refusal-event-in-thread = Sacensību spēles notiek to kanāla pavedienos: atver tās teksta kanālā, nevis pavedienā.

## Arēna: kurš brīvs, tūlīt saņem pretinieku, noteiktu laiku

arena-opened = Tava arēna ir atvērta: tās tabula ir zemāk, kopā ar pogām «Pievienoties» un «Iziet».
arena-title = 🏟️ **Arēna: { $game_name }** · { $variant }
# $at is an absolute time each reader's client writes in its own way.
arena-until = Arēna beidzas: { $at }. Nospied **Pievienoties**: tiklīdz esi brīvs, tūlīt saņem pretinieku, kas tabulā ir tuvu tev, šī kanāla pavedienā. Uzvara dod 2 punktus, neizšķirts 1. Pēc divām uzvarām pēc kārtas tu esi ugunī 🔥 un saņem divreiz vairāk, līdz kādu spēli neuzvari.
arena-closing = ⏱️ Laiks beidzies: jauni pāri vairs netiek veidoti. Spēles, kas vēl notiek, tiks ieskaitītas.
arena-final = 🏁 **Galīgā tabula**
arena-nobody = Pagaidām neviens nav pievienojies.
arena-line = { $rank }. { $name } · { $points } { $points ->
    [zero] punktu
    [one] punkts
   *[other] punkti
}
# Aiz rindas: ar ko spēlētājs tagad spēlē.
arena-playing = pretinieks: { $opponent }
# Aiz rindas: spēlētājs izgājis (un var atgriezties).
arena-away = izgājis
# $rank ir medaļa (🥇🥈🥉) vai «4.»; $performance ir reitings.
arena-final-line = { $rank } { $name } · { $points } { $points ->
    [zero] punktu
    [one] punkts
   *[other] punkti
} { $games } { $games ->
    [zero] spēlēs
    [one] spēlē
   *[other] spēlēs
} · sniegums { $performance }
arena-joined = Tu esi arēnā. Tiklīdz esi brīvs, tūlīt saņem pretinieku; tavas spēles sākas šī kanāla pavedienos. Lai beigtu, nospied **Iziet**.
arena-left = Tu izgāji no arēnas, un pretiniekus vairs nesaņemsi. Lai atgrieztos, nospied **Pievienoties**: punkti saglabāsies.
arena-already = Tu jau esi šajā arēnā.
arena-not-in = Tu neesi šajā arēnā.

## Šveices sistēmas turnīrs: kārtas ar pāriem pēc punktiem (FIDE holandiešu sistēma)

swiss-opened = Tavā Šveices sistēmas turnīrā var pieteikties: tā ziņa ir zemāk.
swiss-title = ♟️ **Šveices sistēmas turnīrs: { $game_name }** · { $variant } · { $rounds } { $rounds ->
    [zero] kārtu
    [one] kārta
   *[other] kārtas
}
swiss-starts-at = Sākums: { $at }. Lai pieteiktos, nospied **Pievienoties**.
swiss-starts-by-organiser = Sāksies, kad rīkotājs nospiedīs **Sākt tagad**. Lai pieteiktos, nospied **Pievienoties**.
swiss-signed-up = Pieteikušies: { $count }
swiss-begin = Sākt tagad
swiss-beginning = Turnīrs sākas: tiek veidoti 1. kārtas pāri.
swiss-begin-not-yours = Šo turnīru var sākt tikai rīkotājs vai tas, kam ir atļauja «Pārvaldīt serveri».
swiss-begun = Šis turnīrs jau ir sācies.
swiss-too-few = Lai turnīru sāktu, vajag vismaz divus spēlētājus.
swiss-cancelled = Turnīrs nesākās: pieteicās mazāk nekā divi spēlētāji.
swiss-joined = Tu esi pieteicies. Katras kārtas spēles sākas šī kanāla pavedienos, un nākamā kārta sākas, tiklīdz beidzas kārtas pēdējā spēle. Ja nokavēsi spēli, tevi izslēgs no turnīra.
swiss-left = Tu izstājies no turnīra: pretiniekus vairs nesaņemsi.
swiss-already = Tu jau esi pieteicies.
swiss-not-in = Tu neesi šajā turnīrā.
swiss-too-late = Pieteikties vairs nevar: sākusies jau puse kārtu.
swiss-round = **{ $round }. kārta no { $rounds }**: pāri
swiss-board = { $board }. { $first } – { $second }
swiss-bye = { $board }. { $name }: brīva kārta (1 punkts)
swiss-standings = **Tabula pēc { $round }. kārtas**
swiss-final = 🏁 **Galīgā tabula**
# $rank ir «1.» vai beigās medaļa; $score, $buchholz un $sb ir punkti, piemēram, «2½».
swiss-line = { $rank } { $name } · { $score } · Buholcs { $buchholz } · ZB { $sb }
swiss-withdrawn = izstājies
swiss-legend = -# Uzvara dod 1 punktu, neizšķirts ½, brīva kārta 1. Ja punktu ir vienādi, augstāk ir tas, kam lielāks Buholcs (tavu pretinieku punkti), tad ZB (Zonneborns–Bergers: to pretinieku punkti, kurus uzvarēji, un puse punktu to, ar kuriem nospēlēji neizšķirti).

## /spit settings: kas var atvērt sacensības

settings-event-role-none = • Sacensības (arēnas, Šveices sistēmas turnīrus) atver: dalībnieki ar atļauju «Pārvaldīt serveri»
# $role ir loma, kā to rāda Discord (neviens netiek pieminēts).
settings-event-role = • Sacensības (arēnas, Šveices sistēmas turnīrus) atver: dalībnieki ar atļauju «Pārvaldīt serveri» un loma { $role }

## /spit privacy

privacy-events = • **Sacensības, kurās piedalījies** ({ $events }): arēnas un Šveices sistēmas turnīri ar tavu vārdu un rezultātiem to tabulām.
refusal-privacy-in-event = Tu piedalies arēnā vai Šveices sistēmas turnīrā, kas vēl nav beidzies: izej no tā un nogaidi tā beigas, tad dzēs savus datus.
