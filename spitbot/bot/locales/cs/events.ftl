### Turnaje: arény a švýcarské turnaje (issue 29). Čeština.
### Veřejné zprávy turnaje (pořadí, přihlášky, dvojice) čtou všichni: „vy“ nebo bez oslovení,
### nikdy „ty“. Soukromé odpovědi na tlačítka: „ty“, bez minulého času a bez přídavných jmen
### v mužském rodě (ne „odešel jsi“, „jsi přihlášený“): rod hráče neznáme.

## Obojí

event-join = Přidat se
event-leave = Odejít
# Konec pořadí (nebo seznamu dvojic) zkráceného, aby se vešlo do jedné zprávy.
event-more = { $count ->
    [one] …a ještě { $count }
    [few] …a další { $count }
   *[other] …a dalších { $count }
}
event-over = Tento turnaj už skončil.
refusal-event-need-manage = Turnaj může otevřít jen někdo s oprávněním Spravovat server nebo s rolí pro turnaje, kterou určuje nastavení bota { -spitbot } na tomto serveru.
refusal-event-in-thread = Zápasy turnaje se hrají ve vláknech jeho kanálu: otevři ho v textovém kanálu, ne ve vlákně.

## Aréna: kdo je volný, hned dostane soupeře, po stanovenou dobu

arena-opened = Tvoje aréna je otevřená: pořadí a tlačítka **{ event-join }** a **{ event-leave }** najdeš ve zprávě níže.
arena-title = 🏟️ **Aréna: { $game_name }** · { $variant }
# $at is an absolute time each reader's client writes in its own way.
arena-until = Aréna končí: { $at }. Stiskněte **{ event-join }**: kdykoli zrovna nehrajete, hned dostanete soupeře, který je v pořadí blízko vás, a zápas se odehraje ve vlákně tohoto kanálu. Výhra dává 2 body, remíza 1. Po dvou výhrách v řadě jste v ráži 🔥: každý zápas se vám počítá dvojnásobně, až do první remízy nebo prohry včetně.
arena-closing = ⏱️ Čas vypršel: nové dvojice se už netvoří. Zápasy, které se ještě hrají, se započítají.
arena-final = 🏁 **Konečné pořadí**
arena-nobody = Zatím se nikdo nepřidal.
arena-line = { $rank }. { $name } · { $points } { $points ->
    [one] bod
    [few] body
   *[other] bodů
}
# Za řádkem: s kým hráč právě hraje (jméno za dvojtečkou: jména nesklonujeme).
arena-playing = soupeř: { $opponent }
# Za řádkem: hráč odešel (a může se vrátit). Bez minulého času: rod hráče neznáme.
arena-away = mimo arénu
# $rank je medaile (🥇🥈🥉) nebo „4.“; $performance je hodnocení.
arena-final-line = { $rank } { $name } · { $points } { $points ->
    [one] bod
    [few] body
   *[other] bodů
} · { $games } { $games ->
    [one] zápas
    [few] zápasy
   *[other] zápasů
} · výkon{"\u00A0"}{ $performance }
arena-joined = Jsi v aréně. Kdykoli zrovna nehraješ, hned dostaneš soupeře; zápasy se hrají ve vláknech tohoto kanálu. Tlačítkem **{ event-leave }** skončíš.
arena-left = Už nejsi v aréně a dalšího soupeře nedostaneš. Tlačítkem **{ event-join }** se můžeš vrátit: body ti zůstanou.
arena-already = V této aréně už jsi.
arena-not-in = V této aréně nejsi.

## Švýcarský turnaj: kola s dvojicemi podle bodů (holandský systém FIDE)

swiss-opened = Přihlášky do tvého švýcarského turnaje jsou otevřené: najdeš je ve zprávě níže.
swiss-title = 🏆 **Švýcarský turnaj: { $game_name }** · { $variant } · { $rounds } { $rounds ->
    [one] kolo
    [few] kola
   *[other] kol
}
swiss-starts-at = Začátek: { $at }. Přihlaste se tlačítkem **{ event-join }**.
swiss-starts-by-organiser = Turnaj začne, až pořadatel stiskne **{ swiss-begin }**. Přihlaste se tlačítkem **{ event-join }**.
swiss-signed-up = Přihlášeno: { $count }
swiss-begin = Začít hned
swiss-beginning = Turnaj začíná: losují se dvojice 1. kola.
swiss-begin-not-yours = Tento turnaj může spustit jen pořadatel nebo někdo s oprávněním Spravovat server.
swiss-begun = Tento turnaj už začal.
swiss-too-few = Ke spuštění turnaje jsou potřeba aspoň dva hráči.
swiss-cancelled = Turnaj se nekoná: přihlásili se méně než dva hráči.
swiss-joined = Jsi v turnaji. Zápasy se hrají ve vláknech tohoto kanálu; další kolo začne, jakmile se dohraje poslední zápas předchozího kola. Když zápas zmeškáš, z turnaje vypadneš.
swiss-left = Odstupuješ z turnaje: dalšího soupeře už nedostaneš.
swiss-already = V tomto turnaji už jsi.
swiss-not-in = V tomto turnaji nejsi.
swiss-too-late = Na přihlášení je pozdě: začala už polovina kol.
swiss-round = **{ $round }. kolo z { $rounds }**: dvojice
swiss-board = { $board }. { $first } – { $second }
swiss-bye = { $board }. { $name }: volno (1 bod)
swiss-standings = **Pořadí po { $round }. kole**
swiss-final = 🏁 **Konečné pořadí**
# $rank je „1.“ nebo na konci medaile; $score, $buchholz a $sb jsou body jako „2½“.
swiss-line = { $rank } { $name } · { $score } · Buchholz { $buchholz } · SB { $sb }
# Za řádkem: hráč z turnaje odstoupil (podstatné jméno: rod hráče neznáme).
swiss-withdrawn = odstoupení
swiss-legend = -# Výhra dává 1 bod, remíza ½, volno 1. Při rovnosti bodů rozhoduje Buchholz (součet bodů všech soupeřů), pak SB (Sonneborn–Berger: body poražených soupeřů a polovina bodů soupeřů, se kterými hráč remizoval).

## /spit nastavení: kdo smí otevírat turnaje

settings-event-role-none = • Kdo smí otevírat turnaje (arény, švýcarské turnaje): členové s oprávněním Spravovat server
# $role je role, jak ji ukazuje Discord (nikdo nedostane upozornění).
settings-event-role = • Kdo smí otevírat turnaje (arény, švýcarské turnaje): členové s oprávněním Spravovat server nebo s rolí { $role }

## /spit soukromí

privacy-events = • **Tvoje turnaje** ({ $events }): arény a švýcarské turnaje, s tvým jménem a výsledky, kvůli jejich pořadí.
refusal-privacy-in-event = Hraješ v turnaji (v aréně nebo ve švýcarském turnaji), který ještě neskončil: odejdi z něj a počkej, až skončí, pak můžeš svoje data smazat.
