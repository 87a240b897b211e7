### Speed: publiskais galds, spēlētāja kārtis rokā, atteikumi un noteikumi. Latviešu valoda (lv).

## The game's name, and its words the shared catalogs use

-speed = Speed
speed-name = { -speed }
outcome-blocked = Neviens vairs nevarēja uzlikt kārti, un { $winner } palika ar mazāk kārtīm.
outcome-blocked-draw = Neviens vairs nevarēja uzlikt kārti, un jums abiem palika vienādi daudz kāršu.
speed-reason-stale-round = Šīs kārtis ir no { $board_round }. { -deal(case: "gen") }; tagad jau notiek { $round }. { -deal }.
speed-series-round = Partija
speed-series-rule = Katrā partijā uzvarētājs saņem punktu par katru kārti, ko zaudētājs vēl nebija izspēlējis (rokā un vilkšanas kaudzē); uzvar tas, kurš pirmais sasniedz mērķi.
speed-picture-series-alt = Spēlētāju { $first } un { $second } punkti pēc katras partijas un mērķis: { $target }.
opt-side-piles = sānu-kaudzes
opt-side-piles-desc = Speed: sānu kaudzes pa 10 vai pa 5 (tad katram 20 kārtis)
choice-game-speed = Speed
choice-side-piles-10 = sānu kaudzes pa 10
choice-side-piles-5 = sānu kaudzes pa 5
speed-countdown = · { $kind ->
    [ready] citādi spēle sāksies tik un tā
   *[flip] citādi to izdarīs bots
}: { $time }
speed-note-time-ran-out = { $kind ->
    [ready] Laiks beidzies: { $seats } nenospieda pogu, bet spēle sākas tik un tā.
   *[flip] Atpakaļskaitīšana beigusies: **{ -flip-call }** nenospieda { $seats }, tāpēc to izdarīja bots.
}

### Publiskais galds uzrunā abus ("spēlējiet", "jānospiež abiem"); spēlētāja
### privātās kārtis, atteikumi un noteikumi uzrunā ar "tu".

## Termini (sk. docs/glossary/lv.md, sadaļu "Speed")

# "Flip!": sauciens un poga, ar ko abi reizē apgriež kārtis ("Sākam!", "Apgriežam!").
-flip-call = Apgriežam!
# hand: kārtis rokā (līdz piecām), ko redz tikai pats spēlētājs
-hand = { $case ->
    [loc] rokā
    [gen] rokas
   *[nom] roka
}
# draw pile: spēlētāja paša aizklātā kaudze, no kuras velk kārtis rokā
-draw-pile = { $case ->
    [gen] vilkšanas kaudzes
    [loc] vilkšanas kaudzē
   *[nom] vilkšanas kaudze
}
# side pile: aizklātās kaudzes abos galos
-side-pile = { $case ->
    [gen] sānu kaudzes
    [nom-pl] sānu kaudzes
   *[nom] sānu kaudze
}
# centre pile: tās pašas vidus kaudzes kā spēlē Spit
-centre-pile = { $case ->
    [gen] vidus kaudzes
    [nom-pl] vidus kaudzes
   *[nom] vidus kaudze
}
# deal: viena partija (spēle var būt viena partija vai punktu sērija no vairākām)
-deal = { $case ->
    [gen] partijas
    [nom-pl] partijas
   *[nom] partija
}

## Galds

speed-title = { -speed } · { $round }. { -deal }
speed-title-closed = { -speed } · { $round }. { -deal } (beigusies)
speed-closed = { $first } – { $second }: šī { -deal } ir beigusies; aktuālais galds ir zemāk.
speed-player = **{ $name }** · { $hand ->
    [0] nav kāršu { -hand(case: "loc") }
    [zero] { $hand } { -hand(case: "loc") }
    [one] { $hand } { -hand(case: "loc") }
   *[other] { $hand } { -hand(case: "loc") }
} · { $draw ->
    [0] { -draw-pile } tukša
    [zero] { $draw } { -draw-pile(case: "loc") }
    [one] { $draw } { -draw-pile(case: "loc") }
   *[other] { $draw } { -draw-pile(case: "loc") }
}
speed-sides = Kārtis sānu kaudzēs: { $left } · { $right }
speed-ready-heading = { $round }. { -deal } drīz sāksies
speed-status-ready = { $waiting ->
    [both] Sākam? Jānospiež **{ speed-button-hand }** un tur **{ -flip-call }**
   *[them] Gaidām, kad { $who } nospiedīs **{ -flip-call }**
}{ $when }
speed-status-play = 🟢 Spēlējiet! Jūsu kārtis ir zem pogas **{ speed-button-hand }**: katrs klikšķis uzliek vienu kārti.
speed-status-stuck = ⏸️ Neviens nevar uzlikt kārti. { $waiting ->
    [both] Pie savām kārtīm jānospiež **{ -flip-call }**
   *[them] Gaidām, kad { $who } nospiedīs **{ -flip-call }**
}{ $when }
speed-status-you-flipped = Tu nospiedi **{ -flip-call }** Gaidām, kad nospiedīs arī { $who }.
speed-status-rebuild = Sānu kaudzes ir beigušās: nākamajā apgriešanā { -centre-pile(case: "nom-pl") } tiks sajauktas, un no tām tiks izveidotas jaunas { -side-pile(case: "nom-pl") }.
speed-both = abiem
speed-points = Punkti (līdz { $target })
speed-points-value = { $first } **{ $a }** · { $second } **{ $b }**
speed-summary = { $rounds ->
    [zero] Izspēlētas { $rounds } { -deal(case: "nom-pl") }
    [one] Izspēlēta { $rounds } { -deal }
   *[other] Izspēlētas { $rounds } { -deal(case: "nom-pl") }
} · atlikušās kārtis: { $first }:{ $second }
speed-ready-hint = { $players ->
   *[alone] Savas kārtis var redzēt ar pogu **{ speed-button-hand }**; lai sāktu, tur jānospiež **{ -flip-call }**
}

