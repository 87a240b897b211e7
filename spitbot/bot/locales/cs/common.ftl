### SpitBot: co mají všechny hry společné. Čeština.
### Slovník herních pojmů: docs/glossary/cs.md.
### Hráče oslovujeme „ty“ (soukromé odpovědi), oba hráče na stole „vy“ (Hrajte!, Stiskněte…).
### Minulý čas u jmen hráčů nepoužíváme (vzdal/vzdala): jméno nesklonujeme a rod neznáme.

## Terms

-spitbot = SpitBot

# A pile in the middle: Spit's spit pile, Speed's centre pile.
-pile = { $case ->
    [genitive] hromádky
    [dative] hromádce
    [accusative] hromádku
    [locative] hromádce
    [instrumental] hromádkou
    [plural] hromádky
    [genitive-plural] hromádek
    [locative-plural] hromádkách
   *[nominative] hromádka
}
# The button that opens a player's own private panel: Spit's "My cards" and Speed's
# "Show my hand" are the same two words in Czech («Moje karty»), so both buttons take
# them from here (a label spelt in one button's message would read as the other's).
-my-cards = Moje karty

## Cards: the picture cards' letters (the numbers are written as they are)

rank-jack = J
rank-queen = Q
rank-king = K
rank-ace = A

## Games, difficulties and languages, as players pick them

# Said of the bot: SpitBot (lehký).
difficulty = { $level ->
    [easy] lehký
    [hard] těžký
   *[normal] normální
}

## Challenges

challenge-text =
    🃏 <@{ $invitee }>, **{ $challenger }** tě vyzývá na hru { $game_name }!
    Varianta: { $variant }
    Výzva vyprší: { $expires }
challenge-accept = Přijmout
challenge-decline = Odmítnout
challenge-accepted = ✅ { $invitee } výzvu přijímá! { $challenger } vs. { $invitee }: hrací stůl je níže.
challenge-declined = ❌ { $name } výzvu odmítá.
challenge-withdrawn = ❌ { $name } výzvu ruší.
challenge-expired = ⌛ Výzva vypršela ({ $challenger } vs. { $invitee }).
practice-started = 🤖 Trénink proti botovi { -spitbot } ({ difficulty }): hrací stůl je níže.
bot-name = { -spitbot } ({ difficulty })

## Resigning and rematches

resign = Vzdát se
resign-ask = Opravdu se vzdát? Vyhraje { $other }.
resign-yes = Ano, vzdát se
resign-no = Hrát dál
resign-kept = Hraje se dál! 🃏
resign-done = Vzdáno. GG!
rematch = Odveta
rematch-votes = { rematch } ({ $votes }/{ $needed })
rematch-ended = Nabídka odvety už neplatí. Nový zápas spustí příkaz `{ $challenge }`.

## The end of a match

outcome-all-cards = Zahráno do poslední karty!
outcome-points-lowest = Na body { $mine }:{ $theirs } (rozhoduje nižší skóre).
outcome-points-highest = Na body { $mine }:{ $theirs }.
outcome-draw = Na body nerozhodně { $first }:{ $second }.
outcome-resigned = { $loser } se vzdává.
outcome-idle = { $loser } je neaktivní.
outcome-stopped = Zápas byl zastaven.
summary-rounds = { $rounds ->
    [one] { $rounds } odehrané kolo
    [few] { $rounds } odehraná kola
   *[other] { $rounds } odehraných kol
} · zbylé karty { $first }:{ $second }
summary-points = { $shown ->
    [all] Body po kolech: { $list }
   *[last] Body v posledních { $count } kolech z { $rounds }: { $list }
}
# A score between the two players, as Czech writes it: 12:40.
score-pair = { $first }:{ $second }
summary-rematch = Ještě jednu? Stiskněte oba **{ rematch }**.
board-saving-late = ⚠️ Databáze neodpovídá: výsledky si pamatujeme a uložíme je, jakmile zase poběží.
board-replaced = { $first } vs. { $second }: tento stůl byl nahrazen novějším; aktuální stůl je níže.

## Messages in the channel

match-parked = ⚠️ Zápas { $first } vs. { $second } narazil na chybu a byl zastaven. Omlouváme se! Nikomu se nic nezapočítává.
match-not-restored = ⚠️ Zápas v tomto kanálu se po restartu nepodařilo obnovit, a tak byl zastaven. Omlouváme se! Nikomu se nic nezapočítává.
match-abandoned = ⚠️ Zápas { $first } vs. { $second } byl zrušen: { $why } Nikomu se nic nezapočítává.

