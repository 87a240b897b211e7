### Spit: stůl, tlačítka, odmítnutí a pravidla. Čeština.

## The game's name, and its words the shared catalogs use

-spit = Spit
spit-name = { -spit }
spit-series-rule = Každá karta, která hráči na konci kola zbude, je bod; vyhrává nižší skóre.
opt-stockpiles = sloupky
opt-stockpiles-desc = Spit: 5 sloupků, nebo 4 pro rychlejší rozložení
opt-slap = plácání
opt-slap-desc = Spit: plácnout na menší hromádku, nebo ji vybírá vítěz kola
opt-colours = barvy
opt-colours-desc = Spit: na barvě nezáleží, nebo červená na černou a černá na červenou
choice-game-spit = Spit
choice-stockpiles-5 = 5 sloupků
choice-stockpiles-4 = 4 sloupky
choice-slap-slap = plácání
choice-slap-choose = hromádku vybírá vítěz kola
choice-colours-any = na barvě nezáleží
choice-colours-alternating = střídání červené a černé
spit-countdown = · { $kind ->
    [ready] jinak se začne automaticky
    [stall] jinak to udělá bot
    [slap] jinak si každý vezme { -pile(case: "accusative") } na své straně
   *[choose] jinak bot vybere menší { -pile(case: "accusative") }
}: { $time }
spit-note-time-ran-out = { $kind ->
    [ready] { $seats }: čas vypršel, hraje se bez dalšího čekání.
    [stall] { $seats }: odpočet skončil, kartu z { -deck(case: "genitive") } otočil bot.
    [slap] Nikdo neplácl: každý si bere { -pile(case: "accusative") } na své straně.
   *[choose] Čas vypršel: bot vybral menší { -pile(case: "accusative") }.
}

## Terms (see docs/glossary/cs.md; the piles in the middle are -pile in common.ftl)

-spit-call = Spit!
# A player's own pile in front of them (1 to 5 cards).
-stockpile = { $case ->
    [genitive] sloupku
    [dative] sloupku
    [accusative] sloupek
    [locative] sloupku
    [instrumental] sloupkem
    [plural] sloupky
    [genitive-plural] sloupků
    [locative-plural] sloupcích
    [title] Sloupek
   *[nominative] sloupek
}
# The spit cards: a player's face-down stack nobody sees.
-deck = { $case ->
    [genitive] balíčku
    [locative] balíčku
    [instrumental] balíčkem
   *[nominative] balíček
}
-slap = { $form ->
    [button] Plácnout
    [imperative] plácni
    [imperative-plural-title] Plácněte
    [infinitive] plácnout
   *[noun] plácání
}

## The board

spit-title = { -spit } · { $round }. kolo
spit-title-closed = { -spit } · { $round }. kolo (skončilo)
spit-closed = { $first } vs. { $second }: toto kolo skončilo; aktuální stůl je níže.
spit-player = **{ $name }** · { $spit ->
    [0] prázdný { -deck }
    [one] { $spit } karta v { -deck(case: "locative") }
    [few] { $spit } karty v { -deck(case: "locative") }
   *[other] { $spit } karet v { -deck(case: "locative") }
} · { $stock ->
    [0] prázdné { -stockpile(case: "plural") }
    [one] { $stock } karta na { -stockpile(case: "locative-plural") }
    [few] { $stock } karty na { -stockpile(case: "locative-plural") }
   *[other] { $stock } karet na { -stockpile(case: "locative-plural") }
}
spit-pile-unused = —
spit-pile-empty = (prázdná)
spit-ready-heading = { $round }. kolo: připravte se
spit-status-play = 🟢 Hrajte! Oba naráz, co nejrychleji.
spit-status-ready = { $waiting ->
    [both] Můžeme? Stiskněte oba **{ -spit-call }**
    [you] Můžeme? Stiskni **{ -spit-call }**
   *[them] Čeká se, až { $who } stiskne **{ -spit-call }**
}{ $when }
spit-status-stalled = ⏸️ Nikdo nemůže hrát. { $waiting ->
    [both] Stiskněte oba **{ -spit-call }**
    [you] Stiskni **{ -spit-call }**
   *[them] Čeká se, až { $who } stiskne **{ -spit-call }**
}{ $when }
spit-status-you-called = Tlačítko **{ -spit-call }** máš stisknuté. Teď se čeká, až ho stiskne { $who }.
spit-phone-hint = 📱 Na mobilu se líp hraje přes **{ spit-button-panel }**.
spit-status-slap = ✋ Konec kola! { -slap(form: "imperative-plural-title") } na menší { -pile(case: "accusative") }{ $when }
spit-status-choose = ✋ Konec kola! { $who } si vybírá { -pile(case: "accusative") }{ $when }
spit-both = oba
spit-points = Body (do { $target }, vyhrává méně bodů)
spit-points-value = { $first } **{ $a }** · { $second } **{ $b }**
spit-ready-hint = { $players ->
    [both] Jakmile budete chtít začít, stiskněte oba **{ -spit-call }**
   *[alone] Jakmile budeš chtít začít, stiskni **{ -spit-call }**
}