## Pogas

speed-button-hand = { -my-cards }
speed-button-flip = { -flip-call }

## Spēlētāja kārtis rokā (redz tikai viņš pats)

speed-hand-ready = { $waiting ->
    [you] Kad vēlies sākt, nospied **{ -flip-call }** Vidus kārtis atklāsies, kad to nospiedīsiet abi
    [both] Kad vēlies sākt, nospied **{ -flip-call }** Vidus kārtis atklāsies, kad to nospiedīsiet abi
   *[them] Gaidām, kad { $who } nospiedīs **{ -flip-call }**
}{ $when }
speed-hand-play = Nospied kārti, lai to uzliktu uz kaudzes, uz kuru norāda tās bultiņa.
speed-hand-stuck = Neviens nevar uzlikt kārti. { $waiting ->
    [them] Gaidām, kad { $who } nospiedīs **{ -flip-call }**
   *[you] Nospied **{ -flip-call }**
}{ $when }
speed-hand-over = Spēle ir beigusies.
speed-hand-empty = Tev { -hand(case: "loc") } vairs nav kāršu.

## Varianti

speed-variant = { $side_piles ->
    [5] { -side-pile(case: "nom-pl") } pa 5, katram 20 kārtis
   *[10] { -side-pile(case: "nom-pl") } pa 10, katram 15 kārtis
} · { $scoring ->
    [points] punkti līdz { $target }, vairāk ir labāk
   *[game] uzvar tas, kurš pirmais izspēlē visu
}

## Atteikumi

reason-not-in-hand = Kārts { $card } tev { -hand(case: "loc") } vairs nav.
reason-middle-face-down = { $called ->
    [yes] Tu jau nospiedi **{ -flip-call }** Vidus kārtis atklāsies, tiklīdz to nospiedīs arī pretinieks.
   *[no] Vidus kārtis vēl ir aizklātas: kad vēlies sākt, nospied **{ -flip-call }**
}
reason-all-stuck = { $called ->
    [yes] Tu jau nospiedi **{ -flip-call }** Gaidām pretinieku.
   *[no] Neviens nevar uzlikt kārti: lai atklātu sānu kārtis, nospied **{ -flip-call }**
}
reason-not-stuck = Spēle nav iestrēgusi: { $by } vēl var uzlikt kārti.
reason-already-flipped = Tu jau nospiedi **{ -flip-call }** Gaidām pretinieku.
reason-cards-already-flipped = Tu nospiedi **{ -flip-call }** par vēlu: kārtis, kuru dēļ to spiedi, jau ir apgrieztas. Vispirms apskati jaunās.

## Noteikumi (/spit rules game: Speed)

speed-rules = **Kā spēlēt { -speed }**
    • Katram no jums ir sava { -draw-pile } un piecas kārtis { -hand(case: "loc") }, ko neviens cits neredz. Abos galos guļ divas aizklātas { -side-pile(case: "nom-pl") }, bet vidū – divas aizklātas kārtis.
    • Lai sāktu, abi nospiediet **{ -flip-call }** Vidus kārtis atklājas, un ar tām sākas abas { -centre-pile(case: "nom-pl") }.
    • Tad spēlējiet vienlaikus, cik ātri varat: kārti no { -hand(case: "gen") } var uzlikt uz { -centre-pile(case: "gen") }, ja tā ir par vienu augstāka vai zemāka par kaudzes augšējo kārti (dūzis (A) ir blakus gan kungam (K), gan divniekam; mastam nav nozīmes). Kārtis { -hand(case: "loc") } uzreiz tiek papildinātas līdz piecām no tavas { -draw-pile(case: "gen") }.
    • Tavas kārtis redzi tikai tu: nospied **{ speed-button-hand }** uz galda. Katrai kārtij ir poga uz ⬅️ kreiso kaudzi un poga uz ➡️ labo.
    • Neviens nevar uzlikt kārti? Abiem jānospiež **{ -flip-call }** (ja kāds nepaspēj, pēc atpakaļskaitīšanas to izdara bots): no katras { -side-pile(case: "gen") } augšējā kārts atklāta nonāk uz blakus esošās { -centre-pile(case: "gen") }. Kad { -side-pile(case: "nom-pl") } beidzas, { -centre-pile(case: "nom-pl") } tiek sajauktas, un no tām tiek izveidotas jaunas { -side-pile(case: "nom-pl") }.
    • Uzvar tas, kurš pirmais izspēlē visas kārtis no { -hand(case: "gen") } un { -draw-pile(case: "gen") }.
    • Gandrīz vienlaicīgus klikšķus sakārto tādā secībā, kādā tos saņēma Discord.
speed-rules-variant = **Šajā spēlē:** { speed-variant }
speed-rules-points = • Punkti: katras { -deal(case: "gen") } uzvarētājs saņem punktu par katru kārti, ko pretinieks vēl nebija izspēlējis ({ -hand(case: "loc") } un { -draw-pile(case: "loc") }). Uzvar tas, kurš pirmais sasniedz { $target }.