## Why something was refused: the runtime's reasons

reason-not-in-match = Tohle je zápas { $first } vs. { $second }: hrát v něm můžou jen oni.
reason-match-over = Tento zápas už skončil.
reason-match-parked = Tento zápas byl po chybě zastaven.
reason-match-stopped = Bot se restartuje; zápas bude pokračovat, jakmile bot zase naběhne.
reason-channel-busy = V tomhle kanálu už běží jiný zápas; zkus jiný kanál.
reason-player-busy = { $name } už hraje jiný zápas.
reason-no-such-challenge = Tahle výzva už vypršela, nebo je vyřízená.

## Why something was refused: shared by the games

reason-not-a-player = V tomto zápase můžou hrát jen jeho dva hráči.
reason-game-is-over = Hra skončila.
reason-stale-round = Tohle tlačítko patřilo ke kolu { $board_round }; teď se hraje už { $round }. kolo.
reason-no-such-pile = Uprostřed jsou jen dvě { -pile(case: "plural") }.
reason-empty-pile = { $pile ->
    [left] Levá
   *[right] Pravá
} { -pile } je prázdná: nedá se na ni nic zahrát.
reason-does-not-fit = { $card } nejde dát na { $top }.
reason-already-played = Karta { $card } už leží na { $pile ->
    [left] levé
   *[right] pravé
} { -pile(case: "locative") }.
reason-landed-first = { $by } je rychlejší s kartou { $card }; tvoji kartu { $yours } už tam dát nejde.

## Why something was refused: the bot's own checks

refusal-dm = Hraje se v kanálech serveru: použij `{ $spit }` tam, ne v přímé zprávě.
refusal-channel-not-allowed = Na tomto serveru se hraje jen v těchto kanálech: { $channels }.
refusal-missing-permission = Tady hru spustit nemůžu: potřebuji v tomto kanálu oprávnění **{ permission }**. Může mi ho dát správce serveru.
refusal-option-other-game = `{ $option }` patří ke hře { $owner }, ne ke hře { $game_name }.
refusal-target-needs-points = `{ $target }` platí jen pro sérii na body: přidej `{ $points }`.
refusal-settings-need-manage = Měnit nastavení bota { -spitbot } může jen někdo s oprávněním Spravovat server.
refusal-remove-here-everywhere = Hrát se dá ve všech kanálech: nejdřív použij `{ $only_here }`.
refusal-match-gone = Tento zápas skončil nebo už neexistuje.
refusal-match-still-going = Tento zápas pořád běží.
refusal-match-already-over = Tento zápas už skončil.
refusal-only-invitee = Na tuhle výzvu může odpovědět jen { $invitee }.
refusal-challenge-yourself = Sebe vyzvat nemůžeš. Zkus `{ $practice }` proti botovi!
refusal-challenge-bot = { $name } je bot. S botem { -spitbot } si zahraješ přes `{ $practice }`.
refusal-not-in-match = Teď nehraješ žádný zápas.
refusal-unknown-button = Tohle tlačítko { -spitbot } nezná, takže se nic nestalo.
refusal-old-board = Tohle tlačítko patří ke staršímu stolu; hraje se na tom nejnovějším v kanálu.
refusal-no-series = V tomto kanálu se zatím nehrála žádná série na body.
refusal-bad-option = Tahle možnost tu neplatí.
refusal-no-hand = Karty v ruce mají v tomto zápase jen jeho dva hráči.
apology = Promiň, u nás se něco pokazilo. Chybu jsme zaznamenali; zkus to prosím znovu.

# Discord's own Czech names of the permissions.
permission = { $permission ->
    [view_channel] Zobrazit kanál
    [send_messages_in_threads] Odesílat zprávy ve vláknech
    [create_public_threads] Vytvářet veřejná vlákna
    [embed_links] Vkládat odkazy
   *[send_messages] Odesílat zprávy
}

## Notes on a board: what just happened

note-time-ran-out = { $seats }: čas vypršel, hraje se bez dalšího čekání.
note-resigned = { $seat } se vzdává.
note-went-idle = { $seat } je neaktivní.

## A match paused: nobody loses on time while the bot is cut off from Discord

board-paused = ⏸️ Pozastaveno: { -spitbot } ztratil spojení s Discordem. Do jeho návratu nikomu neběží čas.
note-paused = Pozastaveno, dokud byl { -spitbot } bez spojení s Discordem: odpočty běží znovu od začátku.

## The centre piles, on every game's board and panels

