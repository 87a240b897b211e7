### Spit: galds, tā pogas, atteikumi un noteikumi. Latviešu valoda (lv).

## The game's name, and its words the shared catalogs use

-spit = Spit
spit-name = { -spit }
spit-series-rule = Katra kārts, kas raunda beigās vēl palikusi spēlētājam, ir viens punkts; uzvar tas, kuram punktu ir mazāk.
opt-stockpiles = kaudzītes
opt-stockpiles-desc = Spit: 5 kaudzītes vai 4 ātrākam izkārtojumam
opt-slap = sišana
opt-slap-desc = Spit: sist pa mazāko kaudzi vai ļaut izvēlēties tam, kurš beidz pirmais
opt-colours = krāsas
opt-colours-desc = Spit: sarkanās un melnās jebkurā secībā vai sarkana uz melnas un melna uz sarkanas
choice-game-spit = Spit
choice-stockpiles-5 = 5 kaudzītes
choice-stockpiles-4 = 4 kaudzītes
choice-slap-slap = sist pa kaudzi
choice-slap-choose = izvēlas tas, kurš beidz pirmais
choice-colours-any = sarkanās un melnās jebkurā secībā
choice-colours-alternating = jāmainās sarkanām un melnām kārtīm
spit-countdown = · { $kind ->
    [ready] citādi spēle sāksies tik un tā
    [stall] citādi to izdarīs bots
    [slap] citādi katrs paņems kaudzi savā pusē
   *[choose] citādi tiks paņemta mazākā kaudze
}: { $time }
spit-note-time-ran-out = { $kind ->
    [ready] Laiks beidzies: { $seats } nenospieda pogu, bet spēle sākas tik un tā.
    [stall] Atpakaļskaitīšana beigusies: **{ -spit-call }** nenospieda { $seats }, tāpēc to izdarīja bots.
    [slap] Neviens nesita: katrs ņem kaudzi savā pusē.
   *[choose] Laiks beidzies: tika paņemta mazākā kaudze.
}

## Termini (sk. docs/glossary/lv.md)

-spit-call = Spit!
# spit pile: viena no divām kaudzēm vidū
-spit-pile = { $case ->
    [gen] vidus kaudzes
    [acc] vidus kaudzi
    [loc] vidus kaudzē
    [nom-pl] vidus kaudzes
    [dat-pl] vidus kaudzēm
   *[nom] vidus kaudze
}
# stockpile: spēlētāja paša kaudzītes (1–5 kārtis)
-stockpile = { $case ->
    [gen] kaudzītes
    [acc] kaudzīti
    [loc] kaudzītē
    [nom-pl] kaudzītes
    [gen-pl] kaudzīšu
    [dat-pl] kaudzītēm
    [acc-pl] kaudzītes
    [loc-pl] kaudzītēs
   *[nom] kaudzīte
}
# spit cards: aizklātās kārtis, ko neredz neviens
-spit-card = { $case ->
    [acc] rezerves kārti
    [nom-pl] rezerves kārtis
    [gen-pl] rezerves kāršu
    [acc-pl] rezerves kārtis
   *[nom] rezerves kārts
}
# slap: sist (ar plaukstu) pa vidus kaudzi
-slap = { $case ->
    [button] Sist
    [imperative-plural-title] Sitiet
    [imperative] sit
    [infinitive] sist
    [gen] sišanas
   *[noun] sišana
}

## Galds

