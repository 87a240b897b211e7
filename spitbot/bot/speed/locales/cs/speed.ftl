### Speed: veřejný stůl, karty v ruce, odmítnutí a pravidla. Čeština.

## The game's name, and its words the shared catalogs use

-speed = Speed
speed-name = { -speed }
outcome-blocked = Už nikdo nemůže hrát a { $winner } má méně zbylých karet.
outcome-blocked-draw = Už nikdo nemůže hrát a oběma zbyl stejný počet karet.
speed-reason-stale-round = Tyhle karty jsou z rozdání { $board_round }; hraje se už { $round }. rozdání.
speed-series-round = Rozdání
speed-series-rule = V každém rozdání získá vítěz bod za každou kartu, kterou soupeř ještě nezahrál (v ruce i v dobíracím balíčku); vyhrává, kdo první dosáhne cíle.
speed-picture-series-alt = { $first } vs. { $second }: průběžné skóre po každém rozdání a cíl { $target }.
opt-side-piles = boční-hromádky
opt-side-piles-desc = Speed: boční hromádky po 10, nebo po 5 a každý hráč 20 karet
choice-game-speed = Speed
choice-side-piles-10 = boční hromádky po 10
choice-side-piles-5 = boční hromádky po 5
speed-countdown = · { $kind ->
    [ready] jinak se začne automaticky
   *[flip] jinak to udělá bot
}: { $time }
speed-note-time-ran-out = { $kind ->
    [ready] { $seats }: čas vypršel, hraje se bez dalšího čekání.
   *[flip] { $seats }: odpočet skončil, tlačítko **{ -flip-call }** stiskl bot.
}

### Hráče oslovujeme „ty“ (soukromé odpovědi, karty v ruce), oba hráče na stole „vy“ (Hrajte!, Stiskněte…).

## Terms (see docs/glossary/cs.md; -pile, a pile in the middle, is in common.ftl)

# The call and its button: an infinitive used as a shout («Otočit!»), as Spit's is «Spit!».
-flip-call = Otočit!
# The five cards a player holds: «karty v ruce», «z ruky».
-hand = { $case ->
    [genitive] ruky
    [accusative] ruku
    [locative] ruce
   *[nominative] ruka
}
# A player's own face-down stock: Prší's «dobírací balíček».
-draw-pile = { $case ->
    [genitive] dobíracího balíčku
    [locative] dobíracím balíčku
    [instrumental] dobíracím balíčkem
   *[nominative] dobírací balíček
}
# The face-down piles at either end: the same «hromádka» as in the middle.
-side-pile = { $case ->
    [genitive] boční { -pile(case: "genitive") }
    [accusative] boční { -pile(case: "accusative") }
    [plural] boční { -pile(case: "plural") }
    [plural-title] Boční { -pile(case: "plural") }
    [genitive-plural] bočních { -pile(case: "genitive-plural") }
    [locative-plural] bočních { -pile(case: "locative-plural") }
   *[nominative] boční { -pile }
}
# The two piles played onto: «hromádka»; «hromádka uprostřed» where a side pile is also named.
-centre-pile = { $case ->
    [accusative] { -pile(case: "accusative") } uprostřed
    [plural] { -pile(case: "plural") } uprostřed
   *[nominative] { -pile } uprostřed
}
# One deal of Speed (Spit has rounds): rozdání, the same in every case we use.
-deal = rozdání

## The public board

speed-title = { -speed } · { $round }. { -deal }
speed-title-closed = { -speed } · { $round }. { -deal } (skončilo)
speed-closed = { $first } vs. { $second }: toto { -deal } skončilo; aktuální stůl je níže.
speed-player = **{ $name }** · { $hand ->
    [0] žádná karta
    [one] { $hand }
    [few] { $hand }
   *[other] { $hand }
} v { -hand(case: "locative") } · { $draw ->
    [0] prázdný { -draw-pile }
    [one] { $draw } k dobrání
    [few] { $draw } k dobrání
   *[other] { $draw } k dobrání
}
speed-sides = Karty v { -side-pile(case: "locative-plural") }: { $left } · { $right }
speed-ready-heading = { $round }. { -deal }: připravte se
speed-status-ready = { $waiting ->
    [both] Můžeme? Otevřete si **{ speed-button-hand }** a tam stiskněte **{ -flip-call }**
   *[them] Čeká se, až { $who } stiskne **{ -flip-call }**
}{ $when }
speed-status-play = 🟢 Hrajte! Otevřete si **{ speed-button-hand }**: každá karta se zahraje jedním stiskem.
speed-status-stuck = ⏸️ Nikdo nemůže hrát. { $waiting ->
    [both] Stiskněte **{ -flip-call }** pod svými kartami
   *[them] Čeká se, až { $who } stiskne **{ -flip-call }**
}{ $when }
speed-status-you-flipped = Tlačítko **{ -flip-call }** máš stisknuté. Teď se čeká, až ho stiskne { $who }.
speed-status-rebuild = { -side-pile(case: "plural-title") } jsou prázdné: při dalším otočení se { -centre-pile(case: "plural") } zamíchají a vzniknou z nich nové.
speed-both = oba
speed-points = Body (do { $target })
speed-points-value = { $first } **{ $a }** · { $second } **{ $b }**
speed-summary = { $rounds ->
    [one] { $rounds } odehrané { -deal }
    [few] { $rounds } odehraná { -deal }
   *[other] { $rounds } odehraných { -deal }
} · zbylé karty { $first }:{ $second }
speed-ready-hint = { $players ->
    [both] Otevřete si **{ speed-button-hand }**. Jakmile budete chtít začít, stiskněte oba **{ -flip-call }**
   *[alone] Otevři si **{ speed-button-hand }**. Jakmile budeš chtít začít, stiskni **{ -flip-call }**
}