pile-cards = { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
}
pile-not-used = nepoužívá se
pile-sizes = Levá hromádka: { $left } · pravá hromádka: { $right }
board-refusal = ⚠️ { $name }: { $reason }
last-played = { $name } zahrává { $card } na { $pile ->
    [left] levou
   *[right] pravou
} hromádku
last-turned = { $piles ->
    [both] Na obě hromádky se otočily nové karty.
    [left] Na levou hromádku se otočila nová karta.
   *[right] Na pravou hromádku se otočila nová karta.
}

## Odpočet na stole: co se stane, až doběhne, a kdy ($when na stole). Čas
## («za 5 sekund») píše Discord v jazyce čtenářova klienta, který nemusí být
## čeština: proto stojí sám za dvojtečkou.

countdown = · jinak se začne automaticky: { $time }

## Settings

settings-title = **Nastavení bota { -spitbot } na tomto serveru**
settings-variant = • Výchozí varianta hry { $game_name }: { $variant }
settings-window = • Časové okno pro souběžné stisky: { $ms } ms
settings-channels = • Kanály pro hru: { $where }
settings-every-channel = všechny kanály
settings-language = • Jazyk: { $language_name }
settings-language-auto = • Jazyk: { $language_name } (jazyk serveru na Discordu; změníš ho příkazem `{ $setting }`)

## Stats, leaderboards and series

stats-title = { $name } – bilance ve hře { $game_name }
stats-record = Výhry · prohry · remízy
stats-rating = Hodnocení
stats-unrated = bez hodnocení
stats-trend = Vývoj
stats-trend-value = { $arrow } { $change } za { $games ->
    [one] poslední hru
    [few] poslední { $games } hry
   *[other] posledních { $games } her
}
stats-series = Série na body
stats-series-value = výhry { $won } · prohry { $lost } · remízy { $drawn }
stats-streak = Šňůra
stats-streak-wins = { $count ->
    [0] teď žádná
    [one] { $count } výhra v řadě
    [few] { $count } výhry v řadě
   *[other] { $count } výher v řadě
} · nejlepší šňůra: { $best ->
    [0] zatím žádná výhra
    [one] { $best } výhra
    [few] { $best } výhry
   *[other] { $best } výher
}
stats-streak-losses = { $count ->
    [one] { $count } prohra
    [few] { $count } prohry
   *[other] { $count } proher
} v řadě · nejlepší šňůra: { $best ->
    [0] zatím žádná výhra
    [one] { $best } výhra
    [few] { $best } výhry
   *[other] { $best } výher
}
stats-fastest = Nejrychlejší výhra
stats-seconds = { $seconds } s
stats-none = —

leaderboard-server = { $server }: žebříček hry { $game_name }
leaderboard-global = Celosvětový žebříček hry { $game_name }
leaderboard-you = ← ty

series-title = { $game_name }: série na body do { $target } – { $first } vs. { $second }
series-round = Kolo
series-total = Celkem
series-in-progress = Série probíhá.
series-won = Série skončila: vyhrává { $winner }.
series-draw = Série skončila remízou.

## Why a board could not be posted (the match is called off)

reason-board-not-posted = { $permission ->
    [channel-gone] kanál už neexistuje.
   *[other] chybí mi v tomto kanálu oprávnění **{ permission }**.
}

# A press counted while a moderator deleted its board (a new one is posted).
press-counted-board-gone = Tvůj stisk se započítal, ale stůl byl mezitím smazán: nový stůl je níže.
press-counted-board-renewed = Tvůj stisk se započítal. Discord už tento stůl nedovolí měnit (je starší než hodina): nový stůl je níže.

## Hodnocení (Glicko-2): co čísla znamenají, a obrázky