spit-title = { -spit } · { $round }. raunds
spit-title-closed = { -spit } · { $round }. raunds (beidzies)
spit-closed = { $first } – { $second }: šis raunds ir beidzies; aktuālais galds ir zemāk.
spit-player = **{ $name }** · { $spit ->
    [0] nav { -spit-card(case: "gen-pl") }
    [zero] { $spit } { -spit-card(case: "nom-pl") }
    [one] { $spit } { -spit-card }
   *[other] { $spit } { -spit-card(case: "nom-pl") }
} · { $stock ->
    [0] { -stockpile(case: "nom-pl") } tukšas
    [zero] { $stock } kārtis { -stockpile(case: "loc-pl") }
    [one] { $stock } kārts { -stockpile(case: "loc-pl") }
   *[other] { $stock } kārtis { -stockpile(case: "loc-pl") }
}
spit-pile-unused = —
spit-pile-empty = (tukša)
spit-ready-heading = { $round }. raunds drīz sāksies
spit-status-play = 🟢 Spēlējiet! Abi reizē, cik ātri vien varat.
spit-status-ready = { $waiting ->
    [both] Sākam? Abiem jānospiež **{ -spit-call }**
    [you] Sākam? Nospied **{ -spit-call }**
   *[them] Gaidām, kad { $who } nospiedīs **{ -spit-call }**
}{ $when }
spit-status-stalled = ⏸️ Neviens nevar uzlikt kārti. { $waiting ->
    [both] Abiem jānospiež **{ -spit-call }**
    [you] Nospied **{ -spit-call }**
   *[them] Gaidām, kad { $who } nospiedīs **{ -spit-call }**
}{ $when }
spit-status-you-called = Tu nospiedi **{ -spit-call }** Gaidām, kad nospiedīs arī { $who }.
spit-phone-hint = 📱 Telefonā ērtāk spēlēt ar pogu **{ spit-button-panel }**.
spit-status-slap = ✋ Raunds beidzies! { -slap(case: "imperative-plural-title") } pa mazāko kaudzi{ $when }
spit-status-choose = ✋ Raunds beidzies! { $who } izvēlas kaudzi{ $when }
spit-both = abiem
spit-points = Punkti (līdz { $target }; mazāk ir labāk)
spit-points-value = { $first } **{ $a }** · { $second } **{ $b }**
spit-ready-hint = { $players ->
   *[alone] Lai sāktu, jānospiež **{ -spit-call }**
}

## Pogas

spit-button-spit = { -spit-call }
spit-button-slap = { -slap(case: "button") }
spit-button-take = Ņemt
spit-button-panel = { -my-cards }

## Varianti

spit-variant = { $stockpiles } { -stockpile(case: "nom-pl") } · { $slap ->
    [choose] kaudzi izvēlas tas, kurš beidz pirmais
   *[slap] { -slap } pa kaudzi
} · { $colours ->
    [alternating] jāmainās sarkanām un melnām kārtīm
   *[any] sarkanās un melnās jebkurā secībā
} · { $scoring ->
    [points] punkti līdz { $target }, mazāk ir labāk
   *[game] uzvar tas, kurš pirmais izspēlē visu
}

## Atteikumi

spit-refusal-not-your-cards = Ar šīm kārtīm spēlē { $other }: tavas ir { $colour ->
    [blue] zilās
   *[green] zaļās
}, tāpat kā { $mark } pie tava vārda.
reason-not-started = { $called ->
    [yes] Tu jau nospiedi **{ -spit-call }** Gaidām pretinieku.
   *[no] Raunds vēl nav sācies: lai sāktu, nospied **{ -spit-call }**
}
reason-nobody-can-play = { $has_spit_cards ->
    [yes] Neviens nevar uzlikt kārti: lai apgrieztu nākamo { -spit-card(case: "acc") }, nospied **{ -spit-call }**
   *[no] Neviens nevar uzlikt kārti: pretinieks apgriež savu nākamo { -spit-card(case: "acc") } (tev tādu vairs nav).
}
reason-round-is-over = { $choose ->
    [yes] Raunds ir beidzies: kaudzi izvēlas { $chooser }.
   *[no] Raunds ir beidzies: { -slap(case: "imperative") } pa vienu no { -spit-pile(case: "dat-pl") }.
}
reason-round-still-on = Raunds vēl nav beidzies: pa kaudzi { -slap(case: "infinitive") } vēl nevar.
reason-no-such-stockpile = Nav { $stock }. { -stockpile(case: "gen") }.
reason-empty-stockpile = Tava { $stock }. { -stockpile } ir tukša.
reason-face-down = Tavas { $stock }. { -stockpile(case: "gen") } augšējā kārts ir aizklāta: vispirms apgriez to.
reason-not-on-top = { $moved_to ->
    [none] Kārts { $card } nav tavas { $stock }. { -stockpile(case: "gen") } augšā.
   *[other] Tava kārts { $card } ir { $moved_to }. { -stockpile(case: "loc") }.
}
reason-pile-not-in-use = Šajā raundā tiek izmantota tikai { $pile ->
    [left] labā
   *[right] kreisā
} { -spit-pile }.
reason-same-colour = { $card } neder uz { $top }: šajā spēlē jāmainās sarkanām un melnām kārtīm.
reason-nothing-to-turn = { $stock }. { -stockpile(case: "loc") } nav kārts, ko apgriezt.
reason-already-face-up = { $stock }. { -stockpile(case: "gen") } augšējā kārts jau ir atklāta.
reason-same-stockpile = Izvēlies citu { -stockpile(case: "acc") }: kārti var pārvietot tikai uz tukšu vietu.
reason-space-not-empty = { $stock }. { -stockpile } nav tukša: kārtis var pārvietot tikai uz tukšu vietu.
reason-nothing-to-move = { $stock }. { -stockpile(case: "loc") } nav atklātas kārts, ko pārvietot.
reason-pointless-move = Pārliekot vienīgo kārti uz citu tukšu vietu, nekas nemainās.
reason-not-stalled = Spēle nav iestrēgusi: { $by } vēl var { $chore ->
    [turn] apgriezt aizklātu kārti.
    [move] pārvietot kārti uz tukšu vietu.
   *[play] uzlikt kārti.
}
reason-no-spit-cards = Tev vairs nav { -spit-card(case: "gen-pl") }: tagad tikai pretinieks apgriež savējās.
reason-already-called = Tu jau nospiedi **{ -spit-call }** Gaidām pretinieku.
reason-spit-cards-already-turned = Tu nospiedi **{ -spit-call }** par vēlu: kārtis, kuru dēļ to spiedi, jau ir apgrieztas. Vispirms apskati jaunās.
reason-not-your-choice = Šoreiz kaudzi izvēlas { $chooser }.
reason-slapped-first = { $by } paspēja { -slap(case: "infinitive") } ātrāk; { $took ->
    [left] tu ņem kreiso kaudzi.
    [right] tu ņem labo kaudzi.
   *[none] tu no vidus neko neņem.
}