## Buttons

speed-button-hand = { -my-cards }
speed-button-flip = { -flip-call }

## A player's hand (private)

speed-hand-ready = { $waiting ->
    [you] Můžeme? Stiskni **{ -flip-call }** Karty uprostřed se otočí, až to uděláte oba
    [both] Můžeme? Stiskni **{ -flip-call }** Karty uprostřed se otočí, až to uděláte oba
   *[them] Čeká se, až { $who } stiskne **{ -flip-call }**
}{ $when }
speed-hand-play = Stiskni kartu a zahraješ ji na { -pile(case: "accusative") }, kam ukazuje její šipka.
speed-hand-stuck = Nikdo nemůže hrát. { $waiting ->
    [them] Čeká se, až { $who } stiskne **{ -flip-call }**
   *[you] Stiskni **{ -flip-call }**
}{ $when }
speed-hand-over = Zápas skončil.
speed-hand-empty = V { -hand(case: "locative") } už nemáš žádnou kartu.

## Variants

speed-variant = { $side_piles ->
    [5] { -side-pile(case: "plural") } po 5, každý hráč má 20 karet
   *[10] { -side-pile(case: "plural") } po 10, každý hráč má 15 karet
} · { $scoring ->
    [points] na body do { $target }, vyhrává víc bodů
   *[game] vyhrává, kdo se první zbaví karet
}

## Refusals

reason-not-in-hand = Tvoje karta { $card } už není v { -hand(case: "locative") }.
reason-middle-face-down = { $called ->
    [yes] Karty uprostřed se otočí, jakmile i soupeř stiskne **{ -flip-call }**
   *[no] Karty uprostřed jsou ještě lícem dolů: jakmile budeš chtít začít, stiskni **{ -flip-call }**
}
reason-all-stuck = { $called ->
    [yes] Teď se čeká na soupeře: tlačítko **{ -flip-call }** máš stisknuté.
   *[no] Nikdo nemůže hrát: karty z { -side-pile(case: "genitive-plural") } otočíš tlačítkem **{ -flip-call }**
}
reason-not-stuck = Ještě se dá hrát: { $by } může zahrát kartu.
reason-already-flipped = Teď se čeká na soupeře: tlačítko **{ -flip-call }** už máš stisknuté.
reason-cards-already-flipped = Stisk tlačítka **{ -flip-call }** přišel pozdě: karty, kterých se týkal, už jsou otočené. Podívej se nejdřív na nové.

## The rules (/spit rules game: Speed)

speed-rules = **Jak se hraje { -speed }**
    • Každý z vás má v { -hand(case: "locative") } pět karet, které nikdo jiný nevidí, a svůj { -draw-pile }. Na obou koncích stolu leží lícem dolů dvě { -side-pile(case: "plural") } a uprostřed dvě karty.
    • Jakmile budete chtít začít, stiskněte oba **{ -flip-call }** Karty uprostřed se otočí lícem nahoru a vzniknou z nich dvě { -pile(case: "plural") }.
    • Pak hrajete oba naráz, co nejrychleji: kartu z { -hand(case: "genitive") } můžeš dát na { -pile(case: "accusative") }, je-li o jednu vyšší nebo nižší než karta navrchu (eso sousedí s králem i s dvojkou; na barvě nezáleží). Karty v { -hand(case: "locative") } se ti hned doplní z { -draw-pile(case: "genitive") } zpátky na pět.
    • Tvoje karty vidíš jen ty: na stole stiskni **{ speed-button-hand }**. Každá karta má tlačítko na ⬅️ levou { -pile(case: "accusative") } a tlačítko na ➡️ pravou.
    • Nikdo nemůže hrát? Stiskněte oba **{ -flip-call }** (po odpočtu se to stane samo): z každé { -side-pile(case: "genitive") } se otočí vrchní karta na { -pile(case: "accusative") } vedle ní. Když { -side-pile(case: "plural") } dojdou, { -centre-pile(case: "plural") } se zamíchají a vzniknou z nich nové.
    • Vyhrává, kdo první zahraje všechny karty z { -hand(case: "genitive") } i z { -draw-pile(case: "genitive") }.
    • Stisky, které dorazí skoro současně, se seřadí podle toho, kdy je přijal Discord.
speed-rules-variant = **Tento zápas:** { speed-variant }
speed-rules-points = • Body: vítěz každého { -deal } získá bod za každou kartu, kterou soupeř ještě nezahrál (v { -hand(case: "locative") } i v { -draw-pile(case: "locative") }). Vyhrává, kdo jako první získá { $target } { $target ->
    [one] bod
    [few] body
   *[other] bodů
}.