stats-rating-now = **{ $rating }** ±{ $deviation }
stats-rating-peak = max. { $peak }
stats-explained-value = ± je odchylka hodnocení: ukazuje, jak jisté hodnocení je. S každou hodnocenou hrou se zmenšuje, a když nehraješ, zase roste. ?{"\u00A0"}značí předběžné hodnocení (odchylka ±110 a víc); do žebříčku se hodnocení dostane při odchylce ±75 a míň.
leaderboard-footer-ranked = Strana { $page }/{ $pages } · { $total ->
    [one] { $total } hráč v žebříčku
    [few] { $total } hráči v žebříčku
   *[other] { $total } hráčů v žebříčku
} · v žebříčku jsou hodnocení s odchylkou ±75 a míň
leaderboard-none-ranked = V žebříčku tu zatím nikdo není: hodnocení se do něj dostane, až se ustálí (odchylka ±75 a míň, zhruba po 25 hodnocených hrách).
leaderboard-unranked = zatím mimo žebříček
result-winner = { $winner } vyhrává!
result-draw = Remíza!
result-rating = { $name }: hodnocení { $before } → **{ $after }** ({ $delta })
result-unrated = Tréninkový zápas: hodnocení se nemění.
result-provisional = ? = předběžné hodnocení: ustálí se po několika dalších hodnocených hrách.
result-ratings-pending = Změnu svého hodnocení uvidíte pod tlačítkem **{ result-button-stats }**.
result-button-stats = Moje statistiky
panel-button-refresh = Obnovit
# A panel whose interaction token runs out soon ($until: when, an absolute time <t:…:T>).
panel-expiring = ⏳ Automaticky se obnovuje do { $until }; potom stiskni **{ panel-button-refresh }**.
ratings-rules = **Hodnocení**
    Hodnocené hry (výzvy, ne tréninky) mění hodnocení obou hráčů v dané hře, na tomto serveru i celosvětově, stejně jako lichess hodnotí šachy (Glicko-2). K hodnocení patří odchylka (±), která říká, jak je hodnocení jisté. Nováček začíná na 1500 ±500 a jeho hodnocení se zpočátku mění rychle; s každou hodnocenou hrou se odchylka zmenšuje, a když nehraješ, zase roste. Dokud je odchylka 110 nebo víc, je hodnocení předběžné (značka **?**); do žebříčku se dostane, až klesne na 75 nebo míň. Remíza se počítá jako půl výhry; zrušený zápas nic nemění.

picture-rating-title = { $name }: hodnocení ve hře { $game_name }
picture-provisional = předběžné (?)
picture-deviation = ± odchylka
picture-months = Po měsících
picture-wins = výhry
picture-losses = prohry
picture-draws = remízy
picture-streak-wins = Aktuální šňůra: { $count ->
    [one] { $count } výhra
    [few] { $count } výhry
   *[other] { $count } výher
}
picture-streak-losses = Aktuální šňůra: { $count ->
    [one] { $count } prohra
    [few] { $count } prohry
   *[other] { $count } proher
}
picture-streak-none = Teď žádná šňůra
picture-no-rating = Zatím žádná hodnocená hra
picture-no-months = Zatím žádný dohraný zápas
picture-target = cíl { $target }
picture-rating-alt = { $name } – hodnocení ve hře { $game_name } po každé hodnocené hře; výhry a prohry po měsících.
picture-series-alt = { $first } vs. { $second }: průběžné skóre po každém kole a cíl { $target }.

## Stats and leaderboard: rank, win rate, page buttons, the provisional mark
stats-win-rate = Úspěšnost
stats-win-rate-value = { NUMBER($rate, style: "percent") } z { $games ->
    [one] { $games } hry
    [few] { $games } her
   *[other] { $games } her
}
stats-rank = Pořadí
stats-rank-value = **{ $rank }.** z { $total }
stats-rank-provisional = zatím mimo žebříček: **?** značí předběžné hodnocení
stats-rank-unsettled = zatím mimo žebříček: hodnocení se do něj dostane při odchylce ±75 a míň
leaderboard-button-previous = Předchozí
leaderboard-button-next = Další
leaderboard-footer-provisional = ? = předběžné hodnocení (odchylka 110 a víc)

# /spit podezření: zápasy podezřelé z automatického klikání (jen pro moderátory).
flags-none = Na tomto serveru nečeká žádný zápas na rozhodnutí o automatickém klikání.
flags-heading = **Zápasy podezřelé z automatického klikání**, do tvého rozhodnutí bez vlivu na hodnocení:
flags-entry =
    `{ $match }` · { $game_name } · <@{ $player }> { $rule ->
        [too-fast] reaguje rychleji, než dokáže člověk
       *[other] reaguje pravidelně jako skript
    }: { $count ->
        [one] poslední { $count } reakce
        [few] poslední { $count } reakce
       *[other] posledních { $count } reakcí
    } { $reactions } ms (průměr { $mean } ms, kolísání { $spread } ms)
flags-how = Jak rozhodnout: zadej `{ $command }` s volbami `{ $match }` a `{ $clear }` (zápas se započítá do hodnocení), nebo `{ $confirm }` (zůstane bez hodnocení). Hráč se o tom nedozví.
flags-cleared = Podezření zamítnuto: zápas `{ $match }` se teď započítal do hodnocení.
flags-confirmed = Podezření potvrzeno: zápas `{ $match }` zůstává bez hodnocení.
flags-not-found = Na tomto serveru nečeká na rozhodnutí žádný označený zápas `{ $match }`.
refusal-flags-need-manage = Označené zápasy může vidět a rozhodovat o nich jen někdo s oprávněním Spravovat server.
refusal-flags-both = Chceš-li rozhodnout, zadej obě volby: `{ $match }` i `{ $decision }`.