## Buttons

spit-button-spit = { -spit-call }
spit-button-slap = { -slap(form: "button") }
spit-button-take = Vzít
spit-button-panel = { -my-cards }

## Variants

spit-variant = { $stockpiles ->
    [one] { $stockpiles } { -stockpile }
    [few] { $stockpiles } { -stockpile(case: "plural") }
   *[other] { $stockpiles } { -stockpile(case: "genitive-plural") }
} · { $slap ->
    [choose] { -pile(case: "accusative") } vybírá vítěz kola
   *[slap] { -slap }
} · { $colours ->
    [alternating] střídání červené a černé
   *[any] na barvě nezáleží
} · { $scoring ->
    [points] na body do { $target }, vyhrává méně bodů
   *[game] vyhrává, kdo se první zbaví karet
}

## Refusals

spit-refusal-not-your-cards = S těmito kartami hraje { $other }: tvoje jsou ty { $colour ->
    [blue] modré
   *[green] zelené
}, jako značka { $mark } u tvého jména.
reason-not-started = { $called ->
    [yes] Teď se čeká na soupeře: tlačítko **{ -spit-call }** máš stisknuté.
   *[no] Kolo ještě nezačalo: jakmile budeš chtít hrát, stiskni **{ -spit-call }**
}
reason-nobody-can-play = { $has_spit_cards ->
    [yes] Nikdo nemůže hrát: stiskni **{ -spit-call }** a otočíš další kartu z { -deck(case: "genitive") }.
   *[no] Nikdo nemůže hrát: soupeř otočí další kartu ze svého { -deck(case: "genitive") } (tvůj { -deck } je prázdný).
}
reason-round-is-over = { $choose ->
    [yes] Kolo skončilo: { -pile(case: "accusative") } si vybírá { $chooser }.
   *[no] Kolo skončilo: { -slap(form: "imperative") } na jednu z { -pile(case: "genitive-plural") }.
}
reason-round-still-on = Kolo ještě běží: zatím není na co { -slap(form: "infinitive") }.
reason-no-such-stockpile = { -stockpile(case: "title") } { $stock } neexistuje.
reason-empty-stockpile = Tvůj { -stockpile } { $stock } je prázdný.
reason-face-down = Vrchní karta na tvém { -stockpile(case: "locative") } { $stock } je lícem dolů: nejdřív ji otoč.
reason-not-on-top = { $moved_to ->
    [none] Karta { $card } není navrchu tvého { -stockpile(case: "genitive") } { $stock }.
   *[other] Tvoje karta { $card } leží na { -stockpile(case: "locative") } { $moved_to }.
}
reason-pile-not-in-use = V tomto kole se hraje jen na { $pile ->
    [left] pravou
   *[right] levou
} { -pile(case: "accusative") }.
reason-same-colour = { $card } nejde dát na { $top }: v tomto zápase se musí střídat červená a černá.
reason-nothing-to-turn = Na { -stockpile(case: "locative") } { $stock } není žádná karta k otočení.
reason-already-face-up = Vrchní karta na { -stockpile(case: "locative") } { $stock } už je lícem nahoru.
reason-same-stockpile = Vyber jiný { -stockpile(case: "accusative") }: karta se přesouvá na prázdné místo.
reason-space-not-empty = { -stockpile(case: "title") } { $stock } není prázdný: karty se přesouvají jen na prázdné místo.
reason-nothing-to-move = Na { -stockpile(case: "locative") } { $stock } není žádná karta lícem nahoru, kterou by šlo přesunout.
reason-pointless-move = Přesunout jedinou kartu ze sloupku na jiné prázdné místo nic nezmění.
reason-not-stalled = Ještě se dá hrát: { $by } může { $chore ->
    [turn] otočit kartu, která leží lícem dolů.
    [move] přesunout kartu na prázdné místo.
   *[play] zahrát kartu.
}
reason-no-spit-cards = Tvůj { -deck } je prázdný: karty otáčí už jen soupeř.
reason-already-called = Teď se čeká na soupeře: tlačítko **{ -spit-call }** už máš stisknuté.
reason-spit-cards-already-turned = Stisk tlačítka **{ -spit-call }** přišel pozdě: karty, kterých se týkal, už jsou otočené. Podívej se nejdřív na nové.
reason-not-your-choice = Tentokrát { -pile(case: "accusative") } vybírá { $chooser }.
reason-slapped-first = { $by } je rychlejší: { $took ->
    [left] bereš si levou { -pile(case: "accusative") }.
    [right] bereš si pravou { -pile(case: "accusative") }.
   *[none] z hromádek uprostřed si nebereš nic.
}