## Noteikumi (/spit rules)

spit-rules = **Kā spēlēt { -spit }**
    • Katram no jums ir { $stockpiles } { -stockpile(case: "nom-pl") } (no 1 līdz { $stockpiles } kārtīm, augšējā kārts atklāta) un { -spit-card(case: "nom-pl") }, ko neredz neviens, pat ne tu.
    • Nospiediet **{ -spit-call }** reizē: katrs apgriež vienu { -spit-card(case: "acc") } vidū, un tā rodas divas { -spit-pile(case: "nom-pl") }.
    • Tad spēlējiet vienlaikus, cik ātri varat: { -stockpile(case: "gen") } augšējo kārti var uzlikt uz { -spit-pile(case: "gen") }, ja tā ir par vienu augstāka vai zemāka par tās augšējo kārti (dūzis (A) ir blakus gan kungam (K), gan divniekam; mastam nav nozīmes).
    • Tavas pogas ir tavas augšējās kārtis: viena rinda uz ⬅️ kreiso kaudzi, otra uz ➡️ labo.
    • Aizklātās kārtis apgriežas un tukšās vietas aizpildās pašas.
    • Neviens nevar uzlikt kārti? Vēlreiz nospied **{ -spit-call }** (ja nepaspēsi, pēc atpakaļskaitīšanas to izdarīs bots).
    • Kad kāds iztukšo savas { -stockpile(case: "acc-pl") }, raunds beidzas: { -slap(case: "imperative") } pa mazāko kaudzi! Kaudzi dabū tas, kura roka uz tās ir pirmā (apakšā); otrs spēlētājs ņem otru kaudzi. Tad katrs sajauc savas kārtis un izliek tās no jauna.
    • Ja tev ir { $layout } kārtis vai mazāk, tev nav { -spit-card(case: "gen-pl") }, un tiek izmantota tikai pretinieka { -spit-pile }. Ja tev nav { -spit-card(case: "gen-pl") } un tu iztukšo { -stockpile(case: "acc-pl") } ātrāk par pretinieku, tu uzvari.
    • Gandrīz vienlaicīgus klikšķus sakārto tādā secībā, kādā tos saņēma Discord.
spit-rules-variant = **Šajā spēlē:** { spit-variant }
spit-rules-four = • Četras { -stockpile(case: "nom-pl") } (no 1 līdz 4 kārtīm).
spit-rules-choose = • Bez { -slap(case: "gen") }: kaudzi izvēlas tas, kurš iztukšoja { -stockpile(case: "acc-pl") } (vai kuram palicis mazāk kāršu).
spit-rules-alternating = • Jāmainās sarkanām un melnām kārtīm: sarkana uz melnas, melna uz sarkanas.
spit-rules-points = • Punkti: katra kārts, kas raunda beigās tev vēl palikusi, ir punkts pret tevi. Kad kāds sasniedz { $target }, uzvar tas, kuram punktu ir mazāk.