## /spit privacy: co o hráči SpitBot uchovává a jak to smazat (jen pro něj).
## Počty se píšou „popisek: číslo“, takže nejsou potřeba tvary pro množné číslo.
## player-deleted je všude, kde se ukazují jména, místo hráče, který smazal svoje data.

player-deleted = smazaný hráč
privacy-title = 🔒 **Co o tobě { -spitbot } uchovává** (vidíš to jen ty)
privacy-nothing = { -spitbot } o tobě nic neuchovává: nemáš za sebou žádný zápas ani výzvu.
privacy-id = • **Tvoje ID uživatele na Discordu**: aby bylo jasné, které zápasy, hodnocení a výzvy jsou tvoje.
privacy-name = • **Tvoje naposledy zobrazené jméno**: { $name }. Ukazuje se na hracích stolech, ve výsledcích a v žebříčcích.
privacy-matches = • **Tvoje zápasy** (dohrané: { $finished } · zastavené nebo zrušené: { $other } · z toho série na body: { $series }): hra, server, kanál, časy, výsledek a skóre – kvůli tvé bilanci i bilanci tvých soupeřů.
privacy-ratings = • **Tvoje hodnocení** (žebříčky: { $ratings } · změny hodnocení: { $changes }): hodnocení v každé hře na každém serveru i celkově, s tím, jak se měnilo po každé hodnocené hře – kvůli žebříčkům, tvým statistikám a jejich grafům.
privacy-challenges = • **Výzvy od tebe i pro tebe** ({ $challenges }), s oběma jmény, jak tehdy zněla: aby otevřená výzva přežila restart bota.
privacy-flags = • **Reakční časy**: když je tvůj hodnocený zápas podezřelý z automatického klikání, uchovávají se pro moderátory serveru reakční časy (ms), které podezření vyvolaly; moderátoři rozhodnou, jestli se zápas započítá do hodnocení.
privacy-decisions = • **Tvoje rozhodnutí o podezřelých zápasech** ({ $decisions }): u každého je uložené tvoje ID.
privacy-settings = • **Žádné tvoje nastavení**: nastavení serveru patří serveru a neukládá se, kdo ho změnil. { -spitbot } tvoje zprávy nikdy nečte ani neukládá.
privacy-kept-until = Všechno se uchovává, dokud to nesmažeš, nebo dokud provozovatel bota nesmaže jeho databázi. Co { -spitbot } poslal do kanálů, tam zůstává: smazat to můžou moderátoři serveru.
privacy-erase-how = Tlačítko **{ privacy-button-erase }** smaže všechno: tvoje jméno, hodnocení, historii hodnocení, podezření a výzvy. Tvoje zápasy zůstanou jen v historii tvých soupeřů, kde místo tebe bude „{ player-deleted }“, takže se jejich bilance ani hodnocení nezmění. Když budeš hrát znovu, začneš od nuly.
privacy-button-erase = Smazat moje data…
privacy-confirm = ⚠️ **Smazat všechno, co o tobě { -spitbot } uchovává?** Nejde to vrátit: tvoje hodnocení a jeho historie budou nenávratně pryč a v historii zápasů tvých soupeřů bude místo tebe „{ player-deleted }“.
privacy-confirm-yes = Ano, smazat všechno
privacy-confirm-no = Ne, nic nemazat
privacy-kept = Nic se nesmazalo.
privacy-erased = ✅ Hotovo: { -spitbot } už o tobě nic neuchovává. V historii zápasů tvých soupeřů je teď místo tebe „{ player-deleted }“; když budeš hrát znovu, začneš od nuly.
refusal-privacy-in-match = Právě hraješ zápas: nejdřív ho dohraj nebo se vzdej (`{ $resign }`), pak můžeš svoje data smazat.
refusal-privacy-challenge = Máš otevřenou výzvu: nejdřív na ni odpověz nebo ji stáhni (nebo počkej, až vyprší), pak můžeš svoje data smazat.
refusal-privacy-not-yours = Tahle tlačítka patří tomu, kdo se ptal. Co o tobě { -spitbot } uchovává, ti ukáže `{ $privacy }`.
refusal-privacy-answered = Na tuhle otázku už padla odpověď. Co o tobě { -spitbot } uchovává teď, ti ukáže `{ $privacy }`.