## The rules (/spit rules)

spit-rules = **Jak se hraje { -spit }**
    • Každý z vás má { $stockpiles ->
        [one] { $stockpiles } { -stockpile }
        [few] { $stockpiles } { -stockpile(case: "plural") }
       *[other] { $stockpiles } { -stockpile(case: "genitive-plural") }
    } (1 až { $stockpiles } { $stockpiles ->
        [one] karta
        [few] karty
       *[other] karet
    }, vrchní karta lícem nahoru) a { -deck } karet, které nikdo nevidí, ani ty.
    • Stiskněte oba naráz **{ -spit-call }** Každý otočí kartu ze svého { -deck(case: "genitive") } doprostřed a vzniknou dvě { -pile(case: "plural") }.
    • Pak hrajete oba naráz, co nejrychleji: vrchní kartu ze { -stockpile(case: "genitive") } můžeš dát na { -pile(case: "accusative") }, je-li o jednu vyšší nebo nižší než karta navrchu (eso sousedí s králem i s dvojkou; na barvě nezáleží).
    • Tvoje tlačítka jsou tvoje vrchní karty: jedna řada na ⬅️ levou { -pile(case: "accusative") }, druhá na ➡️ pravou.
    • Karty lícem dolů se otáčejí samy a prázdná místa se zaplňují sama.
    • Nikdo nemůže hrát? Stiskni znovu **{ -spit-call }** (po odpočtu se to stane samo).
    • Jakmile někdo vyprázdní své { -stockpile(case: "plural") }, kolo končí: { -slap(form: "imperative") } na menší { -pile(case: "accusative") }! Čí ruka je na { -pile(case: "locative") } první, ten si ji bere, druhý hráč bere tu druhou. Pak si každý své karty zamíchá a znovu je vyloží.
    • Když máš { $layout } karet nebo méně, nemáš { -deck } a hraje se jen na soupeřovu { -pile(case: "accusative") }. Pokud se pak jako první zbavíš všech karet, vyhráváš.
    • Stisky, které dorazí skoro současně, se seřadí podle toho, kdy je přijal Discord.
spit-rules-variant = **Tento zápas:** { spit-variant }
spit-rules-four = • Čtyři { -stockpile(case: "plural") } (1 až 4 karty).
spit-rules-choose = • Bez { -slap }: { -pile(case: "accusative") } si vybere vítěz kola (kdo první vyprázdnil { -stockpile(case: "plural") }, případně komu zbylo méně karet).
spit-rules-alternating = • Střídá se červená a černá: červená karta na černou, černá na červenou.
spit-rules-points = • Body: každá karta, která ti na konci kola zbude, je bod proti tobě. Jakmile má někdo aspoň { $target } { $target ->
    [one] bod
    [few] body
   *[other] bodů
}, vyhrává nižší skóre.
