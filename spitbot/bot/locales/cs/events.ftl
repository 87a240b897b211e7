### Turnaje: arény a švýcarské turnaje (issue 29). Čeština.

## Obojí

event-join = Přidat se
event-leave = Odejít
# Konec pořadí zkráceného, aby se vešlo do jedné zprávy.
event-more = …a dalších { $count }
event-over = Tento turnaj už skončil.
refusal-event-need-manage = Turnaj může otevřít jen někdo s oprávněním Spravovat server nebo s rolí, kterou pro turnaje určuje nastavení serveru.
refusal-event-in-thread = Zápasy turnaje se hrají ve vláknech jeho kanálu: otevři ho v textovém kanálu, ne ve vlákně.

## Aréna: kdo je volný, hned dostane soupeře, po stanovenou dobu

arena-opened = Tvoje aréna je otevřená: pořadí je níže, spolu s tlačítky Přidat se a Odejít.
arena-title = 🏟️ **Aréna: { $game_name }** · { $variant }
# $at is an absolute time each reader's client writes in its own way.
arena-until = Aréna končí: { $at }. Stiskni **Přidat se**: kdykoli budeš volný, hned dostaneš soupeře, který je v pořadí blízko tebe, ve vlákně tohoto kanálu. Výhra dává 2 body, remíza 1. Po dvou výhrách v řadě jsi v ohni 🔥: každý zápas se počítá dvojnásob, až do prvního zápasu, který nevyhraješ, včetně něj.
arena-closing = ⏱️ Čas vypršel: nové dvojice se už netvoří. Zápasy, které se ještě hrají, se započítají.
arena-final = 🏁 **Konečné pořadí**
arena-nobody = Zatím se nikdo nepřidal.
arena-line = { $rank }. { $name } · { $points } { $points ->
    [one] bod
    [few] body
   *[other] bodů
}
# Za řádkem: s kým hráč právě hraje.
arena-playing = soupeř: { $opponent }
# Za řádkem: hráč odešel (a může se vrátit).
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
arena-joined = Jsi v aréně. Kdykoli budeš volný, hned dostaneš soupeře; tvoje zápasy začínají ve vláknech tohoto kanálu. Tlačítkem **Odejít** skončíš.
arena-left = Už nejsi v aréně a nové soupeře nedostaneš. Tlačítkem **Přidat se** se vrátíš: body ti zůstanou.
arena-already = V této aréně už jsi.
arena-not-in = V této aréně nejsi.

## Švýcarský turnaj: kola s dvojicemi podle bodů (holandský systém FIDE)

swiss-opened = Tvůj švýcarský turnaj je otevřený pro přihlášky: jeho zpráva je níže.
swiss-title = 🏆 **Švýcarský turnaj: { $game_name }** · { $variant } · { $rounds } { $rounds ->
    [one] kolo
    [few] kola
   *[other] kol
}
swiss-starts-at = Začátek: { $at }. Přihlas se tlačítkem **Přidat se**.
swiss-starts-by-organiser = Začne, až pořadatel stiskne **Začít hned**. Přihlas se tlačítkem **Přidat se**.
swiss-signed-up = Přihlášeno: { $count }
swiss-begin = Začít hned
swiss-beginning = Turnaj začíná: losují se dvojice 1. kola.
swiss-begin-not-yours = Tento turnaj může spustit jen pořadatel nebo někdo s oprávněním Spravovat server.
swiss-begun = Tento turnaj už začal.
swiss-too-few = Turnaj potřebuje ke startu aspoň dva hráče.
swiss-cancelled = Turnaj nezačal: přihlásili se méně než dva hráči.
swiss-joined = Jsi přihlášený. Zápasy každého kola začínají ve vláknech tohoto kanálu a další kolo začne, jakmile skončí poslední zápas kola. Když zápas zmeškáš, z turnaje vypadneš.
swiss-left = Odstoupil jsi z turnaje: už nedostaneš soupeře.
swiss-already = Už jsi přihlášený.
swiss-not-in = V tomto turnaji nejsi.
swiss-too-late = Na přihlášení je pozdě: začala už polovina kol.
swiss-round = **{ $round }. kolo z { $rounds }**: dvojice
swiss-board = { $board }. { $first } – { $second }
swiss-bye = { $board }. { $name }: volno (1 bod)
swiss-standings = **Pořadí po { $round }. kole**
swiss-final = 🏁 **Konečné pořadí**
# $rank je „1.“ nebo na konci medaile; $score, $buchholz a $sb jsou body jako „2½“.
swiss-line = { $rank } { $name } · { $score } · Buchholz { $buchholz } · SB { $sb }
swiss-withdrawn = odstoupil
swiss-legend = -# Výhra dává 1 bod, remíza ½, volno 1. Při rovnosti bodů rozhoduje Buchholz (body tvých soupeřů), pak SB (Sonneborn–Berger: body poražených soupeřů a polovina bodů soupeřů, se kterými byla remíza).

## /spit settings: kdo smí otevírat turnaje

settings-event-role-none = • Turnaje (arény, švýcarské turnaje) otevírají: členové s oprávněním Spravovat server
# $role je role, jak ji ukazuje Discord (nikdo nedostane upozornění).
settings-event-role = • Turnaje (arény, švýcarské turnaje) otevírají: členové s oprávněním Spravovat server a role { $role }

## /spit privacy

privacy-events = • **Turnaje, kterých ses účastnil** ({ $events }): arény a švýcarské turnaje, s tvým jménem a výsledky, kvůli jejich pořadí.
refusal-privacy-in-event = Jsi v aréně nebo ve švýcarském turnaji, který ještě neskončil: odejdi z něj a počkej na jeho konec, pak můžeš svoje data smazat.
