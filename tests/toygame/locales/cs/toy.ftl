### Závod (Race, testovací hra, tests/toygame/RULES.md): stůl, odmítnutí a pravidla. Čeština.

## The game's name, and its words the shared catalogs use

-toy = Závod
toy-name = { -toy }
choice-game-toy = { -toy }
opt-cards = karty
opt-cards-desc = Závod: kolik karet dostane každý hráč
choice-cards-8 = každý 8 karet
choice-cards-12 = každý 12 karet
toy-countdown = · { $kind ->
    [ready] jinak se začne automaticky
   *[turn] jinak se otočí karta z rezervy
}: { $time }
toy-note-time-ran-out = { $kind ->
    [ready] { $seats }: čas vypršel, hraje se bez dalšího čekání.
   *[turn] Nikdo nemohl hrát: z rezervy se otočila nová karta.
}
toy-reason-already-played = Tvoje karta { $card } už leží na hromádce.
outcome-stalemate = Už nikdo nemůže hrát a { $winner } má méně zbylých karet.
outcome-stalemate-draw = Už nikdo nemůže hrát a oběma zbyl stejný počet karet.

## Stůl (oba hráče oslovuje „vy“, odmítnutí jednoho hráče „ty“)

toy-title = { -toy }
toy-ready-heading = Připravte se: hromádka je zatím lícem dolů
toy-counts = Hromádka: { $pile ->
    [one] { $pile } karta
    [few] { $pile } karty
   *[other] { $pile } karet
} · rezerva: { $reserve ->
    [one] { $reserve } karta
    [few] { $reserve } karty
   *[other] { $reserve } karet
}
toy-status-ready = { $waiting ->
    [both] Můžeme? Stiskněte oba **{ toy-button-go }**
    [you] Můžeme? Stiskni **{ toy-button-go }**
   *[them] Čeká se, až { $who } stiskne **{ toy-button-go }**
}{ $when }
toy-status-you-called = Tlačítko **{ toy-button-go }** máš stisknuté. Teď se čeká, až ho stiskne { $who }.
toy-status-play = 🟢 Hrajte! Na hromádku patří karta o stupeň vyšší nebo nižší.
toy-status-stuck = ⏸️ Nikdo nemůže hrát{ $when }
toy-last-played = { $name } zahrává { $card }
toy-last-turned = { $reshuffled ->
    [yes] Hromádka se zamíchala do nové rezervy a z ní se otočila karta.
   *[no] Z rezervy se otočila nová karta.
}
toy-player = **{ $name }** · { $draw ->
    [0] nic k dobrání
    [one] { $draw } karta k dobrání
    [few] { $draw } karty k dobrání
   *[other] { $draw } karet k dobrání
}
toy-button-go = Start!
toy-summary = Zbylé karty { $first }:{ $second }
toy-ready-hint = { $players ->
    [both] Jakmile budete chtít začít, stiskněte oba **{ toy-button-go }**
   *[alone] Jakmile budeš chtít začít, stiskni **{ toy-button-go }**
}
toy-closed = { $first } vs. { $second }: tento stůl skončil; aktuální stůl je níže.
toy-variant = každý { $cards } karet

## Odmítnutí

toy-refusal-not-your-hand = S těmito kartami hraje { $other }: tvoje jsou ty se značkou { $mark } u tvého jména.
reason-pile-face-down = { $called ->
    [yes] Čeká se na soupeře: **{ toy-button-go }** už máš stisknuté.
   *[no] Hromádka je ještě lícem dolů: jakmile budeš chtít začít, stiskni **{ toy-button-go }**
}
reason-already-started = Hra už běží: **{ toy-button-go }** už není potřeba.
reason-not-your-card = Kartu { $card } už nemáš v ruce.

## Pravidla (/spit rules game: Závod)

toy-rules = **Jak se hraje { -toy }**
    • Každý dostane pár karet: čtyři leží lícem nahoru před tebou (tvoje ruka), zbytek lícem dolů (tvůj dobírací balíček). Ostatní karty jsou rezerva.
    • Jakmile jste oba připraveni, stiskněte **{ toy-button-go }**: horní karta rezervy se otočí a založí hromádku.
    • Pak hrajete naráz: karta z ruky jde na hromádku, když je o stupeň vyšší nebo nižší než karta nahoře (eso sousedí s králem i s dvojkou; na barvě nezáleží). Ruka se hned doplní z tvého dobíracího balíčku.
    • Nikdo nemůže hrát? Po krátkém odpočtu se otočí karta z rezervy.
    • Vyhrává, kdo první zahraje všechny své karty.
toy-rules-variant = **Tento zápas:** { $variant }
