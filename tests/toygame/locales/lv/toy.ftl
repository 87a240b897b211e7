### Sacīkste (Race, testa spēle, tests/toygame/RULES.md): galds, atteikumi un noteikumi. Latviešu valoda (lv).

## The game's name, and its words the shared catalogs use

-toy = Sacīkste
toy-name = { -toy }
choice-game-toy = { -toy }
opt-cards = kārtis
opt-cards-desc = Sacīkste: cik kāršu izdala katram spēlētājam
choice-cards-8 = katram 8 kārtis
choice-cards-12 = katram 12 kārtis
toy-countdown = · { $kind ->
    [ready] citādi spēle sāksies tik un tā
   *[turn] citādi no rezerves tiks apgriezta kārts
}: { $time }
toy-note-time-ran-out = { $kind ->
    [ready] Laiks beidzies: { $seats } nenospieda pogu, bet spēle sākas tik un tā.
   *[turn] Neviens nevarēja uzlikt kārti: no rezerves tika apgriezta jauna kārts.
}
toy-reason-already-played = Tava kārts { $card } jau ir kaudzē.
outcome-stalemate = Neviens vairs nekad nevarētu uzlikt kārti, un { $winner } palika ar mazāk kārtīm.
outcome-stalemate-draw = Neviens vairs nekad nevarētu uzlikt kārti, un jums abiem palika vienādi daudz kāršu.

## Galds (abus uzrunā "jūs", atteikumos vienu spēlētāju "tu")

toy-title = { -toy }
toy-ready-heading = Gatavojieties: kaudze vēl ir aizklāta
toy-counts = Kaudzē: { $pile ->
    [zero] { $pile } kāršu
    [one] { $pile } kārts
   *[other] { $pile } kārtis
} · rezervē: { $reserve ->
    [zero] { $reserve } kāršu
    [one] { $reserve } kārts
   *[other] { $reserve } kārtis
}
toy-status-ready = { $waiting ->
    [both] Sākam? Abiem jānospiež **{ toy-button-go }**
    [you] Sākam? Nospied **{ toy-button-go }**
   *[them] Gaidām, kad { $who } nospiedīs **{ toy-button-go }**
}{ $when }
toy-status-you-called = Tu nospiedi **{ toy-button-go }** Gaidām, kad nospiedīs arī { $who }.
toy-status-play = 🟢 Spēlējiet! Uz kaudzes der kārts, kas ir par vienu augstāka vai zemāka.
toy-status-stuck = ⏸️ Neviens nevar uzlikt kārti{ $when }
toy-last-played = { $name } uzlika { $card }
toy-last-turned = { $reshuffled ->
    [yes] Kaudze tika sajaukta jaunā rezervē, un no tās apgriezta kārts.
   *[no] No rezerves tika apgriezta jauna kārts.
}
toy-player = **{ $name }** · { $draw ->
    [0] vilkšanas kaudze tukša
    [zero] vilkšanas kaudzē { $draw } kāršu
    [one] vilkšanas kaudzē { $draw } kārts
   *[other] vilkšanas kaudzē { $draw } kārtis
}
toy-button-go = Aiziet!
toy-summary = Atlikušās kārtis: { $first }:{ $second }
toy-ready-hint = { $players ->
    [both] Kad abi esat gatavi, nospiediet **{ toy-button-go }**
   *[alone] Lai sāktu, nospied **{ toy-button-go }**
}
toy-closed = { $first } – { $second }: šis galds ir beidzies; aktuālais galds ir zemāk.
toy-variant = katram { $cards } kārtis

## Atteikumi

toy-refusal-not-your-hand = Ar šīm kārtīm spēlē { $other }: tavas ir tās, kas atzīmētas ar { $mark } pie tava vārda.
reason-pile-face-down = { $called ->
    [yes] Gaidām pretinieku: tu jau nospiedi **{ toy-button-go }**
   *[no] Kaudze vēl ir aizklāta: kad vēlies sākt, nospied **{ toy-button-go }**
}
reason-already-started = Spēle jau ir sākusies: **{ toy-button-go }** vairs nav jāspiež.
reason-not-your-card = Kārts { $card } tev rokā vairs nav.

## Noteikumi (/spit rules game: Sacīkste)

toy-rules = **Kā spēlēt: { -toy }**
    • Katrs saņem dažas kārtis: četras atklātas tavā priekšā (tava roka), pārējās aizklātas (tava vilkšanas kaudze). Pārējās kārtis ir rezerve.
    • Kad abi esat gatavi, nospiediet **{ toy-button-go }**: rezerves augšējā kārts tiek apgriezta un sāk kaudzi.
    • Tad spēlējiet reizē: kārti no rokas var likt uz kaudzes, ja tā ir par vienu augstāka vai zemāka nekā augšējā (dūzis ir blakus gan kungam, gan divniekam; mastam nav nozīmes). Roka uzreiz tiek papildināta no tavas vilkšanas kaudzes.
    • Neviens nevar uzlikt kārti? Pēc īsas atpakaļskaitīšanas no rezerves tiek apgriezta kārts.
    • Uzvar tas, kurš pirmais izspēlē visas savas kārtis.
toy-rules-variant = **Šī spēle:** { $variant }
